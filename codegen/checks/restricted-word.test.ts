import { describe, expect, it } from 'vitest';
import { type RestrictedWord, termMatcher, wordsOf } from './restricted-word.ts';
import { loadYaml } from '../read/load-yaml.ts';
import { buildRouteTable } from '../merge/routes-table.ts';
import { REGION_CODES } from '../test-regions.ts';
import { realContentWorkspace } from '../test-workspace.ts';
import { classify, type ContentKind } from '../read/workspace.ts';
import type { RoutesDocument } from '../../dist/generated/content-types.ts';

const routes = loadYaml(
  'content-yaml/routes.yaml',
  Buffer.from(
    [
      'routes:',
      '  - path: /',
      '    name: home',
      '    page: home',
      '    regions: all',
      '  - path: /black-friday',
      '    page: black-friday',
      '    regions: [fr]',
      '    meta: { startTime: "2024-11-14T00:00:00+01:00", endTime: "2024-12-03T00:00:00+01:00" }',
      '  - path: /winter-sale',
      '    page: winter-sale',
      '    regions: [fr]',
      '    meta: { startTime: "2025-01-08T08:00:00+01:00", endTime: "2025-02-04T00:00:00+01:00" }',
      'servedElsewhere: []',
      '',
    ].join('\n'),
  ),
);
const { table } = buildRouteTable(routes, routes.data as RoutesDocument, REGION_CODES);
const SOLDES: RestrictedWord[] = [{ word: 'soldes', law: 'Code de commerce L310-3', allowedWithin: [{ start: '2025-01-08T08:00:00+01:00', end: '2025-02-05T00:00:00+01:00' }] }];

function check(file: string, text: string, rules: RestrictedWord[] = SOLDES) {
  const loaded = loadYaml(file, Buffer.from(text));
  return wordsOf({ kind: classify(file, REGION_CODES) as ContentKind, loaded, data: loaded.data }, table, (r) => (r === 'fr' ? rules : undefined));
}

describe('wordsOf', () => {
  it('reports "soldes" on a page shown outside the legal periods, at the word, with the law and what to write instead', () => {
    const [d, ...rest] = check('content-yaml/fr/pages/black-friday.yaml', 'head:\n  title: Soldes du Black Friday\n');
    expect(rest).toEqual([]);
    expect(d).toMatchObject({ rule: 'restricted-word', severity: 'error', line: 2, column: 10 });
    expect(d!.message).toBe('"Soldes" is allowed only within the periods Code de commerce L310-3 sets, and this text is shown from 2024-11-14T00:00:00+01:00 to 2024-12-03T00:00:00+01:00.');
    expect(d!.hint).toContain('"offres", "promotions"');
  });

  it('accepts it on a page whose whole window lies within a period, and only as a whole word', () => {
    expect(check('content-yaml/fr/pages/winter-sale.yaml', 'head:\n  title: Les soldes d’hiver\n')).toEqual([]);
    expect(check('content-yaml/fr/pages/black-friday.yaml', 'head:\n  title: Les soldées et soldeurs\n')).toEqual([]);
  });

  it('reports it in a site text (on every page, all year) and on a page with no window, and in no other region', () => {
    expect(check('content-yaml/fr/site.yaml', 'banner: Nos soldes\n').map((d) => d.message)).toEqual([
      '"soldes" is allowed only within the periods Code de commerce L310-3 sets, and this text is on every page, all year.',
    ]);
    expect(check('content-yaml/fr/pages/home.yaml', 'head:\n  title: Soldes\n')).toHaveLength(1);
    expect(check('content-yaml/de/pages/home.yaml', 'head:\n  title: Soldes\n')).toEqual([]);
  });

  it('warns of a claim that needs evidence on file, wherever it is', () => {
    const [d] = check('content-yaml/fr/pages/home.yaml', 'head:\n  title: Les prix les plus bas de l’année\n', [{ word: 'les plus bas de l’année', law: 'evidence on file', severity: 'warning' }]);
    expect(d).toMatchObject({ rule: 'restricted-word', severity: 'warning' });
    expect(d!.message).toBe('"les plus bas de l’année" is a claim that needs evidence on file (evidence on file).');
    expect(d!.hint).toContain('or write the text without the claim');
  });

  it('reports a banned term as an error with the words around it, and none of its except words', () => {
    const rules: RestrictedWord[] = [{ word: '最', law: '广告法 Art. 9 (3)', except: ['最大功率'] }];
    const [d, ...rest] = check('content-yaml/fr/pages/home.yaml', 'head:\n  title: 最大功率 30 W，最好玩的机器人\n', rules);
    expect(rest).toEqual([]);
    expect(d).toMatchObject({ rule: 'restricted-word', severity: 'error', line: 2 });
    expect(d!.message).toBe('"最" (in "… 30 W，最好玩的机器人") is not allowed (广告法 Art. 9 (3)).');
    expect(d!.hint).toContain('(最大功率) is listed under its except');
    expect(check('content-yaml/fr/pages/home.yaml', 'head:\n  title: 最大功率 30 W\n', rules)).toEqual([]);
  });
});

