/**
 * The layering gate can fail: each rule of .dependency-cruiser.mjs is run,
 * through dependency-cruiser's own API and the project's config, over a small
 * throw-away module tree holding one wrong-way import, and must name itself.
 */
import { cruise, format, type ICruiseOptions, type ICruiseResult } from 'dependency-cruiser';
import extractDepcruiseOptions from 'dependency-cruiser/config-utl/extract-depcruise-options';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';

const CONFIG = fileURLToPath(new URL('../.dependency-cruiser.mjs', import.meta.url));
/** The folders `make depcheck` cruises. */
const FOLDERS = ['core', 'codegen', 'dev', 'runtime', 'pages', 'e2e', 'bench', 'service'];

/** A package.json and node_modules for the dependency-type rule, as in the project. */
const PACKAGES: Record<string, string> = {
  'package.json': JSON.stringify({ name: 'tree', type: 'module', dependencies: { 'a-dependency': '1.0.0' }, devDependencies: { 'a-dev-dependency': '1.0.0' } }),
  'node_modules/a-dependency/package.json': JSON.stringify({ name: 'a-dependency', version: '1.0.0', main: 'index.js' }),
  'node_modules/a-dependency/index.js': 'export default 1;\n',
  'node_modules/a-dev-dependency/package.json': JSON.stringify({ name: 'a-dev-dependency', version: '1.0.0', main: 'index.js' }),
  'node_modules/a-dev-dependency/index.js': 'export default 1;\n',
};

let options: ICruiseOptions;
const trees: string[] = [];

beforeAll(async () => {
  options = await extractDepcruiseOptions(CONFIG);
});
afterEach(async () => {
  await Promise.all(trees.splice(0).map((root) => rm(root, { recursive: true, force: true })));
});

/** Writes `files` (path -> source) into a fresh folder and cruises it with the project's rules. */
async function cruiseTree(files: Record<string, string>): Promise<ICruiseResult> {
  const root = await mkdtemp(join(tmpdir(), 'depcheck-'));
  trees.push(root);
  for (const [path, content] of Object.entries({ ...PACKAGES, ...files })) {
    await mkdir(dirname(join(root, path)), { recursive: true });
    await writeFile(join(root, path), content);
  }
  const folders = FOLDERS.filter((folder) => Object.keys(files).some((path) => path.startsWith(`${folder}/`)));
  const { output } = await cruise(folders, { ...options, baseDir: root });
  if (typeof output === 'string') throw new Error('expected a cruise result object');
  return output;
}

const violations = (result: ICruiseResult) => result.summary.violations.map(({ rule, from, to }) => ({ rule: rule.name, from, to }));

/** A module exporting one constant, importing `imports`. */
const mod = (...imports: string[]) => `${imports.map((from, i) => `import v${i} from '${from}';\n`).join('')}export default 1;\n`;

interface WrongWay {
  rule: string;
  why: string;
  files: Record<string, string>;
  from: string;
  to: string;
}

