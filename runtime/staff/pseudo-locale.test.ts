import { describe, expect, it } from 'vitest';
import { bundle } from '../../dist/generated/bundles.ts';
import { pageDataFor } from '../server/page-data.ts';
import { documentSchemas, PSEUDO_CLOSE, PSEUDO_OPEN, pseudoContent, pseudoPageData, pseudoText, sectionSchema } from './pseudo-locale.ts';
import { pseudoTarget } from './pseudo-path.ts';
import { regionTable } from '../../dist/generated/regions.ts';
import { regionPrefixes } from '../shared/regions.ts';

const words = (s: string) => s.replaceAll(PSEUDO_OPEN, '').replaceAll(PSEUDO_CLOSE, '');

describe('pseudoText', () => {
  it('accents the letters, wraps the text in markers and keeps its words readable', () => {
    const out = pseudoText('Log in to your account');
    expect(out.startsWith(PSEUDO_OPEN) && out.endsWith(PSEUDO_CLOSE)).toBe(true);
    expect(out).not.toMatch(/[a-z]{4}/);
    expect(out.normalize('NFD').replace(/\p{M}/gu, '').replace(/[łŁ]/g, 'L')).toMatch(/^⟦L+o+g i+n t+o+ y+o+u+r a+c+c+o+u+n+t⟧$/i);
  });

  it('makes the texts of the us bundle about 40 % longer on average, each between markers', () => {
    const pairs: [string, string][] = [];
    const collect = (before: unknown, after: unknown): void => {
      if (typeof before === 'string' && typeof after === 'string') {
        if (before !== after) pairs.push([before, after]);
      } else if (Array.isArray(before) && Array.isArray(after) && after[0] === PSEUDO_OPEN) {
        // A message: the words of its top level, markers included, against those it had.
        const words = (parts: unknown[]) => parts.filter((part) => typeof part === 'string').join('');
        pairs.push([words(before), words(after)]);
      } else if (before && typeof before === 'object' && after && typeof after === 'object') {
        for (const [key, value] of Object.entries(before)) collect(value, (after as Record<string, unknown>)[key]);
      }
    };
    const us = bundle('us');
    collect(us.site, pseudoContent(us.site, documentSchemas.site));
    for (const page of Object.values(us.pages)) if (page) collect(page, pseudoPageData({ ...pageDataFor('us', '/'), page }).page);
    expect(pairs.length).toBeGreaterThan(500);
    for (const [, after] of pairs) expect(after.startsWith(PSEUDO_OPEN) && after.endsWith(PSEUDO_CLOSE), after).toBe(true);
    const ratio = pairs.reduce((n, [, after]) => n + [...words(after)].length, 0) / pairs.reduce((n, [before]) => n + [...before].length, 0);
    expect(ratio).toBeGreaterThan(1.3);
    expect(ratio).toBeLessThan(1.5);
  });

  it('is ~1.4 times as long, per text and on average', () => {
    const samples = ['Add to cart', 'Free shipping on orders over $49', 'Program your robot in five ways', 'Questions? Our support team answers within one business day.', 'TV', 'Rhythm'];
    const ratios = samples.map((s) => [...words(pseudoText(s))].length / s.length);
    const mean = ratios.reduce((a, b) => a + b, 0) / ratios.length;
    expect(mean).toBeGreaterThan(1.3);
    expect(mean).toBeLessThan(1.5);
    for (const r of ratios) expect(r).toBeGreaterThan(1.25);
  });

  it('keeps placeholders, allow-listed markup, addresses, e-mail addresses and numbers as they are', () => {
    const out = pseudoText('Use {code} at checkout<br>or write to help@mechanova.example: <small>see https://www.mechanova.example/us/support</small> [[price.flagship]] 12 months');
    for (const kept of ['{code}', '<br>', '<small>', '</small>', 'help@mechanova.example', 'https://www.mechanova.example/us/support', '[[price.flagship]]', '12']) expect(out).toContain(kept);
    expect(out).not.toContain('checkout');
  });
});

