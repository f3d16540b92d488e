import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createWorkspace, PROJECT_ROOT, type Workspace } from './test-workspace.ts';

let ws: Workspace;
const cli = (...args: string[]) =>
  spawnSync(process.execPath, [join(PROJECT_ROOT, 'codegen/cli.ts'), `--root=${ws.root}`, ...args], {
    cwd: PROJECT_ROOT,
    encoding: 'utf8',
    env: { ...process.env, NO_COLOR: '1' },
  });

beforeAll(async () => {
  ws = await createWorkspace();
});
afterAll(async () => ws.dispose());

describe('the generate command', () => {
  // How many files a run writes (the pipeline's outputs grow with the content: FAQ data, dealers…).
  let files = 0;

  it('exits 0 and reports what it wrote; a second run with unchanged inputs skips the pipeline', () => {
    const first = cli();
    expect(first.status).toBe(0);
    const report = /generated (\d+) files into .*dist\/generated \((\d+) written, 0 removed, 0 unchanged\)/.exec(first.stdout);
    expect(report, first.stdout).not.toBeNull();
    files = Number(report![1]);
    expect(Number(report![2])).toBe(files);
    expect(files).toBeGreaterThan(10);
    const second = cli();
    expect(second.status).toBe(0);
    expect(second.stdout).toMatch(/dist\/generated is up to date/);
    const forced = cli('--force');
    expect(forced.stdout).toContain(`(0 written, 0 removed, ${files} unchanged)`);
  }, 120_000);

  it('runs again when an input changed, or when an output was removed or edited by hand', async () => {
    expect(cli().stdout).toMatch(/up to date/);
    await ws.replace('content-yaml/de/site.yaml', '  placeholder:', '  placeholder: ');
    expect(cli().stdout).toContain(`generated ${files} files`);
    await ws.remove('dist/generated/regions/fr.ts');
    expect(cli().stdout).toContain(`(1 written, 0 removed, ${files - 1} unchanged)`);
    await ws.write('dist/generated/routes.ts', '// edited by hand\n');
    expect(cli().stdout).toContain(`(1 written, 0 removed, ${files - 1} unchanged)`);
    expect(cli().stdout).toMatch(/up to date/);
  }, 120_000);

  it("a run that skips the pipeline repeats the last run's warnings instead of hiding them", async () => {
    await ws.replace('content-yaml/uk/site.yaml', 'link: /uk/flagship-bumblebee\n  bg: blue', 'link: /uk/black-friday\n  bg: blue');
    const warned = cli();
    expect(warned.status).toBe(0);
    expect(warned.stderr).toMatch(/^content-yaml\/uk\/site\.yaml:\d+:\d+ warning \[banner-window\]/m);
    const again = cli();
    expect(again.stdout).toMatch(/up to date/);
    expect(again.stderr).toMatch(/^content-yaml\/uk\/site\.yaml:\d+:\d+ warning \[banner-window\]/m);
    expect(again.stderr).toContain('(the warnings of the last run: the inputs have not changed since)');
    await ws.replace('content-yaml/uk/site.yaml', 'link: /uk/black-friday\n  bg: blue', 'link: /uk/flagship-bumblebee\n  bg: blue');
    cli();
    expect(cli().stderr).not.toContain('warning [banner-window]');
  }, 120_000);

  it('exits 1 with every located diagnostic, a code frame and a hint, and writes nothing', async () => {
    const before = await ws.snapshot();
    await ws.replace('content-yaml/fr/site.yaml', '  button:', '  buton:');
    await ws.replace('content-yaml/jp/catalog.yaml', 'currency: JPY', 'currency: YEN');
    const run = cli();
    expect(run.status).toBe(1);
    expect(run.stderr).toMatch(/^content-yaml\/fr\/site\.yaml:\d+:3 error \[schema\] Unknown key "buton" in subscribe\.$/m);
    expect(run.stderr).toMatch(/^> +\d+ \|   buton: /m);
    expect(run.stderr).toMatch(/^ +\| +\^$/m);
    expect(run.stderr).toContain('hint: Did you mean "button"?');
    expect(run.stderr).toMatch(/^content-yaml\/jp\/catalog\.yaml:3:11 error \[schema\]/m);
    // The warnings are those of the real content (regional facts in copy, stages that raise a price).
    expect(run.stderr).toMatch(/^2 errors, \d+ warnings?$/m);
    expect(run.stderr).toContain('Nothing was generated');
    expect(run.stderr).not.toMatch(/at \w+ \(.*\.ts:\d+/); // no stack trace for a translator's mistake
    expect(await ws.snapshot()).toEqual(before);
    // A failed run records nothing: the next run checks again, and so fails again.
    expect(cli().status).toBe(1);
  }, 120_000);
});
