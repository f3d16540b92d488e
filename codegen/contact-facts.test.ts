import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';

// Issue 10: "Seed 000/001 name no values for phone numbers, e-mail addresses, office addresses or dealers:
// make them up consistently and keep each in exactly one YAML place." The places are regions.yaml
// organization (contactPoints, offices), dealers.yaml and the contact page's own lines; every other file
// names them by id (contactPoint:, office:, dealer groups). This reads the real content-yaml/.
const ROOT = 'content-yaml';
const files = (dir: string): string[] => readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? files(join(dir, e.name)) : e.name.endsWith('.yaml') ? [join(dir, e.name)] : []));

/** Every string value of a YAML document (comments are not facts). */
function strings(node: unknown, out: string[] = []): string[] {
  if (typeof node === 'string') out.push(node);
  else if (Array.isArray(node)) node.forEach((n) => strings(n, out));
  else if (node && typeof node === 'object') Object.values(node).forEach((n) => strings(n, out));
  return out;
}

const texts = files(ROOT).map((file) => ({ file, values: strings(parse(readFileSync(file, 'utf8'))) }));
const regions = parse(readFileSync(join(ROOT, 'regions.yaml'), 'utf8')) as { organization: { offices: { address: string[] }[] } };
const dealers = parse(readFileSync(join(ROOT, 'dealers.yaml'), 'utf8')) as { dealers: { addresses?: string[] }[] };

/** Where each fact is written: file → number of values holding it. */
function placesOf(kind: string, find: (value: string) => string[]): Map<string, string[]> {
  const places = new Map<string, string[]>();
  for (const { file, values } of texts) {
    for (const value of values) {
      for (const fact of find(value)) places.set(`${kind} ${fact}`, [...(places.get(`${kind} ${fact}`) ?? []), file]);
    }
  }
  return places;
}
const duplicated = (places: Map<string, string[]>) => [...places].filter(([, where]) => where.length > 1).map(([fact, where]) => `${fact}: ${where.join(', ')}`);

describe('each contact fact is written in exactly one YAML place', () => {
  it('phone numbers (compared by their digits: +1-408-555-0142 and +1 408 555 0142 are one number)', () => {
    const places = placesOf('phone', (v) => [...v.matchAll(/\+\d[\d -]{6,}\d/g)].map((m) => m[0].replace(/\D/g, '')));
    expect(places.size).toBeGreaterThanOrEqual(3);
    expect(duplicated(places)).toEqual([]);
  });
  it('e-mail addresses', () => {
    const places = placesOf('email', (v) => [...v.matchAll(/[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)+/g)].map((m) => m[0].toLowerCase()));
    expect(places.size).toBeGreaterThanOrEqual(4);
    expect(duplicated(places)).toEqual([]);
  });
  it('office and dealer street addresses', () => {
    const lines = [...regions.organization.offices.flatMap((o) => o.address), ...dealers.dealers.flatMap((d) => d.addresses ?? [])];
    // The street line (the first of each address) with its house number is the fact; a city line alone may recur.
    const streets = new Set(lines.filter((l) => /\d/.test(l) && l.length > 12));
    expect(streets.size).toBeGreaterThanOrEqual(8);
    const places = placesOf('address', (v) => [...streets].filter((s) => v.includes(s)));
    expect(duplicated(places)).toEqual([]);
    // …and no street of an office is written anywhere but regions.yaml (say, a page copying it with another wording).
    for (const office of regions.organization.offices) {
      const house = /[^\d]*(\d+[^,\s]*)\s+([^,]+)/.exec(office.address[0]!)?.[0];
      if (!house) continue;
      const elsewhere = texts.filter(({ file, values }) => !file.endsWith('regions.yaml') && values.some((v) => v.includes(house)));
      expect(
        elsewhere.map((t) => t.file),
        house,
      ).toEqual([]);
    }
  });
});