describe('pseudoContent', () => {
  const text = { $ref: 'defs.schema.json#/definitions/text' };
  const schema = {
    type: 'object',
    properties: {
      title: text,
      id: { $ref: 'defs.schema.json#/definitions/sectionId' },
      link: { $ref: 'defs.schema.json#/definitions/link' },
      image: { $ref: 'defs.schema.json#/definitions/artworkKey' },
      alt: text,
      notes: { type: 'array', items: { $ref: '#/definitions/note' } },
      body: { $ref: 'defs.schema.json#/definitions/markdown' },
      language: { type: 'string' },
      price: { type: 'number' },
    },
    definitions: { note: { type: 'object', properties: { label: text, language: text, href: { type: 'string' } } } },
  };
  it('transforms what the schema declares as a text, and nothing else, whatever the key', () => {
    const section = {
      title: 'Support',
      id: 'support-hub',
      link: '/us/support',
      image: 'support-hero',
      alt: 'A robot waving',
      notes: [{ label: 'First', language: 'Language', href: '/us/manuals' }],
      body: [
        {
          type: 'paragraph',
          children: [
            { type: 'text', value: 'Read the ' },
            { type: 'link', href: 'https://files.mechanova.example/a.pdf', children: [{ type: 'text', value: 'manual' }] },
          ],
        },
      ],
      language: 'en',
      price: 499,
      undeclared: 'Left alone',
    };
    const out = pseudoContent(section, schema);
    expect(out.title).toMatch(/^⟦Š/);
    expect(out.alt).toMatch(/^⟦Å/);
    expect(out.notes[0]).toMatchObject({ label: expect.stringMatching(/^⟦/), language: expect.stringMatching(/^⟦Ł/), href: '/us/manuals' });
    expect(out).toMatchObject({ id: 'support-hub', link: '/us/support', image: 'support-hero', language: 'en', price: 499, undeclared: 'Left alone' });
    const [paragraph] = out.body;
    expect(paragraph?.type).toBe('paragraph');
    expect(paragraph?.children[0]).toMatchObject({ type: 'text', value: expect.stringMatching(/^⟦/) });
    expect(paragraph?.children[1]).toMatchObject({ type: 'link', href: 'https://files.mechanova.example/a.pdf', children: [{ type: 'text', value: expect.stringMatching(/^⟦/) }] });
  });

  it("reads the site's section schemas: a column header is a text, a file's language code is not", () => {
    const table = { type: 'download-table', columns: { language: 'Language' }, groups: [{ id: 'a', title: 'Manuals', rows: [{ id: 'b', language: 'en' }] }] };
    const out = pseudoContent(table, sectionSchema('download-table'));
    expect(out.columns.language).toMatch(/^⟦Ł/);
    expect(out.groups[0]?.title).toMatch(/^⟦/);
    expect(out.groups[0]?.rows[0]).toEqual({ id: 'b', language: 'en' });
  });

  it('pseudo-localizes a page of the us bundle and keeps its facts', () => {
    const data = pageDataFor('us', '/support');
    const out = pseudoPageData(data);
    expect(out.page?.head.title).toMatch(/^⟦/);
    expect(out.region).toBe(data.region);
    expect(out.entry).toEqual(data.entry);
    expect(JSON.stringify(out.site)).toContain('/us/choose-your-region');
    expect(out.countryNames.us).toMatch(/^⟦/);
  });

  it('transforms the words of a message and keeps its arguments and plurals', () => {
    const out = pseudoPageData(pageDataFor('us', '/account')).site.countdown.spoken;
    expect(out[0]).toBe('⟦');
    expect(out.at(-1)).toBe('⟧');
    const plural = out.find((part) => typeof part === 'object' && 'plural' in part);
    expect(plural).toMatchObject({ plural: 'days', branches: { one: [{ number: true }, expect.stringMatching(/^ đ/)] } });
  });
});

describe('pseudoTarget', () => {
  const prefixes = regionPrefixes(regionTable);
  it('maps /pseudo/… to the us page and nothing else', () => {
    expect(pseudoTarget('/pseudo', prefixes)).toBe('/us');
    expect(pseudoTarget('/pseudo/', prefixes)).toBe('/us');
    expect(pseudoTarget('/pseudo/support/manuals', prefixes)).toBe('/us/support/manuals');
    expect(pseudoTarget('/pseudonym', prefixes)).toBeUndefined();
    expect(pseudoTarget('/us/pseudo', prefixes)).toBeUndefined();
  });
  it("maps /pseudo/<code>/… to another region's page, the unprefixed region's without a prefix", () => {
    expect(pseudoTarget('/pseudo/de/impressum', prefixes)).toBe('/de/impressum');
    expect(pseudoTarget('/pseudo/fr', prefixes)).toBe('/fr');
    expect(pseudoTarget('/pseudo/cn/about-us', prefixes)).toBe('/about-us');
    expect(pseudoTarget('/pseudo/cn/', prefixes)).toBe('/');
    // Not a region code: a us path.
    expect(pseudoTarget('/pseudo/dex/impressum', prefixes)).toBe('/us/dex/impressum');
    expect(pseudoTarget('/pseudo/constructor', prefixes)).toBe('/us/constructor');
  });
});
