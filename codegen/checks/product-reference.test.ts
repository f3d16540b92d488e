/**
 * References to products resolve (the class of the content-ops test's "a price block silently vanishes"): the schemas'
 * product ids are the catalogues' keys, filled in by codegen, and a page may name only a product its region's catalogue
 * sells, in every region that shows the name (those that inherit it included). On a throw-away copy of the real content.
 */
import { describe, expect, it } from 'vitest';
import { realContentWorkspace } from '../test-workspace.ts';

const workspace = realContentWorkspace();
const errors = async () => (await workspace().generate()).diagnostics.filter((d) => d.severity === 'error').map((d) => `${d.file}:${d.line}:${d.column} [${d.rule}] ${d.message}`);

const STARSCREAM = [
  '  flagshipStarscream:',
  '    name: "Flagship Starscream"',
  '    alt: "Flagship Starscream, a jet robot"',
  '    buy: https://us.shop.mechanova.example/products/flagship-starscream',
  '    price: 1399',
  '    stock: 10',
  '    isPreSale: false',
  '',
].join('\n');

describe('product references', () => {
  it('a product a region does not sell, named by its page, is an error at the name, naming the catalogue', async () => {
    const ws = workspace();
    const file = 'content-yaml/de/pages/flagship-megatron.yaml';
    await ws.replace(file, '    type: price-block\n    product: flagshipMegatron', '    type: price-block\n    product: t9');
    const line = await ws.lineOf(file, 'product: t9');
    expect(await errors()).toEqual([`${file}:${line}:14 [broken-reference] The product "t9" is not in the catalogue of de (content-yaml/de/catalog.yaml products).`]);
  }, 60_000);

  it('a name a region inherits counts for that region: a us-only product on a page uk and eu inherit is an error naming them', async () => {
    const ws = workspace();
    await ws.replace('content-yaml/us/catalog.yaml', 'products:\n', `products:\n${STARSCREAM}`);
    const file = 'content-yaml/us/pages/flagship-megatron.yaml';
    await ws.replace(file, '    type: price-block\n    product: flagshipMegatron', '    type: price-block\n    product: flagshipStarscream');
    const line = await ws.lineOf(file, 'product: flagshipStarscream');
    expect(await errors()).toContain(`${file}:${line}:14 [broken-reference] The product "flagshipStarscream" is not in the catalogue of eu, uk (content-yaml/eu/catalog.yaml products).`);
  }, 60_000);

  it('a new product is a catalogue entry: a page may name it at once, and a misspelt id gets a did-you-mean from the catalogues', async () => {
    const ws = workspace();
    await ws.replace('content-yaml/us/catalog.yaml', 'products:\n', `products:\n${STARSCREAM}`);
    // A us-only page (no region inherits it) names the new product: no schema edit, no error.
    const page = 'content-yaml/us/pages/grimlock-g1-flagship.yaml';
    await ws.replace(page, '  product: grimlockG1Flagship', '  product: flagshipStarscream');
    expect((await errors()).filter((d) => d.includes('flagshipStarscream'))).toEqual([]);
    await ws.replace(page, 'product: flagshipStarscream', 'product: flagshipStarscrem');
    const found = await errors();
    expect(found.some((d) => d.includes('[schema]') && d.includes('flagshipStarscrem'))).toBe(true);
  }, 60_000);
});