describe('the dependency rules (make depcheck)', () => {
  it.each<WrongWay>([
    {
      rule: 'core-imports-only-core',
      why: 'core/ imports a runtime module',
      files: { 'core/routing.ts': mod('../runtime/shared/regions.ts'), 'runtime/shared/regions.ts': mod() },
      from: 'core/routing.ts',
      to: 'runtime/shared/regions.ts',
    },
    {
      rule: 'core-imports-only-core',
      why: 'core/ imports a package',
      files: { 'core/markup.ts': mod('a-dependency') },
      from: 'core/markup.ts',
      to: 'node_modules/a-dependency/index.js',
    },
    {
      rule: 'codegen-not-to-site',
      why: 'codegen imports runtime/',
      files: { 'codegen/check-links.ts': mod('../runtime/shared/regions.ts'), 'runtime/shared/regions.ts': mod() },
      from: 'codegen/check-links.ts',
      to: 'runtime/shared/regions.ts',
    },
    {
      rule: 'codegen-not-to-site',
      why: 'codegen imports pages/',
      files: { 'codegen/emit-routes.ts': mod('../pages/home/+route.ts'), 'pages/home/+route.ts': mod() },
      from: 'codegen/emit-routes.ts',
      to: 'pages/home/+route.ts',
    },
    {
      rule: 'codegen-not-to-dev',
      why: 'codegen imports dev/',
      files: { 'codegen/generate.ts': mod('../dev/vite-dev.ts'), 'dev/vite-dev.ts': mod() },
      from: 'codegen/generate.ts',
      to: 'dev/vite-dev.ts',
    },
    {
      rule: 'site-not-to-tooling',
      why: 'runtime/ imports codegen/',
      files: { 'runtime/server/translations.ts': mod('../../codegen/stale-translations.ts'), 'codegen/stale-translations.ts': mod() },
      from: 'runtime/server/translations.ts',
      to: 'codegen/stale-translations.ts',
    },
    {
      rule: 'site-not-to-tooling',
      why: 'pages/ imports dev/',
      files: { 'pages/+data.ts': mod('../dev/translations-page.ts'), 'dev/translations-page.ts': mod() },
      from: 'pages/+data.ts',
      to: 'dev/translations-page.ts',
    },
    {
      rule: 'section-check-is-tooling',
      why: "a section folder's check.ts imports the site",
      files: { 'runtime/ui/sections/faq/check.ts': mod('../../../shared/regions.ts'), 'runtime/shared/regions.ts': mod() },
      from: 'runtime/ui/sections/faq/check.ts',
      to: 'runtime/shared/regions.ts',
    },
    {
      rule: 'site-not-to-tooling',
      why: "the server imports a section folder's check.ts",
      files: { 'runtime/server/page-data.ts': mod('../ui/sections/faq/check.ts'), 'runtime/ui/sections/faq/check.ts': mod() },
      from: 'runtime/server/page-data.ts',
      to: 'runtime/ui/sections/faq/check.ts',
    },
    {
      rule: 'runtime-not-to-pages',
      why: 'runtime/ imports pages/',
      files: { 'runtime/server/page-data.ts': mod('../../pages/vike-types.ts'), 'pages/vike-types.ts': mod() },
      from: 'runtime/server/page-data.ts',
      to: 'pages/vike-types.ts',
    },
    {
      rule: 'service-not-to-site',
      why: 'service/ imports runtime/shared',
      files: { 'service/service.ts': mod('../runtime/shared/api-base.ts'), 'runtime/shared/api-base.ts': mod() },
      from: 'service/service.ts',
      to: 'runtime/shared/api-base.ts',
    },
    {
      rule: 'shared-not-to-sided-runtime',
      why: 'runtime/shared imports runtime/client',
      files: { 'runtime/shared/guard.ts': mod('../client/session.ts'), 'runtime/client/session.ts': mod() },
      from: 'runtime/shared/guard.ts',
      to: 'runtime/client/session.ts',
    },
    {
      rule: 'shared-not-to-sided-runtime',
      why: 'runtime/shared imports runtime/ui',
      files: { 'runtime/shared/head.ts': mod('../ui/Link.tsx'), 'runtime/ui/Link.tsx': mod() },
      from: 'runtime/shared/head.ts',
      to: 'runtime/ui/Link.tsx',
    },
    {
      rule: 'not-to-server-runtime',
      why: 'runtime/ui imports runtime/server',
      files: { 'runtime/ui/Picture.tsx': mod('../server/app.ts'), 'runtime/server/app.ts': mod() },
      from: 'runtime/ui/Picture.tsx',
      to: 'runtime/server/app.ts',
    },
    {
      rule: 'not-to-server-runtime',
      why: 'runtime/client imports runtime/staff',
      files: { 'runtime/client/preview.ts': mod('../staff/preview-access.ts'), 'runtime/staff/preview-access.ts': mod() },
      from: 'runtime/client/preview.ts',
      to: 'runtime/staff/preview-access.ts',
    },
    {
      rule: 'browser-not-to-all-bundles',
      why: 'a page reaches bundles.ts through a component',
      files: {
        'pages/home/+Page.tsx': mod('../../runtime/ui/Text.tsx'),
        'runtime/ui/Text.tsx': mod('../../dist/generated/bundles.ts'),
        'dist/generated/bundles.ts': mod(),
      },
      from: 'pages/home/+Page.tsx',
      to: 'dist/generated/bundles.ts',
    },
    {
      rule: 'browser-not-to-server-code',
      why: 'a hook the browser loads imports runtime/server',
      files: { 'pages/+onBeforeRoute.ts': mod('../runtime/server/page-data.ts'), 'runtime/server/page-data.ts': mod() },
      from: 'pages/+onBeforeRoute.ts',
      to: 'runtime/server/page-data.ts',
    },
    {
      rule: 'browser-not-to-server-code',
      why: "a component imports a section folder's server.ts",
      files: { 'runtime/ui/sections/faq/Faq.tsx': mod('./server.ts'), 'runtime/ui/sections/faq/server.ts': mod() },
      from: 'runtime/ui/sections/faq/Faq.tsx',
      to: 'runtime/ui/sections/faq/server.ts',
    },
    {
      rule: 'no-circular',
      why: 'two modules import each other',
      files: { 'runtime/shared/a.ts': mod('./b.ts'), 'runtime/shared/b.ts': mod('./a.ts') },
      from: 'runtime/shared/a.ts',
      to: 'runtime/shared/b.ts',
    },
    {
      rule: 'runtime-not-to-dev-dependencies',
      why: 'runtime code imports a devDependency',
      files: { 'runtime/client/analytics.ts': mod('a-dev-dependency') },
      from: 'runtime/client/analytics.ts',
      to: 'node_modules/a-dev-dependency/index.js',
    },
    {
      rule: 'not-to-unresolvable',
      why: 'an import points at nothing',
      files: { 'runtime/ui/Shell.tsx': mod('./Missing.tsx') },
      from: 'runtime/ui/Shell.tsx',
      to: './Missing.tsx',
    },
  ])('$rule fails when $why', async ({ rule, files, from, to }) => {
    expect(violations(await cruiseTree(files))).toContainEqual({ rule, from, to });
  });

  it('prints the rule name and why it exists (the err-long report of make depcheck)', async () => {
    const result = await cruiseTree({ 'core/routing.ts': mod('../runtime/shared/regions.ts'), 'runtime/shared/regions.ts': mod() });
    const { output, exitCode } = await format(result, { outputType: 'err-long' });
    const text = String(output).replace(/\s+/g, ' ');
    expect(exitCode).toBe(1);
    expect(text).toContain('error core-imports-only-core: core/routing.ts → runtime/shared/regions.ts');
    expect(text).toContain('core/ is shared by codegen and the site, so it must stay dependency-free');
  });

  it('allows the arrows that point the right way', async () => {
    const result = await cruiseTree({
      'core/routing.ts': mod('./region-codes.ts', 'node:path'),
      'core/region-codes.ts': mod(),
      'codegen/check-links.ts': mod('../core/routing.ts', '../dist/generated/types.ts'),
      'dist/generated/types.ts': mod(),
      'dist/generated/bundles.ts': mod(),
      'runtime/shared/regions.ts': mod('../../core/routing.ts', 'a-dependency'),
      'runtime/client/session.ts': mod('../shared/regions.ts'),
      'runtime/ui/Header.tsx': mod('../client/session.ts', '../shared/regions.ts'),
      'runtime/server/page-data.ts': mod('../../dist/generated/bundles.ts', '../shared/regions.ts'),
      // Vike's server-only hooks may use server code and every region's bundle.
      'pages/+data.ts': mod('../runtime/server/page-data.ts'),
      'pages/+onRenderHtml.tsx': mod('../runtime/server/page-data.ts', '../runtime/ui/Header.tsx'),
      'pages/+onCreatePageContext.server.ts': mod('../runtime/server/page-data.ts'),
      'pages/home/+Page.tsx': mod('../../runtime/ui/Header.tsx'),
      // The server mounts the staff tools and the service; the service builds on core/; dev/ on everything.
      'runtime/server/app.ts': mod('../staff/staff-app.ts', '../../service/from-env.ts'),
      'runtime/staff/staff-app.ts': mod('../server/page-data.ts', '../shared/regions.ts'),
      'service/from-env.ts': mod('../core/routing.ts', '../dist/generated/types.ts'),
      // A section folder's check.ts is codegen's; its server.ts is the server's, through the generated table.
      'runtime/ui/sections/faq/check.ts': mod('../../../../codegen/check-links.ts', '../../../../core/routing.ts'),
      'runtime/server/page-shaping.ts': mod('../../dist/generated/section-server.ts'),
      'dist/generated/section-server.ts': mod('../../runtime/ui/sections/faq/server.ts'),
      'runtime/ui/sections/faq/server.ts': mod('../../../shared/regions.ts', '../../../server/log.ts'),
      'runtime/server/log.ts': mod(),
      'dev/vite-dev.ts': mod('../codegen/check-links.ts', '../runtime/staff/staff-app.ts', '../service/from-env.ts'),
      // Tests may reach across layers for fixtures, and use devDependencies.
      'core/routing.test.ts': mod('./routing.ts', '../runtime/shared/regions.ts', 'a-dev-dependency'),
      'runtime/shared/test-fixtures.ts': mod('../server/page-data.ts'),
      'e2e/harness.ts': mod('../runtime/server/page-data.ts', 'a-dev-dependency'),
    });
    expect(violations(result)).toEqual([]);
  });
});
