import { describe, expect, it } from 'vitest';
import { openPage, useSite } from './harness.ts';

// PREVIEW=1 so that ?at= can show the footer as of another year.
const site = useSite({ PREVIEW: '1' });
const text = (s: string | null) => (s ?? '').replace(/\s+/g, ' ').trim();

describe('prices as the lender and the law want them', () => {
  it('splits an interest-free price so the payments add up: 11 × $141.58 + $141.62 = $1,699', async () => {
    const { context, page } = await openPage(site.browser);
    await page.goto(`${site.server.origin}/us`);
    expect(text(await page.textContent('#grimlock-g1-flagship .installment'))).toBe('or 12 interest-free payments of $141.58 (last payment $141.62)');
    expect(text(await page.textContent('#flagship-bumblebee .installment'))).toBe('or 12 interest-free payments of $108.25');
    await context.close();
  });

  it('shows one fraction-digit rule in a plan, and names the struck list price for screen readers (uk promo)', async () => {
    const { context, page } = await openPage(site.browser);
    await page.goto(`${site.server.origin}/uk`);
    const card = page.locator('#flagship-megatron');
    expect(text(await card.locator('.amount').textContent())).toBe('£1,169');
    expect(text(await card.locator('del.list-price').textContent())).toBe('Was £1,299');
    expect(await card.locator('del.list-price .visually-hidden').count()).toBe(1);
    expect(text(await card.locator('.installment').textContent())).toBe('or 3 interest-free instalments of £389.66 (final instalment £389.68)');
    expect(text(await page.textContent('#flagship-bumblebee .installment'))).toBe('or 3 interest-free instalments of £433.00');
    expect(text(await card.locator('.tax-note').textContent())).toBe('inc. VAT');
    await context.close();
  });

  it('states tax included on de and jp prices, from their texts; us shows none', async () => {
    const { context, page } = await openPage(site.browser);
    await page.goto(`${site.server.origin}/de/flagship-bumblebee`);
    expect(await page.textContent('.buy-box .tax-note')).toBe('inkl. MwSt.');
    await page.goto(`${site.server.origin}/jp/flagship-bumblebee`);
    expect(await page.textContent('.buy-box .tax-note')).toBe('税込');
    await page.goto(`${site.server.origin}/us/flagship-bumblebee`);
    expect(await page.locator('.buy-box .tax-note').count()).toBe(0);
    await context.close();
  });
});

describe('time-bound copy', () => {
  it('dates the copyright by the server clock, also as of a previewed instant', async () => {
    const { context, page } = await openPage(site.browser);
    await page.goto(`${site.server.origin}/fr`);
    expect(await page.textContent('footer .copyright')).toContain(`© ${new Date().getUTCFullYear()} Mechanova`);
    await page.goto(`${site.server.origin}/fr?at=2025-08-01T00:00:00%2B02:00`);
    expect(await page.textContent('footer .copyright')).toContain('© 2025 Mechanova');
    await context.close();
  });
});
