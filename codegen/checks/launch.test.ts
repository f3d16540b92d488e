import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { formatLaunchReport, type LaunchBlocker, notReady } from '../launch-report.ts';
import { RULES } from '../rules.ts';
import { PROJECT_ROOT, realContentWorkspace } from '../test-workspace.ts';

const workspace = realContentWorkspace();

/** The launch report of the workspace (the run must have no error). */
async function report() {
  const result = await workspace().generate({ launch: true });
  expect(result.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
  return { blockers: result.launch!.blockers, codes: result.launch!.regions, sources: result.sources };
}
/** What the source says at a blocker's position (the rest of that line). */
const textAt = (sources: ReadonlyMap<string, string>, b: LaunchBlocker) =>
  sources
    .get(b.file)!
    .split('\n')
    [b.line - 1]!.slice(b.column - 1);
const byMessage = (blockers: readonly LaunchBlocker[], start: string) => blockers.filter((b) => b.message.startsWith(start));
async function replaceAll(path: string, from: string, to: string) {
  const text = await workspace().read(path);
  if (!text.includes(from)) throw new Error(`test setup: "${from}" not found in ${path}`);
  await workspace().write(path, text.replaceAll(from, to));
}

describe('the launch report', () => {
  it('lists, on the real content, the sample data and the cn filing numbers, and nothing else', async () => {
    const { blockers, sources } = await report();
    expect(new Set(blockers.map((b) => b.kind))).toEqual(new Set(['sample', 'deployer-value']));
    // The copy review's open findings (docs/copy-review.md) are fixed: no stage raises a price, no superlative without evidence, and a
    // number a translation states that its reference does not is an error ([number]). No warning blocks a launch.
    expect(blockers.filter((b) => b.kind === 'warning')).toEqual([]);
    // Every sample blocker points at its item's `sample: true`.
    for (const b of blockers.filter((b) => b.kind === 'sample')) expect(textAt(sources, b), `${b.file}:${b.line}`).toMatch(/^true\b/);
    const deployer = blockers.filter((b) => b.kind === 'deployer-value');
    expect(deployer.map((b) => `${b.file} ${b.regions.join()} ${textAt(sources, b)}`)).toEqual(['content-yaml/regions.yaml cn null', 'content-yaml/regions.yaml cn null']);
    expect(deployer.map((b) => b.message)).toEqual(['icpFiling is unset (null): the deployer sets it before launch.', 'publicSecurityFiling is unset (null): the deployer sets it before launch.']);
    expect(deployer[0]!.hint).toContain('粤ICP备12345678号-1');
    // The 2026 editions' invented prices and dates (docs/campaigns.md), in the regions that run them.
    const facts = blockers.filter((b) => b.file === 'content-yaml/facts.yaml').map((b) => `${b.message} ${b.regions.join()}`);
    expect(facts).toEqual([
      'The fact policy.welcomeCode ("WELCOME5-SAMPLE") is sample data. us,uk,eu,fr,de,kr,jp,cn',
      'The fact campaign.christmas-sale-2026.returnsUntil ("2027-01-20") is sample data. us,uk,eu,fr,de',
      'The fact campaign.black-friday-2026.giftDay ("2026-11-27") is sample data. us,de',
      'The fact campaign.black-friday-2026.drawResultsBy ("2026-12-10") is sample data. us,de',
    ]);
    for (const region of ['us', 'uk', 'eu', 'fr', 'de'])
      expect(
        blockers
          .filter((b) => b.file === `content-yaml/${region}/pages/christmas-sale-2026.yaml`)
          .map((b) => b.message)
          .sort(),
        region,
      ).toEqual(['flagship-bumblebee', 'grimlock', 'k1-pro', 'toy-story-buzz'].map((id) => `${id} is sample data.`));
    // Dealers, contacts, offices and quotes: each kind of invented value is there.
    for (const name of ['robowelt-berlin', 'kowloon-robotics', 'customer-support', 'north-america', 'press-1', 'careers']) expect(byMessage(blockers, `${name} (`).length, name).toBeGreaterThan(0);
  }, 60_000);

  it('names the regions that show each sample value: a dealer where its group is listed, an office where a footer or contact page names it', async () => {
    const { blockers } = await report();
    const regionsOf = (name: string) => byMessage(blockers, `${name} (`).map((b) => b.regions.join());
    expect(regionsOf('robowelt-berlin')).toEqual(['us,uk,eu,fr,de']);
    expect(regionsOf('kowloon-robotics')).toEqual(['us,uk,eu,fr,de,kr,jp,cn']);
    expect(regionsOf('customer-support')).toEqual(['us,uk,eu,fr,de,kr,jp,cn']);
    expect(regionsOf('japan')).toEqual(['jp']);
    expect(regionsOf('europe')).toEqual(['us,eu,fr,de']);
    // The hosting provider, where a footer (kr) or a legal notice (fr) names it.
    expect(byMessage(blockers, 'an item ("Example Hosting Ltd")').map((b) => b.regions.join())).toEqual(['fr,kr']);
  }, 60_000);

  it('lists the sample values of site.yaml and facts.yaml, from their `sample: true` alone: social links, menu entries, the welcome code', async () => {
    const { blockers, sources } = await report();
    const at = (file: string) => blockers.filter((b) => b.kind === 'sample' && b.file === file);
    // uk and eu inherit us's social links (arrays are replaced whole, and they write none): listed once, in us's file.
    expect(at('content-yaml/us/site.yaml').map((b) => `${b.line} ${b.regions.join()} ${b.message}`)).toEqual([
      '11 us,uk,eu an item ("Follow Mechanova on Instagram") is sample data.',
      '15 us,uk,eu an item ("Follow Mechanova on Facebook") is sample data.',
      '19 us,uk,eu an item ("Watch Mechanova on YouTube") is sample data.',
      '23 us,uk,eu an item ("Follow Mechanova on TikTok") is sample data.',
    ]);
    expect(byMessage(blockers, 'technical-support ("문의하기")').map((b) => `${b.file} ${b.regions.join()}`)).toEqual(['content-yaml/kr/site.yaml kr']);
    // The welcome code is in every region's welcome mail (site.yaml api.mail.welcome), and on the account pages.
    const code = at('content-yaml/facts.yaml').filter((b) => b.message.includes('policy.'));
    expect(code.map((b) => `${b.regions.join()} ${b.message}`)).toEqual(['us,uk,eu,fr,de,kr,jp,cn The fact policy.welcomeCode ("WELCOME5-SAMPLE") is sample data.']);
    for (const b of [...code, ...at('content-yaml/kr/site.yaml')]) expect(textAt(sources, b)).toMatch(/^true\b/);
  }, 60_000);

  it('a sample value of a site file follows inheritance: a region that writes its own list no longer shows it; a fact no text refers to blocks nothing', async () => {
    await workspace().replace(
      'content-yaml/uk/site.yaml',
      '\nextends: us\n',
      '\nextends: us\nmedia:\n  - icon: youtube\n    link: https://www.youtube.com/@mechanova-uk\n    label: Watch Mechanova on YouTube\n',
    );
    await workspace().replace(
      'content-yaml/de/site.yaml',
      '\nmedia:\n',
      '\nmedia:\n  - icon: youtube\n    link: https://www.youtube.com/@mechanova-de\n    label: Mechanova auf YouTube ansehen\n    sample: true\n',
    );
    // A sample fact no text refers to is shown nowhere.
    await workspace().replace('content-yaml/facts.yaml', '\n  policy.welcomeCode:', "\n  policy.spareCode: { code: SPARE-SAMPLE, sample: true, source: 'test' }\n  policy.welcomeCode:");
    const { blockers } = await report();
    expect(byMessage(blockers, 'an item ("Follow Mechanova on Instagram")').map((b) => b.regions.join())).toEqual(['us,eu']);
    expect(blockers.filter((b) => b.kind === 'sample' && b.file === 'content-yaml/uk/site.yaml')).toEqual([]);
    expect(byMessage(blockers, 'an item ("Mechanova auf YouTube ansehen")').map((b) => `${b.file} ${b.regions.join()}`)).toEqual(['content-yaml/de/site.yaml de']);
    expect(blockers.filter((b) => b.file === 'content-yaml/facts.yaml' && b.message.includes('policy.')).map((b) => b.message)).toEqual([
      'The fact policy.welcomeCode ("WELCOME5-SAMPLE") is sample data.',
    ]);
  }, 60_000);

  it('locates an inherited quote where it is written, once, for each region that inherits it', async () => {
    const { blockers } = await report();
    const press1 = byMessage(blockers, 'press-1 (');
    expect(press1.map((b) => `${b.file} ${b.regions.join()}`)).toEqual(expect.arrayContaining(['content-yaml/us/pages/home.yaml us,uk,eu', 'content-yaml/jp/pages/home.yaml jp']));
  }, 60_000);

  it('[quote-source]: a quote with neither a source nor `sample: true`, located in its file, with its hint; a source record ends it', async () => {
    // Translation parity keeps the flag (and the source record) in every region that translates the quote
    // (not kr, whose press section is off: it sells none of the robots the quotes review).
    const homes = ['us', 'fr', 'de', 'jp', 'cn'].map((r) => `content-yaml/${r}/pages/home.yaml`);
    for (const home of homes) await workspace().replace(home, '      - id: press-1\n        sample: true\n', '      - id: press-1\n');
    let { blockers } = await report();
    const missing = blockers.filter((b) => b.kind === 'quote-source');
    expect(missing.map((b) => `${b.file} ${b.regions.join()}`)).toEqual([
      'content-yaml/cn/pages/home.yaml cn',
      'content-yaml/de/pages/home.yaml de',
      'content-yaml/fr/pages/home.yaml fr',
      'content-yaml/jp/pages/home.yaml jp',
      'content-yaml/us/pages/home.yaml us,uk,eu',
    ]);
    const us = missing.at(-1)!;
    expect(us.message).toBe('The quote press-1 ("Circuit Weekly") has no source record (outlet, date, link, permission).');
    expect(`${us.line}:${us.column}`).toBe(`${(await workspace().read(homes[0]!)).split('\n').indexOf('      - id: press-1') + 1}:9`);
    expect(RULES['quote-source']!.hint).toMatch(/`source` \(date, link, permission\).*`sample: true`/);

    const source =
      '        source:\n          date: 2025-10-01\n          link: https://circuit-weekly.example/bumblebee\n          permission: Licensed by Circuit Weekly, 2025-10-02, ref. CW-1142\n';
    for (const home of homes) await workspace().replace(home, '      - id: press-1\n', `      - id: press-1\n${source}`);
    ({ blockers } = await report());
    expect(blockers.filter((b) => b.kind === 'quote-source')).toEqual([]);
  }, 60_000);

  it('[deployer-value]: a set filing number is no blocker any more; a sample value of a disabled section blocks nothing', async () => {
    await workspace().replace('content-yaml/regions.yaml', 'icpFiling: null', 'icpFiling: 粤ICP备12345678号-1');
    await workspace().replace('content-yaml/jp/pages/home.yaml', '    type: quotes\n', '    type: quotes\n    disabled: true\n');
    const { blockers } = await report();
    expect(blockers.filter((b) => b.kind === 'deployer-value').map((b) => b.message)).toEqual(['publicSecurityFiling is unset (null): the deployer sets it before launch.']);
    expect(blockers.filter((b) => b.file === 'content-yaml/jp/pages/home.yaml')).toEqual([]);
  }, 60_000);

  it('formats per region, by kind, each blocker located, and says which listed regions are not ready', async () => {
    const { blockers, codes } = await report();
    const text = formatLaunchReport(blockers, codes);
    expect(text).toMatch(/^cn: not ready, \d+ blockers$/m);
    expect(text).toMatch(/^ {2}\[deployer-value\] A value the deployer has not set \(2\)$/m);
    expect(text).toMatch(/^ {4}content-yaml\/regions\.yaml:\d+:\d+ icpFiling is unset \(null\): the deployer sets it before launch\.\n {6}hint: Set icpFiling/m);
    expect(text.split('\n').at(-1)).toMatch(/^0 of 8 regions ready; \d+ blockers in all\.$/);
    expect(notReady(blockers, ['cn'])).toEqual(['cn']);
    expect(notReady(blockers, [])).toEqual([]);
  }, 60_000);
});

describe('[fictional-number] in make generate', () => {
  it('a sample phone outside the ranges reserved for fiction is an error where it is written', async () => {
    await workspace().replace('content-yaml/regions.yaml', '"+44 20 7946 0198"', '"+44 20 5550 0198"');
    const result = await workspace().generate();
    const errors = result.diagnostics.filter((d) => d.severity === 'error');
    const line = (await workspace().read('content-yaml/regions.yaml')).split('\n').findIndex((l) => l.includes('+44 20 5550 0198')) + 1;
    expect(errors.map((d) => `${d.file}:${d.line} [${d.rule}] ${d.message}`)).toEqual([
      `content-yaml/regions.yaml:${line} [fictional-number] "+44 20 5550 0198" is sample data but not in a range reserved for fiction: it may ring a real subscriber.`,
    ]);
    expect(errors[0]!.hint).toContain('+44 20 7946 0000–0999');
  }, 60_000);
});

describe('make launch-check (the CLI)', () => {
  const cli = (regions: string) =>
    spawnSync(process.execPath, [join(PROJECT_ROOT, 'codegen/cli.ts'), `--root=${workspace().root}`, '--launch'], {
      cwd: PROJECT_ROOT,
      encoding: 'utf8',
      env: { ...process.env, NO_COLOR: '1', LAUNCH_REGIONS: regions },
    });

  it('reports and exits 0 without LAUNCH_REGIONS; exits 1 with LAUNCH_REGIONS=cn on the real content (the ICP number is unset)', () => {
    const plain = cli('');
    expect(plain.status, plain.stderr).toBe(0);
    expect(plain.stdout).toMatch(/^cn: not ready, \d+ blockers$/m);
    expect(plain.stdout).toMatch(/^ {4}content-yaml\/regions\.yaml:\d+:\d+ icpFiling is unset/m);
    const cn = cli('cn');
    expect(cn.status).toBe(1);
    expect(cn.stderr).toContain('Not ready to launch: cn (LAUNCH_REGIONS=cn).');
    expect(cli('xx').status).toBe(1);
  }, 120_000);

  it('exits 0 when every region of LAUNCH_REGIONS is ready (jp, once its samples are real or hidden)', async () => {
    await replaceAll('content-yaml/dealers.yaml', '    sample: true\n', '');
    await workspace().replace(
      'content-yaml/regions.yaml',
      '      sample: true\n      contactType: customer support\n      telephone: "+1-408-555-0142"',
      '      contactType: customer support\n      telephone: "+1-408-961-4000"',
    );
    await workspace().replace('content-yaml/regions.yaml', '    - id: japan\n      sample: true\n', '    - id: japan\n');
    await workspace().replace('content-yaml/jp/pages/home.yaml', '    type: quotes\n', '    type: quotes\n    disabled: true\n');
    await workspace().replace('content-yaml/regions.yaml', '    - id: privacy\n      sample: true\n', '    - id: privacy\n');
    await replaceAll('content-yaml/jp/site.yaml', '    sample: true\n', '');
    await workspace().replace('content-yaml/facts.yaml', 'code: WELCOME5-SAMPLE, sample: true,', 'code: WELCOME5,');
    const jp = cli('jp');
    expect(jp.status, jp.stderr).toBe(0);
    expect(jp.stdout).toMatch(/^jp: ready$/m);
    expect(jp.stdout).toContain('Ready to launch: jp.');
    expect(cli('jp,cn').status).toBe(1);
  }, 120_000);
});
