// What the server renders of prices and dated copy: read from its HTML, no browser needed.
import { describe, expect, it } from 'vitest';
import { fetchDocument, useServer } from './harness.ts';

// PREVIEW=1 so that ?at= can show the footer as of another year.
const site = useServer({ DEV_TOOLS: '1', PREVIEW: '1' });
const text = (s: string | null | undefined) => (s ?? '').replace(/\s+/g, ' ').trim();
const page = async (path: string) => (await fetchDocument(`${site.server.origin}${path}`)).document;

describe('prices as the lender and the law want them', () => {
  it('splits an interest-free price so the payments add up: 11 × $141.58 + $141.62 = $1,699, with the APR and the lender terms (Reg Z)', async () => {
    const us = await page('/us');
    expect(text(us.querySelector('#grimlock-g1-flagship .installment')?.textContent)).toBe('or 12 payments of $141.58 at 0% APR with Klarna (last payment $141.62). Subject to approval; terms apply.');
    expect(text(us.querySelector('#flagship-bumblebee .installment')?.textContent)).toBe('or 12 payments of $108.25 at 0% APR with Klarna. Subject to approval; terms apply.');
  });

  it('shows one fraction-digit rule in a plan, and against a reduced price names the prior price, not a struck list price (uk promo, the copy review B1)', async () => {
    // Within the 28 days a reduction may be announced in the uk (regions.yaml priceRules.reductionLimitDays).
    const uk = await page('/uk?at=2025-10-01T12:00:00Z');
    const card = uk.querySelector('#flagship-megatron')!;
    expect(text(card.querySelector('.amount')?.textContent)).toBe('£1,169');
    expect(card.querySelectorAll('del.list-price')).toHaveLength(0);
    expect(text(card.querySelector('.lowest-price')?.textContent)).toBe('Lowest price in the last 30 days: £1,299');
    // The promotion ended at the uk's 28-day limit (catalog.yaml activityTime.endTime): today the list price, named against nothing.
    const today = (await page('/uk')).querySelector('#flagship-megatron')!;
    expect(text(today.querySelector('.amount')?.textContent)).toBe('£1,299');
    expect(today.querySelectorAll('.lowest-price, .save, del.list-price')).toHaveLength(0);
    expect(text(card.querySelector('.installment')?.textContent)).toBe('or 3 interest-free instalments of £389.66 with Klarna (final instalment £389.68)');
    expect(text(uk.querySelector('#flagship-bumblebee .installment')?.textContent)).toBe('or 3 interest-free instalments of £433.00 with Klarna');
    expect(text(card.querySelector('.tax-note')?.textContent)).toBe('inc. VAT');
  });

  it("uk: Klarna's eligibility and risk lines beside every instalment line and under the banner that names the instalments (K3)", async () => {
    const uk = await page('/uk?at=2025-08-01T12:00:00%2B01:00');
    const lines = [...uk.querySelectorAll('.price')].filter((p) => p.querySelector('.installment'));
    expect(lines.length).toBeGreaterThan(0);
    for (const line of lines)
      expect(text(line.querySelector('.installment + .installment-terms')?.textContent)).toBe(
        "18+, UK residents only. Subject to status. T&Cs apply. Klarna's Pay in 3 is an unregulated credit agreement. Borrowing more than you can afford or paying late may negatively impact your financial status and ability to obtain credit.",
      );
    expect(text(uk.querySelector('.text-banner')?.textContent)).toContain('3 interest-free instalments via Klarna');
    expect(text(uk.querySelector('.text-banner .text-banner-note')?.textContent)).toBe(
      "18+, UK residents only. Subject to status. T&Cs apply. Klarna's Pay in 3 is an unregulated credit agreement. Borrowing more than you can afford or paying late may negatively impact your financial status and ability to obtain credit.",
    );
  });

  it('names the lowest price of the 30 days before a promotion beside its struck price where regions.yaml asks for it (uk), not in us', async () => {
    const uk = await page('/uk?at=2025-10-01T12:00:00Z');
    // The uk Megatron promotion began 22 Sep 2025; before it, the list price was the only price charged.
    expect(text(uk.querySelector('#flagship-megatron .lowest-price')?.textContent)).toBe('Lowest price in the last 30 days: £1,299');
    expect(text((await page('/de/flagship-megatron?at=2025-10-01T12:00:00Z')).querySelector('#price .lowest-price')?.textContent)).toBe('Niedrigster Preis der letzten 30 Tage: 1.599 €');
    // The de promotion ended at the eight weeks a reduction may be announced (priceRules.reductionLimitDays 56).
    expect((await page('/de/flagship-megatron')).querySelectorAll('#price .lowest-price, #price .save')).toHaveLength(0);
    expect((await page('/us')).querySelectorAll('.lowest-price')).toHaveLength(0);
  });

  it('gives the us Megatron the one price the seeds state, $1,499, with no old price struck through (page, home card, structured data)', async () => {
    const product = await page('/us/flagship-megatron');
    expect(text(product.querySelector('#price .amount')?.textContent)).toBe('$1,499');
    expect(product.querySelectorAll('#price del')).toHaveLength(0);
    const offers = [...product.querySelectorAll('script[type="application/ld+json"]')]
      .flatMap((s) => JSON.parse(s.textContent ?? '[]') as { '@type': string; offers?: { price?: number } }[])
      .filter((o) => o['@type'] === 'Product')
      .map((o) => o.offers?.price);
    expect(offers).toEqual([1499]);
    const card = (await page('/us')).querySelector('#flagship-megatron')!;
    expect(text(card.querySelector('.amount')?.textContent)).toBe('$1,499');
    expect(card.querySelectorAll('del')).toHaveLength(0);
    expect(card.textContent).not.toContain('1,699');
  });

  it('states tax included on de and jp prices, from their texts, and de that shipping is extra, linked to the shipping costs (PAngV §6); us shows none', async () => {
    const note = (await page('/de/flagship-bumblebee')).querySelector('.buy-box .tax-note');
    expect(note?.textContent).toBe('inkl. MwSt., zzgl. Versandkosten');
    expect(note?.querySelector('a')?.getAttribute('href')).toBe('https://de.shop.mechanova.example/policies/shipping-policy');
    expect((await page('/jp/flagship-bumblebee')).querySelector('.buy-box .tax-note')?.textContent).toBe('税込');
    expect((await page('/us/flagship-bumblebee')).querySelectorAll('.buy-box .tax-note')).toHaveLength(0);
  });
});

describe('time-bound copy', () => {
  it('dates the copyright by the server clock, also as of a previewed instant', async () => {
    expect((await page('/fr')).querySelector('footer .copyright')?.textContent).toContain(`© ${new Date().getUTCFullYear()} Mechanova`);
    expect((await page('/fr?at=2025-08-01T00:00:00%2B02:00')).querySelector('footer .copyright')?.textContent).toContain('© 2025 Mechanova');
  });
});
