import { cp, readdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Diagnostic } from './diagnostics.ts';
import { createWorkspace, PROJECT_ROOT, type Workspace } from './test-workspace.ts';

let ws: Workspace;
let good: Awaited<ReturnType<Workspace['snapshot']>>;

/** 1-based line and column of `needle` (or of `needle`'s `offset`-th character) in `text`. */
function position(text: string, needle: string, offset = 0) {
  const index = text.indexOf(needle);
  if (index < 0) throw new Error(`test setup: "${needle}" not found`);
  const before = text.slice(0, index + offset);
  const line = before.split('\n').length;
  return { line, column: before.length - before.lastIndexOf('\n') };
}

async function expectOnly(rule: string, file: string, at: { line: number; column: number }, options?: Parameters<Workspace['generate']>[0]) {
  const result = await ws.generate(options);
  const errors = result.diagnostics.filter((d) => d.severity === 'error');
  expect(errors.map((d) => `${d.file}:${d.line}:${d.column} [${d.rule}]`)).toEqual([`${file}:${at.line}:${at.column} [${rule}]`]);
  expect(result.files).toBeNull();
  expect(result.written).toBeUndefined();
  // Nothing in dist/generated/ changed: same files, same bytes, not rewritten.
  expect(await ws.snapshot()).toEqual(good);
  return errors[0] as Diagnostic;
}

