import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadYaml } from '../read/load-yaml.ts';
import { emptyMeanings } from '../validate/meaning.ts';
import { deepMerge } from '../merge/resolve-extends.ts';
import {
  fileStaleness,
  formatLock,
  formatTranslationReport,
  lockFile,
  nextLock,
  parseLock,
  staleWarnings,
  textHash,
  translationReport,
  translationTexts,
  type TranslationLock,
} from './stale-translations.ts';
import { PROJECT_ROOT, realContentWorkspace } from '../test-workspace.ts';

type Json = Record<string, unknown>;
const doc = (file: string, yaml: string) => {
  const loaded = loadYaml(file, new TextEncoder().encode(yaml));
  return { loaded, data: loaded.data as Json };
};

/** A small workspace in memory: one page in us, fr (translated) and uk (extends us); returns the next record and the outcome per file. */
function run(texts: { us: string; fr: string; uk: string }, lock: TranslationLock, confirm?: { file?: string; key?: string }) {
  const us = doc('content-yaml/us/pages/home.yaml', texts.us);
  const fr = doc('content-yaml/fr/pages/home.yaml', texts.fr);
  const uk = doc('content-yaml/uk/pages/home.yaml', texts.uk);
  const { extends: _, ...ukOwn } = uk.data;
  const ukMerged = deepMerge(us.data, ukOwn);
  const results = [
    fileStaleness(fr, translationTexts(fr, us.data, emptyMeanings(), true), lock.files.get(fr.loaded.file), { region: 'fr', from: 'us', refFile: us.loaded.file, ...(confirm ? { confirm } : {}) }),
    fileStaleness(uk, translationTexts(uk, us.data, emptyMeanings(), false), lock.files.get(uk.loaded.file), { region: 'uk', from: 'us', refFile: us.loaded.file, ...(confirm ? { confirm } : {}) }),
  ];
  expect(ukMerged).toBeTruthy();
  const next = parseLock(formatLock(nextLock(results, lock))).lock;
  const oldText = (h: string) => lock.texts.get(h);
  return { results, next, warnings: results.flatMap((r) => staleWarnings(r, oldText)), report: translationReport(results, oldText) };
}

const US = `title: Welcome to the shop
sections:
  - id: hero
    type: hero
    title: Robots that transform
    variant: dark
  - id: faq
    type: faq
    items:
      - id: shipping
        question: How long does shipping take?
      - id: returns
        question: Can I return a robot?
`;
const FR = `title: Bienvenue dans la boutique
sections:
  - id: faq
    type: faq
    items:
      - id: returns
        question: Puis-je retourner un robot ?
      - id: shipping
        question: How long does shipping take?
  - id: hero
    type: hero
    title: Des robots qui se transforment
    variant: dark
`;
const UK = `extends: us
title: Welcome to the shop, in colour
`;

