import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse as parseYaml } from 'yaml';
import { glossaryErrors, termsOf, type Glossary } from './terminology.ts';
import { loadYaml } from '../read/load-yaml.ts';
import { createWorkspace, PROJECT_ROOT } from '../test-workspace.ts';
import { REGION_CODES } from '../test-regions.ts';
import { classify, type ContentKind, type RegionCode } from '../read/workspace.ts';

const LANGUAGE: Partial<Record<RegionCode, string>> = { us: 'en', uk: 'en', fr: 'fr', jp: 'ja' };
const GLOSSARY: Glossary = {
  en: [
    { term: 'Log In', preferred: 'Log in', reason: 'sentence case' },
    { pattern: '[Ee]-mail', preferred: 'email', reason: 'US spelling', regions: ['us'] },
  ],
  fr: [{ term: 'microprocesseurs', preferred: 'puces', reason: 'P4b', severity: 'warning' }],
  ja: [{ pattern: 'マニュアル(?=、\\s*PC)', preferred: '手動', reason: 'programming mode' }],
};

function check(file: string, text: string) {
  const loaded = loadYaml(file, Buffer.from(text));
  return termsOf({ kind: classify(file, REGION_CODES) as ContentKind, loaded, data: loaded.data }, GLOSSARY, (r) => LANGUAGE[r]);
}

describe('termsOf', () => {
  it('reports a forbidden term where it is written, with the preferred term in the message and the hint', () => {
    const [d, ...rest] = check('content-yaml/us/pages/login.yaml', 'head:\n  title: Log In | Mechanova\n');
    expect(rest).toEqual([]);
    expect(d).toMatchObject({ rule: 'terminology', severity: 'error', file: 'content-yaml/us/pages/login.yaml', line: 2, column: 10 });
    expect(d!.message).toBe('"Log In" is not the en site\'s term: write "Log in" (sentence case).');
    expect(d!.hint).toContain('Replace "Log In" with "Log in"');
  });

  it('matches a term as written (case included) and whole, and skips ids and types', () => {
    expect(check('content-yaml/us/pages/login.yaml', 'head:\n  title: Log in | Log Inside\n')).toEqual([]);
    expect(check('content-yaml/us/site.yaml', 'sections:\n  - id: Log In\n    type: Log In\n')).toEqual([]);
  });

  it('keeps an entry to its regions, and a language to its regions (catalogue texts too)', () => {
    expect(check('content-yaml/us/catalog.yaml', 'products:\n  a:\n    alt: Your e-mail\n').map((d) => d.line)).toEqual([3]);
    expect(check('content-yaml/uk/site.yaml', 'a: Your e-mail\n')).toEqual([]);
    expect(check('content-yaml/uk/site.yaml', 'a: Log In\n')).toHaveLength(1);
    expect(check('content-yaml/fr/site.yaml', 'a: Log In\n')).toEqual([]);
  });

  it('gives an entry its severity, and a pattern matches only its phrases (jp マニュアル as a mode, not as a manual)', () => {
    expect(check('content-yaml/fr/site.yaml', 'a: 67 microprocesseurs\n')[0]).toMatchObject({ severity: 'warning' });
    expect(check('content-yaml/jp/site.yaml', 'a: ブロック、マニュアル、PC ソフトウェア\n')[0]!.message).toContain('write "手動"');
    expect(check('content-yaml/jp/site.yaml', 'a: ユーザーマニュアルをダウンロード\n')).toEqual([]);
  });
});

describe('[terminology] on a throw-away copy of the content', () => {
  it('passes on the real content, and fails make generate when a fixed term comes back', async () => {
    const ws = await createWorkspace();
    try {
      const clean = await ws.generate();
      expect(clean.diagnostics.filter((d) => d.rule === 'terminology')).toEqual([]);
      await ws.replace('content-yaml/us/pages/christmas-sale.yaml', 'button: Log in', 'button: Sign In');
      const result = await ws.generate();
      const [d, ...rest] = result.diagnostics.filter((x) => x.rule === 'terminology');
      expect(rest).toEqual([]);
      expect(d).toMatchObject({ file: 'content-yaml/us/pages/christmas-sale.yaml', severity: 'error' });
      expect(d!.message).toContain('write "Log in"');
      expect(result.written).toBeUndefined();
    } finally {
      await ws.dispose();
    }
  }, 120_000);
});

describe('a glossary pattern that is no regular expression', () => {
  it('is reported in regions.yaml, and the other entries still apply', () => {
    const regions = loadYaml('content-yaml/regions.yaml', Buffer.from('glossary:\n  en:\n    - pattern: "Log ("\n      preferred: Log in\n      reason: x\n'));
    const page = loadYaml('content-yaml/us/site.yaml', Buffer.from('a: Log In\n'));
    const glossary: Glossary = { en: [{ pattern: 'Log (', preferred: 'Log in', reason: 'x' }, ...GLOSSARY.en!] };
    const found = [
      ...glossaryErrors(regions, glossary),
      ...termsOf({ kind: classify('content-yaml/us/site.yaml', REGION_CODES) as ContentKind, loaded: page, data: page.data }, glossary, (r) => LANGUAGE[r]),
    ];
    expect(found.map((d) => [d.file, d.line])).toEqual([
      ['content-yaml/regions.yaml', 3],
      ['content-yaml/us/site.yaml', 1],
    ]);
  });
});

describe("the real glossary's fr, de and jp entries (content-yaml/regions.yaml)", () => {
  const real = parseYaml(readFileSync(join(PROJECT_ROOT, 'content-yaml/regions.yaml'), 'utf8')) as { glossary: Glossary };
  const language: Partial<Record<RegionCode, string>> = { fr: 'fr', de: 'de', jp: 'ja' };
  const found = (file: string, text: string) => {
    const loaded = loadYaml(file, Buffer.from(`a: ${text}\n`));
    return termsOf({ kind: classify(file, REGION_CODES) as ContentKind, loaded, data: loaded.data }, real.glossary, (r) => language[r]).map((d) => d.message.match(/^"([^"]+)"/)![1]);
  };

  it('jp: マニュアル as a programming mode, never as a user manual', () => {
    expect(found('content-yaml/jp/site.yaml', 'ブロック、マニュアル、PC ソフトウェア、音声、かんたんモード')).toEqual(['マニュアル']);
    expect(found('content-yaml/jp/site.yaml', 'マニュアルプログラミングでポーズを記録')).toEqual(['マニュアル']);
    expect(found('content-yaml/jp/site.yaml', 'ユーザーマニュアル（PDF）をダウンロード')).toEqual([]);
    expect(found('content-yaml/jp/site.yaml', 'マニュアル')).toEqual([]);
  });

  it('fr: microprocesseur(s), de: Mechanova-App(s), as whole words', () => {
    expect(found('content-yaml/fr/site.yaml', '31 servomoteurs et 67 microprocesseurs')).toEqual(['microprocesseurs']);
    expect(found('content-yaml/fr/site.yaml', '31 servomoteurs et 67 puces')).toEqual([]);
    expect(found('content-yaml/de/site.yaml', 'Laden Sie die Mechanova-App herunter')).toEqual(['Mechanova-App']);
    expect(found('content-yaml/de/site.yaml', 'Laden Sie die App von Mechanova herunter')).toEqual([]);
  });
});
