import { describe, expect, it } from 'vitest';
import { realContentWorkspace } from '../test-workspace.ts';

// The notices beside prices (regions.yaml priceRules.taxNote, installmentTerms), on a throw-away copy of the real content.
const workspace = realContentWorkspace();

/** 1-based line and column of `needle` (or of its `offset`-th character) in `text`. */
function position(text: string, needle: string, offset = 0) {
  const index = text.indexOf(needle);
  if (index < 0) throw new Error(`test setup: "${needle}" not found`);
  const before = text.slice(0, index + offset);
  return { line: before.split('\n').length, column: before.length - before.lastIndexOf('\n') };
}

async function notices() {
  const { diagnostics } = await workspace().generate();
  return diagnostics.filter((d) => d.rule === 'price-notice');
}

describe('[price-notice]', () => {
  it('passes on the real content', async () => {
    expect(await notices()).toEqual([]);
  });

  it('a region whose rule asks for a tax note without ui.taxNote (eu), located at its ui', async () => {
    await workspace().replace('content-yaml/eu/site.yaml', '  taxNote: incl. VAT\n', '');
    const text = await workspace().read('content-yaml/eu/site.yaml');
    const [d, ...rest] = await notices();
    expect(rest).toEqual([]);
    expect(d).toMatchObject({ file: 'content-yaml/eu/site.yaml', severity: 'error', ...position(text, '\nui:\n', 1) });
    expect(d!.message).toBe('eu shows every price with its tax note (regions.yaml priceRules.taxNote, Directive 98/6/EC), but its site texts have no ui.taxNote.');
    expect(d!.hint).toContain('taxNote: "incl. VAT"');
  });

  it('de: a tax note that does not say shipping is extra, and one without the shipping link', async () => {
    await workspace().replace('content-yaml/de/site.yaml', 'taxNote: "inkl. MwSt., {shipping}"', 'taxNote: inkl. MwSt.');
    let text = await workspace().read('content-yaml/de/site.yaml');
    const [d, ...rest] = await notices();
    expect(rest).toEqual([]);
    expect(d).toMatchObject({ file: 'content-yaml/de/site.yaml', ...position(text, 'inkl. MwSt.\n') });
    expect(d!.message).toContain('does not say that shipping costs are extra');
    expect(d!.hint).toContain('{shipping}');

    await workspace().replace('content-yaml/de/site.yaml', 'taxNote: inkl. MwSt.', 'taxNote: "inkl. MwSt., {shipping}"');
    await workspace().replace('content-yaml/de/site.yaml', '    link: https://de.shop.mechanova.example/policies/shipping-policy\n  lowestPrice', '  lowestPrice');
    text = await workspace().read('content-yaml/de/site.yaml');
    const [e, ...more] = await notices();
    expect(more).toEqual([]);
    expect(e).toMatchObject({ file: 'content-yaml/de/site.yaml', ...position(text, 'shippingCosts:') });
    expect(e!.message).toContain('no ui.shippingCosts with a label and a link');
  });

  it('us: an instalment line without the APR and the lender terms, located at the line', async () => {
    await workspace().replace('content-yaml/us/site.yaml', ' at 0% APR with Klarna. Subject to approval; terms apply."', '"');
    const text = await workspace().read('content-yaml/us/site.yaml');
    const [d, ...rest] = await notices();
    expect(rest).toEqual([]);
    expect(d).toMatchObject({ file: 'content-yaml/us/site.yaml', ...position(text, '"or {count, plural, one {# payment}') });
    expect(d!.message).toBe(
      'The instalment line ui.installment of us does not say "APR", "Klarna", "Subject to approval" (regions.yaml priceRules.installmentTerms, Regulation Z §1026.24(d) (Truth in Lending) and Klarna\'s US promotion guidelines).',
    );
  });

  it('us: an FAQ answer that names instalments without the disclosures', async () => {
    await workspace().replace('content-yaml/us/pages/faq.yaml', 'pay in 12 monthly payments at 0% APR, subject to approval; terms apply.', 'split the price into 12 interest-free monthly payments.');
    const text = await workspace().read('content-yaml/us/pages/faq.yaml');
    const [d, ...rest] = await notices();
    expect(rest).toEqual([]);
    expect(d).toMatchObject({ file: 'content-yaml/us/pages/faq.yaml', ...position(text, 'With Klarna you can split') });
    expect(d!.message).toContain('names an instalment offer ("interest-free") without "APR", "Subject to approval"');
  });

  it("uk: Klarna's lines missing beside the instalment line and under the banner (K3)", async () => {
    const site = await workspace().read('content-yaml/uk/site.yaml');
    await workspace().write('content-yaml/uk/site.yaml', site.replace(/\n {2}note: .*\n/, '\n').replace(/\n {2}installmentTerms: .*\n/, '\n'));
    const text = await workspace().read('content-yaml/uk/site.yaml');
    const found = await notices();
    expect(found.map((d) => `${d.line}:${d.column}`)).toEqual(
      [position(text, 'Flagship Bumblebee is now available'), position(text, 'installment: ', 13), position(text, 'installmentLast: ', 17)].map((p) => `${p.line}:${p.column}`),
    );
    expect(found[0]!.message).toContain('"18+", "UK residents", "subject to status", "T&Cs apply", "unregulated credit agreement", "borrowing more than you can afford"');
  });

  it('uk: one phrase missing from the banner note is reported at the banner text and at the note (which names Pay in 3)', async () => {
    await workspace().replace('content-yaml/uk/site.yaml', 'note: "18+, ', 'note: "');
    const text = await workspace().read('content-yaml/uk/site.yaml');
    const found = await notices();
    expect(found.map((d) => [d.line, d.column])).toEqual([position(text, 'Flagship Bumblebee is now'), position(text, 'note: "', 6)].map((p) => [p.line, p.column]));
    expect(found.map((d) => d.message)).toEqual([expect.stringContaining('("instalments") without "18+" (regions.yaml'), expect.stringContaining('("Pay in 3") without "18+" (regions.yaml')]);
  });

  it('a region without the rule may name instalments (eu has no installmentTerms)', async () => {
    await workspace().replace('content-yaml/eu/site.yaml', '  title: Join the Mechanova Crew', '  title: Join the Crew, then pay in 3 interest-free instalments');
    expect(await notices()).toEqual([]);
  });
});