describe('the staleness rules', () => {
  const first = run({ us: US, fr: FR, uk: UK }, parseLock(undefined).lock);

  it('records every translated text fresh, addressing lists by item id, and leaves out keys and inherited texts', () => {
    expect(first.warnings).toEqual([]);
    expect([...first.next.files.get('content-yaml/fr/pages/home.yaml')!.keys()]).toEqual([
      '/title',
      '/sections/faq/items/returns/question',
      '/sections/faq/items/shipping/question',
      '/sections/hero/title',
    ]);
    // uk extends us and overrides only the title: its other texts are not its translations.
    expect([...first.next.files.get('content-yaml/uk/pages/home.yaml')!.keys()]).toEqual(['/title']);
    expect(first.next.texts.get(textHash('Robots that transform'))).toBe('Robots that transform');
  });

  it('marks a text stale in each region that writes it when its reference changes, quoting the old and new text', () => {
    const edited = run({ us: US.replace('Welcome to the shop', 'Welcome to our shop'), fr: FR, uk: UK }, first.next);
    expect(edited.warnings.map((w) => [w.file, w.line, w.severity, w.rule])).toEqual([
      ['content-yaml/fr/pages/home.yaml', 1, 'warning', 'stale-translation'],
      ['content-yaml/uk/pages/home.yaml', 2, 'warning', 'stale-translation'],
    ]);
    expect(edited.warnings[0]!.message).toBe('"/title" was written against us\'s "Welcome to the shop"; content-yaml/us/pages/home.yaml now says "Welcome to our shop".');
    // A stale entry is kept as it was (with its old reference text) until the translation changes or is confirmed.
    const again = run({ us: US.replace('Welcome to the shop', 'Welcome to our shop'), fr: FR, uk: UK }, edited.next);
    expect(again.warnings.map((w) => w.file)).toEqual(['content-yaml/fr/pages/home.yaml', 'content-yaml/uk/pages/home.yaml']);
    expect(again.warnings[0]!.message).toContain('"Welcome to the shop"');
  });

  it('an item of a list is stale by its id, wherever the translation puts it', () => {
    const edited = run({ us: US.replace('Can I return a robot?', 'May I return a robot?'), fr: FR, uk: UK }, first.next);
    expect(edited.warnings.map((w) => [w.file, w.line])).toEqual([['content-yaml/fr/pages/home.yaml', 7]]);
    expect(edited.warnings[0]!.message).toMatch(/^"\/sections\/faq\/items\/returns\/question"/);
  });

  it('a translation edited after the change is fresh; a confirmed one is fresh and counted as confirmed', () => {
    const us = US.replace('Welcome to the shop', 'Welcome to our shop');
    const stale = run({ us, fr: FR, uk: UK }, first.next);
    const edited = run({ us, fr: FR.replace('Bienvenue dans la boutique', 'Bienvenue dans notre boutique'), uk: UK }, stale.next);
    expect(edited.warnings.map((w) => w.file)).toEqual(['content-yaml/uk/pages/home.yaml']);
    const confirmed = run({ us, fr: FR, uk: UK }, stale.next, { file: 'content-yaml/uk/pages/home.yaml', key: '/title' });
    expect(confirmed.warnings.map((w) => w.file)).toEqual(['content-yaml/fr/pages/home.yaml']);
    const after = run({ us, fr: FR, uk: UK }, confirmed.next);
    expect(after.warnings.map((w) => w.file)).toEqual(['content-yaml/fr/pages/home.yaml']);
    expect(after.report.regions.find((r) => r.region === 'uk')).toMatchObject({ texts: 1, stale: 0, confirmed: 1 });
    // A confirmation names files and text paths: another key of the file is left stale.
    const other = run({ us, fr: FR, uk: UK }, stale.next, { file: 'content-yaml/fr/pages/home.yaml', key: '/sections' });
    expect(other.warnings.map((w) => w.file)).toEqual(['content-yaml/fr/pages/home.yaml', 'content-yaml/uk/pages/home.yaml']);
  });

  it('drops the entry of a reference text that was removed', () => {
    const removed = run({ us: US.replace('    title: Robots that transform\n', ''), fr: FR, uk: UK }, first.next);
    expect(removed.results[0]!.changed).toBe(true);
    expect(removed.next.files.get('content-yaml/fr/pages/home.yaml')!.has('/sections/hero/title')).toBe(false);
    expect(removed.next.texts.has(textHash('Robots that transform'))).toBe(false);
    expect(removed.warnings).toEqual([]);
  });

  it('an unchanged run keeps the record as it was (nothing to write)', () => {
    const again = run({ us: US, fr: FR, uk: UK }, first.next);
    expect(again.results.map((r) => r.changed)).toEqual([false, false]);
    expect(formatLock(again.next)).toBe(formatLock(first.next));
  });

  it('reports per region the texts, the stale ones, the untranslated copies (prose only, where the languages differ) and the confirmed', () => {
    const stale = run({ us: US.replace('Robots that transform', 'Robots that change shape'), fr: FR, uk: UK.replace('in colour', 'in colour') }, first.next);
    expect(stale.report.regions.map(({ region, texts, stale: s, identical, confirmed }) => ({ region, texts, stale: s, identical, confirmed }))).toEqual([
      // fr copies the shipping question word for word; "dark" is a value, not prose, and is not counted.
      { region: 'fr', texts: 4, stale: 1, identical: 1, confirmed: 0 },
      // uk writes English like us: an identical text there is no untranslated copy.
      { region: 'uk', texts: 1, stale: 0, identical: 0, confirmed: 0 },
    ]);
    const text = formatTranslationReport(stale.report, { detail: true });
    expect(text).toContain('stale     content-yaml/fr/pages/home.yaml:12:12 /sections/hero/title: "Robots that transform" -> "Robots that change shape"');
    expect(text).toContain('copied    content-yaml/fr/pages/home.yaml:9:19 /sections/faq/items/shipping/question: "How long does shipping take?"');
    expect(text.split('\n')[1]).toMatch(/^fr\s+us\s+4\s+1\s+1\s+0$/);
  });

  it('skips names, numbers and strings the schema gives another meaning', () => {
    const us = doc('content-yaml/us/pages/p.yaml', 'name: Optimus Prime\nyear: "1984"\nimage: red-robot\nlink: /shop\nalt: A red robot\n');
    const fr = doc('content-yaml/fr/pages/p.yaml', 'name: Optimus Prime\nyear: "1984"\nimage: red-robot\nlink: /shop\nalt: A red robot\n');
    const meanings = { ...emptyMeanings(), artwork: [{ pointer: '/image', value: 'red-robot' }] };
    const texts = translationTexts(fr, us.data, meanings, true);
    expect(texts.map((t) => [t.key, t.copied])).toEqual([
      ['/name', false],
      ['/alt', true],
    ]);
  });
});

