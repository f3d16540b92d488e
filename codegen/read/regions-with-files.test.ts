import { describe, expect, it } from 'vitest';
import { classify, regionsWithFiles } from './workspace.ts';

const files = [
  'content-yaml/regions.yaml',
  'content-yaml/us/site.yaml',
  'content-yaml/fr/site.yaml',
  'content-yaml/us/catalog.yaml',
  'content-yaml/us/pages/home.yaml',
  'content-yaml/fr/pages/home.yaml',
  'content-yaml/fr/pages/manuals.yaml',
  'content-yaml/xx/pages/home.yaml',
  'content-yaml/us/notes.txt',
];

describe('regionsWithFiles', () => {
  const of = regionsWithFiles(files.map((f) => classify(f, ['us', 'fr'])));
  it('lists per kind, and per page, the regions that have the file', () => {
    expect([...of('site')].sort()).toEqual(['fr', 'us']);
    expect([...of('catalog')]).toEqual(['us']);
    expect([...of('page', 'home')].sort()).toEqual(['fr', 'us']);
    expect([...of('page', 'manuals')]).toEqual(['fr']);
  });
  it('leaves out what is no region file (an unknown folder or name), and answers an empty set for a page no region has', () => {
    expect(of('page', 'home').has('xx')).toBe(false);
    expect(of('page', 'no-such-page').size).toBe(0);
  });
});