beforeAll(async () => {
  ws = await createWorkspace();
  const first = await ws.generate();
  expect(first.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
  good = await ws.snapshot();
  expect(good.size).toBeGreaterThan(10);
});
afterAll(async () => ws.dispose());
beforeEach(async () => {
  await rm(join(ws.root, 'content-yaml'), { recursive: true, force: true });
  await cp(join(PROJECT_ROOT, 'content-yaml'), join(ws.root, 'content-yaml'), { recursive: true });
  // The section folders (a test may break one).
  await rm(join(ws.root, 'runtime/ui/sections'), { recursive: true, force: true });
  await cp(join(PROJECT_ROOT, 'runtime/ui/sections'), join(ws.root, 'runtime/ui/sections'), { recursive: true });
});

describe('bad input is located and leaves dist/generated untouched', () => {
  it('YAML syntax error', async () => {
    await ws.replace('content-yaml/fr/site.yaml', '  button:', '  button: [unclosed\n  other:');
    const text = await ws.read('content-yaml/fr/site.yaml');
    const d = await expectOnly('yaml-syntax', 'content-yaml/fr/site.yaml', position(text, '  other:', 2));
    expect(d.message.length).toBeGreaterThan(5);
  });

  it('duplicate key', async () => {
    await ws.replace('content-yaml/de/site.yaml', '  placeholder:', '  title: Doppelt\n  placeholder:');
    const text = await ws.read('content-yaml/de/site.yaml');
    await expectOnly('duplicate-key', 'content-yaml/de/site.yaml', position(text, '  title: Doppelt', 2));
  });

  it('wrong type', async () => {
    await ws.replace('content-yaml/us/catalog.yaml', 'price: 1299', 'price: "1299 dollars"');
    const text = await ws.read('content-yaml/us/catalog.yaml');
    const d = await expectOnly('schema', 'content-yaml/us/catalog.yaml', position(text, '"1299 dollars"'));
    expect(d.message).toContain('products.flagshipBumblebee.price');
  });

  it('unknown key, with "did you mean"', async () => {
    await ws.replace('content-yaml/fr/site.yaml', '  button:', '  buton:');
    const text = await ws.read('content-yaml/fr/site.yaml');
    const d = await expectOnly('schema', 'content-yaml/fr/site.yaml', position(text, 'buton:'));
    expect(d.message).toBe('Unknown key "buton" in subscribe.');
    expect(d.hint).toContain('Did you mean "button"?');
  });

  it('unknown region', async () => {
    await ws.replace('content-yaml/routes.yaml', 'regions: [us, uk, eu, fr, de, kr, cn]', 'regions: [us, uk, eu, fr, de, kr, ch]');
    const text = await ws.read('content-yaml/routes.yaml');
    const d = await expectOnly('schema', 'content-yaml/routes.yaml', position(text, 'ch]'));
    expect(d.hint).toContain('Did you mean "cn"?');
  });

  it('unknown region folder', async () => {
    await ws.write('content-yaml/fx/site.yaml', 'region: {}\n');
    const d = await expectOnly('unknown-file', 'content-yaml/fx/site.yaml', { line: 1, column: 1 });
    expect(d.hint).toMatch(/Did you mean the folder "f[rx]"|"fr"/);
  });

  it('unknown currency', async () => {
    await ws.replace('content-yaml/jp/catalog.yaml', 'currency: JPY', 'currency: YEN');
    const text = await ws.read('content-yaml/jp/catalog.yaml');
    const d = await expectOnly('schema', 'content-yaml/jp/catalog.yaml', position(text, 'YEN'));
    expect(d.hint).toContain('USD, GBP, EUR, JPY, KRW, CNY');
  });

  it("a currency that is not the region's", async () => {
    await ws.replace('content-yaml/uk/catalog.yaml', 'currency: GBP', 'currency: EUR');
    const text = await ws.read('content-yaml/uk/catalog.yaml');
    const d = await expectOnly('price', 'content-yaml/uk/catalog.yaml', position(text, 'EUR'));
    expect(d.message).toContain('GBP');
  });

  it('a date without offset', async () => {
    await ws.replace('content-yaml/us/site.yaml', '"2025-03-27T23:00:00+08:00"', '"2025-03-27T23:00:00"');
    const text = await ws.read('content-yaml/us/site.yaml');
    const d = await expectOnly('schema', 'content-yaml/us/site.yaml', position(text, '"2025-03-27T23:00:00"'));
    expect(d.message).toContain('offset');
  });

  it('a registered page with no content file', async () => {
    // manuals is live: take its content files away (the extending regions first, so only missing-content remains).
    for (const region of ['uk', 'eu', 'us', 'fr', 'de', 'kr', 'cn']) await ws.remove(`content-yaml/${region}/pages/manuals.yaml`);
    const text = await ws.read('content-yaml/routes.yaml');
    const result = await ws.generate();
    const errors = result.diagnostics.filter((d) => d.severity === 'error');
    expect(new Set(errors.map((d) => d.rule))).toEqual(new Set(['missing-content']));
    expect(errors).toHaveLength(7); // one per region of the record
    expect(errors[0]).toMatchObject({ file: 'content-yaml/routes.yaml', ...position(text, 'manuals\n    regions: [us, uk, eu, fr, de, kr, cn]') });
    expect(errors.map((d) => d.message).join('\n')).toContain('content-yaml/kr/pages/manuals.yaml does not exist');
    expect(await ws.snapshot()).toEqual(good);
  });

  it('a content file for an unregistered page', async () => {
    // The us page's own content, so only the registration is wrong (not its parity with us); without its dollar
    // amounts, which a kr file may not state ([currency]).
    await ws.write('content-yaml/kr/pages/faq.yaml', (await ws.read('content-yaml/us/pages/faq.yaml')).replace(/\$(?=\d)/g, ''));
    const d = await expectOnly('orphan-content', 'content-yaml/kr/pages/faq.yaml', { line: 1, column: 1 });
    expect(d.message).toContain('not registered for kr');
  });

  it('a link to a path nothing serves', async () => {
    await ws.replace('content-yaml/de/site.yaml', 'link: /de/manuals', 'link: /de/manual');
    const text = await ws.read('content-yaml/de/site.yaml');
    const d = await expectOnly('broken-link', 'content-yaml/de/site.yaml', position(text, '/de/manual'));
    expect(d.hint).toContain('Did you mean "/de/manuals"?');
  });

  it('a contact line naming a contact point regions.yaml does not have', async () => {
    const page = 'content-yaml/us/pages/technical-support.yaml';
    await ws.replace(page, 'contactPoint: customer-support', 'contactPoint: customer-suport');
    const d = await expectOnly('broken-reference', page, position(await ws.read(page), 'customer-suport'));
    expect(d.hint).toContain('Did you mean "customer-support"?');
  });

  it('an office regions.yaml does not have, on the contact page and in a footer', async () => {
    const page = 'content-yaml/us/pages/technical-support.yaml';
    await ws.replace(page, 'office: united-kingdom', 'office: united-kingdon');
    await ws.replace('content-yaml/de/site.yaml', 'office: europe', 'office: eu');
    const result = await ws.generate();
    const found = result.diagnostics.filter((d) => d.rule === 'broken-reference');
    expect(found.map((d) => `${d.file}:${d.line}:${d.column}`)).toEqual(
      expect.arrayContaining([
        `${page}:${position(await ws.read(page), 'united-kingdon').line}:${position(await ws.read(page), 'united-kingdon').column}`,
        `content-yaml/de/site.yaml:${position(await ws.read('content-yaml/de/site.yaml'), 'office: eu').line}:${position(await ws.read('content-yaml/de/site.yaml'), 'office: eu').column + 'office: '.length}`,
      ]),
    );
    expect(found).toHaveLength(2);
    expect(found.map((d) => d.hint).join(' ')).toContain('Did you mean "united-kingdom"?');
    expect(result.files).toBeNull();
  });

  it('a section folder without its component, or whose meta.json says neither static nor island', async () => {
    await ws.remove('runtime/ui/sections/contact/Contact.tsx');
    const d = await expectOnly('section-folder', 'runtime/ui/sections/contact/Contact.tsx', { line: 1, column: 1 });
    expect(d.message).toBe('The section type "contact" has no component Contact.tsx.');
    await ws.write('runtime/ui/sections/contact/Contact.tsx', '');
    await ws.write('runtime/ui/sections/contact/meta.json', '{"render": "hydrated"}');
    const m = await expectOnly('section-folder', 'runtime/ui/sections/contact/meta.json', { line: 1, column: 1 });
    expect(m.message).toContain('{"render": "static"} or {"render": "island"}');
  });

  it('a video naming a clip that is not shipped in both formats', async () => {
    const page = 'content-yaml/us/pages/flagship-megatron.yaml';
    await ws.replace(page, 'clip: flagship-megatron-action-walk', 'clip: flagship-megatron-action-walks');
    const d = await expectOnly('missing-video', page, position(await ws.read(page), 'flagship-megatron-action-walks'));
    expect(d.hint).toContain('Did you mean "flagship-megatron-action-walk"?');
    await ws.replace(page, 'clip: flagship-megatron-action-walks', 'clip: flagship-megatron-action-walk');
    await ws.remove('public/videos/flagship-megatron-action-walk.mp4');
    try {
      expect((await ws.generate()).diagnostics.map((x) => x.rule)).toContain('missing-video');
    } finally {
      await cp(join(PROJECT_ROOT, 'public/videos/flagship-megatron-action-walk.mp4'), join(ws.root, 'public/videos/flagship-megatron-action-walk.mp4'));
    }
  });

  it('a store policy on the shop of a region that has none', async () => {
    await ws.replace('content-yaml/regions.yaml', 'shop: https://us.shop.mechanova.example', 'shop: null');
    const page = 'content-yaml/us/pages/support.yaml';
    const text = await ws.read(page);
    const result = await ws.generate();
    // Each of the three store policies is reported where it is written (the menu's absolute links
    // to that host are reported too, as links to a host regions.yaml no longer declares).
    expect(result.diagnostics.filter((d) => d.severity === 'error').map((d) => d.rule)).toContain('host');
    expect(result.diagnostics.filter((d) => d.rule === 'broken-reference').map((d) => `${d.file}:${d.line}:${d.column} [${d.rule}]`)).toEqual(
      ['/pages/warranty-policy', '/policies/shipping-policy', '/policies/refund-policy'].map((path) => {
        const at = position(text, path);
        return `${page}:${at.line}:${at.column} [broken-reference]`;
      }),
    );
    expect(result.files).toBeNull();
    expect(result.diagnostics.find((d) => d.rule === 'broken-reference')!.message).toContain('us has none');
  });

  it('a link to a page that exists only in another region', async () => {
    await ws.replace('content-yaml/fr/site.yaml', 'link: /fr/manuals', 'link: /fr/support');
    const text = await ws.read('content-yaml/fr/site.yaml');
    const d = await expectOnly('broken-link', 'content-yaml/fr/site.yaml', position(text, '/fr/support'));
    expect(d.message).toContain('exists only in us');
  });

  it('duplicate route name', async () => {
    await ws.replace('content-yaml/routes.yaml', 'name: black-friday-uk', 'name: black-friday-us');
    const text = await ws.read('content-yaml/routes.yaml');
    const second = text.indexOf('name: black-friday-us', text.indexOf('name: black-friday-us') + 1);
    const at = position(`${text.slice(0, second)}\u0000`, '\u0000');
    await expectOnly('duplicate-route-name', 'content-yaml/routes.yaml', { line: at.line, column: at.column + 'name: '.length });
  });

  it('a route name derived from the path that clashes', async () => {
    await ws.replace(
      'content-yaml/routes.yaml',
      '  - path: /faq\n',
      '  - path: /help\n    name: faq-again\n    page: faq\n    regions: [uk]\n    status: planned\n  - path: /faq-again\n    page: faq\n    regions: [us]\n    status: planned\n  - path: /faq\n',
    );
    const text = await ws.read('content-yaml/routes.yaml');
    const d = await expectOnly('duplicate-route-name', 'content-yaml/routes.yaml', position(text, '/faq-again'));
    expect(d.message).toContain('derived from the path');
  });

  it('a record with neither page nor redirect nor children', async () => {
    await ws.replace('content-yaml/routes.yaml', '  - path: /faq\n    page: faq', '  - path: /nothing\n    regions: [us]\n  - path: /faq\n    page: faq');
    const text = await ws.read('content-yaml/routes.yaml');
    await expectOnly('route-record', 'content-yaml/routes.yaml', position(text, 'path: /nothing'));
  });

  it('an extends cycle', async () => {
    await ws.replace('content-yaml/us/site.yaml', 'region:\n', 'extends: eu\nregion:\n');
    const result = await ws.generate();
    const errors = result.diagnostics.filter((d) => d.severity === 'error');
    expect(errors.length).toBeGreaterThan(0);
    expect(errors.every((d) => d.rule === 'extends-cycle')).toBe(true);
    expect(errors[0]!.message).toMatch(/Inheritance cycle: .*us.*eu|eu.*us/);
    expect(await ws.snapshot()).toEqual(good);
  });

  it('a cross-language extends', async () => {
    await ws.replace('content-yaml/fr/site.yaml', 'region:\n', 'extends: us\nregion:\n');
    const text = await ws.read('content-yaml/fr/site.yaml');
    const d = await expectOnly('extends-language', 'content-yaml/fr/site.yaml', position(text, 'extends: us', 'extends: '.length));
    expect(d.message).toContain('never crosses languages');
  });

  it('a missing translation', async () => {
    await ws.replace('content-yaml/kr/site.yaml', '  success:', '  successs:');
    const broken = await ws.generate();
    expect(broken.diagnostics.map((d) => d.rule)).toContain('schema');
    await ws.replace('content-yaml/kr/site.yaml', '  successs:', '  # success removed\n  other_removed_key_placeholder:');
    const text = (await ws.read('content-yaml/kr/site.yaml')).replace(/\n  other_removed_key_placeholder:[^\n]*/, '');
    await ws.write('content-yaml/kr/site.yaml', text);
    const d = await expectOnly('missing-translation', 'content-yaml/kr/site.yaml', position(text, 'subscribe:'));
    expect(d.message).toContain('"subscribe.success" has no text for kr');
    expect(d.message).toContain('Almost there: check your inbox');
  });

  it('an empty file', async () => {
    await ws.write('content-yaml/jp/site.yaml', '# yaml-language-server: $schema=../../schemas/site.schema.json\n');
    await expectOnly('empty-file', 'content-yaml/jp/site.yaml', { line: 1, column: 1 });
  });

  it('a 10 MB file', async () => {
    await ws.write('content-yaml/us/catalog.yaml', `currency: USD\nproducts: {}\n# ${'x'.repeat(10 * 1024 * 1024)}\n`);
    const d = await expectOnly('file-too-large', 'content-yaml/us/catalog.yaml', { line: 1, column: 1 });
    expect(d.message).toContain('10.0 MiB');
  });

  it('a file that is not UTF-8 text', async () => {
    const latin1 = Buffer.concat([Buffer.from('currency: EUR\nproducts:\n  # Caf'), Buffer.from([0xe9]), Buffer.from(' du coin\n')]);
    await ws.write('content-yaml/fr/catalog.yaml', latin1);
    const d = await expectOnly('file-encoding', 'content-yaml/fr/catalog.yaml', { line: 3, column: 8 });
    expect(d.message).toContain('0xe9');
  });

  it('a promotional price above the list price', async () => {
    await ws.replace('content-yaml/uk/catalog.yaml', 'activityPrice: 1169', 'activityPrice: 1399');
    const text = await ws.read('content-yaml/uk/catalog.yaml');
    await expectOnly('price', 'content-yaml/uk/catalog.yaml', position(text, '1399'));
  });

  it('a struck price the product was not sold at in the 30 days before the reduction (reference-price rule of de)', async () => {
    // Both K1 Pro entries (one product to a shopper) on promotion at 359 until the Black Friday sale starts: 399 was not charged in the 30 days before.
    const catalog = await ws.read('content-yaml/de/catalog.yaml');
    const promoted = 'price: 399\n    stock: 50\n    isPreSale: false\n    activityPrice: 359\n    activityTime: { startTime: "2024-10-01T00:00:00+02:00", endTime: "2024-11-14T00:00:00+01:00" }';
    await ws.write('content-yaml/de/catalog.yaml', catalog.replaceAll('price: 399\n    stock: 50\n    isPreSale: false', promoted));
    const text = await ws.read('content-yaml/de/pages/black-friday.yaml');
    const d = await expectOnly('reference-price', 'content-yaml/de/pages/black-friday.yaml', position(text, 'price: 339', 7));
    expect(d.message).toContain('was not sold at 399 EUR at any time in the 30 days before this price began (2024-11-14T00:00:00+01:00)');
    expect(d.hint).toContain('Start this reduction at least 30 days after the earlier promotion or sale of k1ProInterstellarScout ends');
  });

  it('a region with the reference-price rule without the text that names the lowest price', async () => {
    await ws.replace('content-yaml/fr/site.yaml', '  lowestPrice: "Prix le plus bas des 30 derniers jours\u00a0: {price}"\n', '');
    const text = await ws.read('content-yaml/fr/site.yaml');
    const d = await expectOnly('reference-price', 'content-yaml/fr/site.yaml', position(text, '\nui:\n', 1));
    expect(d.hint).toContain('lowestPrice: "Lowest price in the last 30 days: {price}"');
  });

  it('a window that ends before it starts', async () => {
    await ws.replace('content-yaml/routes.yaml', 'endTime: "2024-12-05T00:00:00+00:00"', 'endTime: "2024-11-01T00:00:00+00:00"');
    const text = await ws.read('content-yaml/routes.yaml');
    await expectOnly('schedule', 'content-yaml/routes.yaml', position(text, '"2024-11-01T00:00:00+00:00"'));
  });

  it('markup outside the allow-list', async () => {
    await ws.replace('content-yaml/us/catalog.yaml', 'name: "AI Base"', 'name: "AI <b onclick=x>Base</b>"');
    const text = await ws.read('content-yaml/us/catalog.yaml');
    await expectOnly('markup', 'content-yaml/us/catalog.yaml', position(text, '"AI <b'));
  });

  it('a picture that does not exist, with "did you mean"', async () => {
    await ws.replace('content-yaml/fr/pages/flagship-bumblebee.yaml', 'image: flagship-bumblebee-hero', 'image: flagship-bumblebe-hero');
    const text = await ws.read('content-yaml/fr/pages/flagship-bumblebee.yaml');
    const d = await expectOnly('missing-picture', 'content-yaml/fr/pages/flagship-bumblebee.yaml', position(text, 'flagship-bumblebe-hero'));
    expect(d.message).toContain('public/artwork/flagship-bumblebe-hero.svg');
    expect(d.hint).toContain('Did you mean "flagship-bumblebee-hero"?');
  });

  it('an artwork file removed from public/artwork/', async () => {
    const artwork = new Set((await readdir(join(PROJECT_ROOT, 'public/artwork'))).map((n) => n.replace(/\.(svg|webp)$/, '')));
    artwork.delete('t9-interstellar-agent');
    const text = await ws.read('content-yaml/cn/pages/home.yaml');
    await expectOnly('missing-picture', 'content-yaml/cn/pages/home.yaml', position(text, 't9-interstellar-agent'), { artwork });
  });

  it('an in-page link to an anchor the page does not have', async () => {
    await ws.replace('content-yaml/de/pages/flagship-bumblebee.yaml', 'link: "#gallery"', 'link: "#bewertungen"');
    const text = await ws.read('content-yaml/de/pages/flagship-bumblebee.yaml');
    const d = await expectOnly('broken-anchor', 'content-yaml/de/pages/flagship-bumblebee.yaml', position(text, '"#bewertungen"'));
    expect(d.message).toBe('"#bewertungen" names no anchor of this page (flagship-bumblebee) in de.');
    // The hint lists the page's anchors in order, the first of them (the list stops after a dozen).
    expect(d.hint).toMatch(/^That page's anchors: #app, #app-control, /);
  });

  it('an in-page link with "did you mean"', async () => {
    await ws.replace('content-yaml/fr/pages/flagship-bumblebee.yaml', 'link: "#specs"', 'link: "#spec"');
    const text = await ws.read('content-yaml/fr/pages/flagship-bumblebee.yaml');
    const d = await expectOnly('broken-anchor', 'content-yaml/fr/pages/flagship-bumblebee.yaml', position(text, '"#spec"'));
    expect(d.hint).toBe('Did you mean "#specs"?');
  });

  it('an inherited in-page link is reported once, where it is written', async () => {
    await ws.replace('content-yaml/us/pages/flagship-bumblebee.yaml', 'link: "#specs"', 'link: "#spex"');
    const text = await ws.read('content-yaml/us/pages/flagship-bumblebee.yaml');
    const d = await expectOnly('broken-anchor', 'content-yaml/us/pages/flagship-bumblebee.yaml', position(text, '"#spex"'));
    expect(d.message).toContain('in us, uk, eu.');
  });

  it('a menu link to a product card the kr home page does not have', async () => {
    await ws.replace('content-yaml/kr/site.yaml', 'link: /kr#grimlock-g1-flagship', 'link: /kr#grimlock-flagship');
    const text = await ws.read('content-yaml/kr/site.yaml');
    const d = await expectOnly('broken-anchor', 'content-yaml/kr/site.yaml', position(text, '/kr#grimlock-flagship'));
    expect(d.message).toBe('"/kr#grimlock-flagship" names no anchor of the home page in kr.');
    expect(d.hint).toBe('Did you mean "/kr#grimlock-g1-flagship"?');
  });

  it('a menu link to a product card the kr home page no longer shows', async () => {
    const home = await ws.read('content-yaml/kr/pages/home.yaml');
    await ws.write('content-yaml/kr/pages/home.yaml', home.replace(/ {6}- product: bumblebeeG1Performance\n(?: {8}.*\n)+/, ''));
    const text = await ws.read('content-yaml/kr/site.yaml');
    await expectOnly('broken-anchor', 'content-yaml/kr/site.yaml', position(text, '/kr#bumblebee-g1-performance'));
  });

  it('reports every problem of a run together, sorted by file and line', async () => {
    await ws.replace('content-yaml/fr/site.yaml', '  button:', '  buton:');
    await ws.replace('content-yaml/de/site.yaml', 'link: /de/manuals', 'link: /de/manual');
    await ws.replace('content-yaml/jp/catalog.yaml', 'currency: JPY', 'currency: YEN');
    const result = await ws.generate();
    // The errors (the real content's warnings are sorted in among them).
    const files = result.diagnostics.filter((d) => d.severity === 'error').map((d) => d.file);
    expect(files).toEqual(['content-yaml/de/site.yaml', 'content-yaml/fr/site.yaml', 'content-yaml/jp/catalog.yaml']);
  });
});

describe('pages made of sections', () => {
  const DE_BEE = 'content-yaml/de/pages/flagship-bumblebee.yaml';

  it('an item the us reference has, removed in one region, is a missing translation at the list', async () => {
    const text = await ws.read(DE_BEE);
    const item = text.slice(text.indexOf('      - id: gallery-3'), text.indexOf('      - id: gallery-4'));
    await ws.replace(DE_BEE, item, '');
    const d = await expectOnly('missing-translation', DE_BEE, position(await ws.read(DE_BEE), '      - id: gallery-1', 6));
    expect(d.message).toBe('The item "gallery-3" of sections[gallery].items is missing in de.');
    expect(d.hint).toMatch(/content-yaml\/us\/pages\/flagship-bumblebee\.yaml:\d+/);
  });

  it('a section the us reference has, removed in one region, is a missing translation at the sections list', async () => {
    const text = await ws.read(DE_BEE);
    const section = text.slice(text.indexOf('  - id: figures\n'), text.indexOf('  - id: specs\n    type: spec-table'));
    await ws.replace(DE_BEE, section, '');
    const d = await expectOnly('missing-translation', DE_BEE, position(await ws.read(DE_BEE), '  - id: page-menu', 2));
    expect(d.message).toContain('The section "figures" (figures)');
    expect(d.hint).toContain('disabled: true');
  });

  it('a text of a section left empty is a missing translation at the text', async () => {
    await ws.replace(DE_BEE, 'title: Technische Daten', 'title: ""');
    const text = await ws.read(DE_BEE);
    const d = await expectOnly('missing-translation', DE_BEE, position(text, 'title: ""', 7));
    expect(d.message).toContain('sections[specs].title');
  });

  it('a page file with a syntax error is reported for that error alone, not also as missing content', async () => {
    await ws.replace('content-yaml/fr/pages/home.yaml', 'sections:', 'sections: [');
    const result = await ws.generate();
    expect(result.diagnostics.filter((d) => d.severity === 'error').map((d) => `${d.file} [${d.rule}]`)).toEqual(['content-yaml/fr/pages/home.yaml [yaml-syntax]']);
    expect(await ws.snapshot()).toEqual(good);
  });

  it('a section only one region has must be complete: nothing can be inherited for it', async () => {
    const JP = 'content-yaml/jp/pages/flagship-bumblebee.yaml';
    const text = await ws.read(JP);
    const title = /\n    title: [^\n]*\n/.exec(text.slice(text.indexOf('  - id: reservation')))![0];
    await ws.replace(JP, `  - id: reservation\n    type: notes${title}`, '  - id: reservation\n    type: notes\n');
    const d = await expectOnly('schema', JP, position(await ws.read(JP), '  - id: reservation', 4));
    expect(d.message).toBe('Missing key "title" in a section or item that only jp has.');
  });

  it("a misspelt placeholder: filled by no code, with a did-you-mean, and the reference's left out", async () => {
    await ws.replace('content-yaml/fr/site.yaml', 'de {amount}"', 'de {amout}"');
    const text = await ws.read('content-yaml/fr/site.yaml');
    const result = await ws.generate();
    const errors = result.diagnostics.filter((d) => d.severity === 'error');
    const { line } = position(text, 'installment: "ou');
    expect(errors.map((d) => `${d.file}:${d.line} [${d.rule}]`)).toEqual([`content-yaml/fr/site.yaml:${line} [placeholder]`, `content-yaml/fr/site.yaml:${line} [message-argument]`]);
    expect(errors[0]!.message).toContain('missing {amount}');
    expect(errors[1]!.message).toContain('{amout} is filled by no code');
    expect(errors[1]!.hint).toContain('Did you mean {amount}?');
    expect(result.files).toBeNull();
  });

  describe('messages: one grammar, and the plurals each language needs (codegen/merge/message.ts)', () => {
    const US_ACCOUNT = 'content-yaml/us/pages/account.yaml';
    const DE_ACCOUNT = 'content-yaml/de/pages/account.yaml';
    const textAt = (text: string, key: string) => position(text, `${key}: `, `${key}: `.length);

    it('a text that breaks the grammar, located, saying what is wrong', async () => {
      await ws.replace(US_ACCOUNT, 'one {# device} other {# devices}}', 'one {# device} other {# devices}');
      const d = await expectOnly('message-syntax', US_ACCOUNT, textAt(await ws.read(US_ACCOUNT), 'loggedOutAll'));
      expect(d.message).toContain('the plural of {count} must go on with a branch (one {…}, other {…}) or close with "}", found "."');
    });

    it('a count written plainly before a word, in a language whose words change with the number', async () => {
      await ws.replace(US_ACCOUNT, '{count, plural, one {# device} other {# devices}}', '{count} devices');
      const d = await expectOnly('plural', US_ACCOUNT, textAt(await ws.read(US_ACCOUNT), 'loggedOutAll'));
      expect(d.message).toContain('{count} is a count written plainly before a word; in en-US');
      expect(d.hint).toContain('{count, plural, one {# …} other {# …}}');
    });

    it('a translation that drops the plural of the reference, or one of its categories', async () => {
      await ws.replace(DE_ACCOUNT, '{count, plural, one {# Gerät} other {# Geräten}}', '{count}');
      const d = await expectOnly('plural', DE_ACCOUNT, textAt(await ws.read(DE_ACCOUNT), 'loggedOutAll'));
      expect(d.message).toContain('the reference counts {count} with a plural, this text writes it plainly, and de-DE needs one and other');
      await ws.replace(DE_ACCOUNT, 'Auf {count}', 'Auf {count, plural, other {# Geräten}}');
      const lacking = await expectOnly('plural', DE_ACCOUNT, textAt(await ws.read(DE_ACCOUNT), 'loggedOutAll'));
      expect(lacking.message).toContain('the plural of {count} lacks one');
    });
  });

  it('raw HTML in prose, at its line and column inside the block', async () => {
    const us = 'content-yaml/us/pages/home.yaml';
    await ws.replace(us, '    body: |\n', '    body: |\n      Make it <b>bold</b>.\n\n');
    const d = await expectOnly('markdown', us, position(await ws.read(us), '<b>bold'));
    expect(d.message).toContain('Raw HTML');
  });

  it('a link inside prose goes through the link check', async () => {
    const us = 'content-yaml/us/pages/home.yaml';
    await ws.replace(us, '    body: |\n', '    body: |\n      See [the manuals](/us/manuls).\n\n');
    const text = await ws.read(us);
    const d = await expectOnly('broken-link', us, position(text, '    body: |', 10));
    expect(d.hint).toContain('/us/manuals');
  });

  it('a section schema whose type is not its folder name', async () => {
    await ws.replace('runtime/ui/sections/notes/schema.json', '"const": "notes"', '"const": "note"');
    const d = await expectOnly('section-folder', 'runtime/ui/sections/notes/schema.json', { line: 1, column: 1 });
    expect(d.message).toContain('properties.type.const "notes" (its folder name), not "note"');
  });

  it('merges an inheriting region by id: uk writes one section, keeps the rest of us', () => {
    const uk = good.get('regions/uk.ts')!.content;
    expect(uk).toContain('Multi-robot mini theatre'); // uk's own wording of one feature
    expect(uk).not.toContain('Multi-robot mini theater');
    expect(uk).toContain('By the Numbers'); // inherited from us
  });

  it('leaves out a section a region keeps disabled, and keeps sections a region adds', () => {
    expect(good.get('regions/jp.ts')!.content).not.toContain('"lineup"');
    expect(good.get('regions/us.ts')!.content).toContain('"lineup"');
    expect(good.get('regions/jp.ts')!.content).toContain('"reservation"');
  });

  it('emits prose as a typed tree, not as Markdown text', () => {
    const us = good.get('regions/us.ts')!.content;
    expect(us).toMatch(/"body": \[\s*\{\s*"type": "paragraph"/);
  });
});

describe('broken schemas (a developer mistake) are reported, not thrown', () => {
  it('a schema file that is not JSON', async () => {
    const original = await ws.read('schemas/catalog.schema.json');
    try {
      await ws.write('schemas/catalog.schema.json', original.replace('"currency": {', '"currency" {'));
      const result = await ws.generate();
      expect(result.files).toBeNull();
      expect(result.diagnostics).toHaveLength(1);
      expect(result.diagnostics[0]).toMatchObject({ rule: 'schema-file', file: 'schemas/catalog.schema.json', line: 9 });
      expect(await ws.snapshot()).toEqual(good);
    } finally {
      await ws.write('schemas/catalog.schema.json', original);
    }
  });

  it('a schema ajv cannot compile', async () => {
    const original = await ws.read('schemas/page.schema.json');
    try {
      await ws.write('schemas/page.schema.json', original.replace('"type": "object"', '"type": "objekt"'));
      const result = await ws.generate();
      expect(result.files).toBeNull();
      expect(result.diagnostics[0]).toMatchObject({ rule: 'schema-file' });
      expect(await ws.snapshot()).toEqual(good);
    } finally {
      await ws.write('schemas/page.schema.json', original);
    }
  });
});

describe('good input', () => {
  it('is deterministic: a second run rewrites nothing', async () => {
    const again = await ws.generate();
    expect(again.written).toEqual({ written: [], removed: [] });
    expect(await ws.snapshot()).toEqual(good);
  });

  it("passes the reference-price rule without a warning (no stage raises a price while a struck price is shown: the review's E3), and gives only uk, eu, fr, de their reference prices", async () => {
    const result = await ws.generate();
    expect(result.diagnostics.filter((d) => d.rule === 'reference-price')).toEqual([]);
    for (const region of ['uk', 'eu', 'fr', 'de']) expect(good.get(`regions/${region}.ts`)?.content).toContain('"referencePrices"');
    for (const region of ['us', 'kr', 'jp', 'cn']) expect(good.get(`regions/${region}.ts`)?.content).not.toContain('"referencePrices"');
  });

  it('writes a README saying the folder is generated', () => {
    expect(good.get('README.md')?.content).toContain('do not edit');
  });
});