describe('stale translations in the real content', () => {
  const workspace = realContentWorkspace();
  const KEY = '/sections/about/title';
  const US_FILE = 'content-yaml/us/pages/about-us.yaml';
  /** The regions with a record (every region but the reference). */
  const TRANSLATING = ['uk', 'eu', 'fr', 'de', 'kr', 'jp', 'cn'];

  it('the committed record is current: no stale text, and an unchanged run writes nothing', async () => {
    const result = await workspace().generate();
    expect(result.files).not.toBeNull();
    expect(result.diagnostics.filter((d) => d.rule === 'stale-translation' || d.rule === 'translation-lock')).toEqual([]);
    expect(result.translations?.locks).toBeUndefined();
  }, 60_000);

  it('changing a us text marks exactly that text stale in every region that translates it; confirming clears it', async () => {
    const ws = workspace();
    const recorded = (await Promise.all(TRANSLATING.map(async (region) => [...parseLock(await ws.read(lockFile(region))).lock.files]))).flat();
    const translating = recorded.filter(([file, entries]) => file.endsWith('/pages/about-us.yaml') && entries.has(KEY)).map(([file]) => file);
    expect(translating.length).toBeGreaterThanOrEqual(5);
    await ws.replace(US_FILE, '    title: About Mechanova', '    title: About Mechanova, the company');
    const edited = await ws.generate();
    expect(edited.files).not.toBeNull();
    const stale = edited.diagnostics.filter((d) => d.rule === 'stale-translation');
    expect(stale.map((d) => d.file).sort()).toEqual(translating.sort());
    expect(stale.every((d) => d.severity === 'warning' && d.message.startsWith(`"${KEY}" was written against us's "About Mechanova"; ${US_FILE} now says "About Mechanova, the company".`))).toBe(true);
    // A stale text is no launch blocker (docs/decisions.md): the translation still says what the old reference said.
    expect((await ws.generate({ launch: true })).launch?.blockers.filter((b) => b.kind === 'warning')).toEqual([]);
    // The stale entries are kept as they were: the record has nothing new to write.
    expect(edited.translations?.locks).toBeUndefined();

    // The CLI confirms one file's text: its warning goes, the other regions' stay.
    const fr = translating.find((f) => f.includes('/fr/'))!;
    const confirmed = spawnSync(process.execPath, [join(PROJECT_ROOT, 'codegen/cli.ts'), `--root=${ws.root}`, `--out=${ws.outDir}`, '--confirm', `--file=${fr}`, `--key=${KEY}`], {
      cwd: PROJECT_ROOT,
      encoding: 'utf8',
      env: { ...process.env, NO_COLOR: '1' },
    });
    expect(confirmed.status, confirmed.stderr).toBe(0);
    expect(confirmed.stdout).toContain(`confirmed under ${fr} ${KEY}`);
    const after = await ws.generate();
    expect(
      after.diagnostics
        .filter((d) => d.rule === 'stale-translation')
        .map((d) => d.file)
        .sort(),
    ).toEqual(translating.filter((f) => f !== fr).sort());
    const confirmedIn = (result: typeof edited) => result.translations?.report.regions.find((r) => r.region === 'fr')?.confirmed ?? 0;
    expect(confirmedIn(after)).toBe(confirmedIn(edited) + 1);
  }, 240_000);

  it('the CLI writes the record only after a run without errors', async () => {
    const ws = workspace();
    const records = async () => Promise.all(TRANSLATING.map((region) => ws.read(lockFile(region))));
    const before = await records();
    const cli = () => spawnSync(process.execPath, [join(PROJECT_ROOT, 'codegen/cli.ts'), `--root=${ws.root}`, `--out=${ws.outDir}`, '--force'], { cwd: PROJECT_ROOT, encoding: 'utf8' });
    // A new us text (a translation would be missing: an error) and an edited fr text: nothing is recorded.
    await ws.replace(US_FILE, '    title: About Mechanova', '    title: About Mechanova\n    subtitle: Who we are');
    await ws.replace('content-yaml/fr/pages/about-us.yaml', 'title: ', 'title: X ');
    expect(cli().status).toBe(1);
    expect(await records()).toEqual(before);
    // (The confirmation above is the CLI's run without errors: it wrote the record.)
  }, 240_000);
});