describe('termMatcher', () => {
  it('finds a CJK term inside a longer word (no spaces between words), in Chinese, Japanese and Korean', () => {
    expect(termMatcher('最')('这是最佳选择')).toBe('"最" (in "这是最佳选择")');
    expect(termMatcher('最安')('業界最安値に挑戦')).toBe('"最安" (in "業界最安値に挑戦")');
    expect(termMatcher('최저가')('최저가로 만나 보세요')).toBe('"최저가" (in "최저가로 만나 보…")');
    expect(termMatcher('完美')('完美')).toBe('"完美"');
  });

  it('finds a Latin term only as a whole word, whatever the case, also right next to CJK letters', () => {
    expect(termMatcher('soldes')('Les soldées et soldeurs')).toBeUndefined();
    expect(termMatcher('best seller')('our bestseller')).toBeUndefined();
    expect(termMatcher('No.1')('No.12')).toBeUndefined();
    expect(termMatcher('100%')('1100%')).toBeUndefined();
    expect(termMatcher('No.1')('業界NO.1の実力')).toBe('"NO.1"');
    expect(termMatcher('100%')('保证100%正品')).toBe('"100%"');
    expect(termMatcher('best seller')('Best seller!')).toBe('"Best seller"');
  });

  it("takes a space for any run of spaces (no-break ones too) and ' for ’", () => {
    expect(termMatcher('prix les plus bas de l’année')("nos prix les\u00a0plus  bas de l'année")).toBe('"prix les\u00a0plus  bas de l\'année"');
    expect(termMatcher('best-seller')('a best-seller')).toBe('"best-seller"');
  });

  it('skips a find within an except word, and still reports a later one outside it', () => {
    const first = termMatcher('第一', ['第一次', '第一步']);
    expect(first('第一次来 Mechanova？迈出第一步')).toBeUndefined();
    expect(first('第一次来？我们会第一时间通知您')).toBe('"第一" (in "…次来？我们会第一时间通知您")');
  });
});

describe('restricted words of the real regions.yaml, on a throw-away workspace', () => {
  const workspace = realContentWorkspace();
  const restricted = async () => {
    const result = await workspace().generate();
    return { result, found: result.diagnostics.filter((d) => d.rule === 'restricted-word') };
  };
  const lineOf = async (file: string, needle: string) => (await workspace().read(file)).split('\n').findIndex((line) => line.includes(needle)) + 1;

  it('passes the real content of cn, jp and kr', async () => {
    const { found } = await restricted();
    expect(found.filter((d) => /^content-yaml\/(cn|jp|kr)\//.test(d.file))).toEqual([]);
  });

  it('fails on a cn absolute term inside a longer word, at its text, and writes nothing', async () => {
    const file = 'content-yaml/cn/pages/flagship-bumblebee.yaml';
    await workspace().replace(file, 'subtitle: 自己会变形，听得懂您的话，按您的编程行动', 'subtitle: 最好玩的变形机器人，听得懂您的话');
    const { result } = await restricted();
    const errors = result.diagnostics.filter((d) => d.severity === 'error');
    expect(errors).toMatchObject([{ rule: 'restricted-word', file, line: await lineOf(file, '最好玩'), column: 15 }]);
    expect(errors[0]!.message).toBe('"最" (in "最好玩的变形机…") is not allowed (广告法 Art. 9 (3)).');
    expect(result.files).toBeNull();
  });

  it('finds a CJK term inside a longer word as a warning where it needs evidence (kr 최저가로), and still generates', async () => {
    const file = 'content-yaml/kr/pages/home.yaml';
    await workspace().replace(file, 'title: 주요 제품', 'title: 최저가로 만나는 주요 제품');
    const { result, found } = await restricted();
    const kr = found.filter((d) => d.file.startsWith('content-yaml/kr/'));
    expect(kr).toMatchObject([{ file, line: await lineOf(file, '최저가로'), severity: 'warning' }]);
    expect(kr[0]!.message).toContain('is a claim that needs evidence on file (표시광고법');
    expect(result.files).not.toBeNull();
  });

  it('finds a Latin term only as a whole word: jp No.1 next to kana, not No.12; fr soldes, not Soldesign; and the forms a rule lists (soldées)', async () => {
    const jp = 'content-yaml/jp/pages/home.yaml';
    const fr = 'content-yaml/fr/pages/black-friday.yaml';
    await workspace().replace(jp, 'title: 注目の製品', 'title: 注目の製品No.12');
    await workspace().replace(fr, 'title: Black Friday | ', 'title: Black Friday, Soldesign | ');
    const edited = [`${jp}:${await lineOf(jp, 'No.12')}`, `${fr}:${await lineOf(fr, 'Soldesign')}`];
    expect((await restricted()).found.filter((d) => edited.includes(`${d.file}:${d.line}`))).toEqual([]);
    await workspace().replace(jp, 'title: 注目の製品No.12', 'title: 売上No.1の製品');
    const { found } = await restricted();
    expect(found.filter((d) => d.file === jp)).toMatchObject([{ severity: 'warning', message: '"No.1" is a claim that needs evidence on file (景品表示法 第5条 (優良誤認)).' }]);
    // A derivative of "soldes" (Code de commerce L310-5), listed under the rule's forms, is a use of it.
    await workspace().replace(fr, 'title: Black Friday, Soldesign | ', 'title: Black Friday, des prix soldées | ');
    const derived = (await restricted()).found.filter((d) => d.file === fr);
    expect(derived).toMatchObject([{ severity: 'error', line: await lineOf(fr, 'soldées') }]);
    expect(derived[0]!.message).toMatch(/^"soldées" is allowed only within the periods Code de commerce L310-3 sets/);
  });

  it('reports an except word that does not contain its term, at regions.yaml', async () => {
    await workspace().replace('content-yaml/regions.yaml', 'except: [第一次, 第一步]', 'except: [第一次, 第一步, 最多]');
    const { result } = await restricted();
    const errors = result.diagnostics.filter((d) => d.severity === 'error');
    expect(errors).toMatchObject([{ rule: 'restricted-word', file: 'content-yaml/regions.yaml', line: await lineOf('content-yaml/regions.yaml', '第一次, 第一步, 最多') }]);
    expect(errors[0]!.message).toBe('"最多" is listed under the except of "第一" but does not contain it, so it excepts nothing.');
    expect(result.files).toBeNull();
  });
});
