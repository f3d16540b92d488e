import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { readWorkspace } from '../read/read-workspace.ts';
import { RULES } from '../rules.ts';
import { PROJECT_ROOT } from '../test-workspace.ts';
import type { CheckModule } from './define.ts';
import { CHECK_MODULES, CHECKS } from './index.ts';
import { SECTIONS_DIR } from './section-folder.ts';

const DIR = new URL('.', import.meta.url);
/** The modules of this folder that declare rules or checks (define.ts's CheckModule). */
const declaring = readdirSync(DIR)
  .filter((name) => name.endsWith('.ts') && !name.endsWith('.test.ts'))
  .filter((name) => /^export const (rules|checks)\b/m.test(readFileSync(new URL(name, DIR), 'utf8')));
/** The section folders' check.ts, as codegen loads them (their rules join the catalogue). */
const folders = (await readWorkspace(PROJECT_ROOT)).sections ?? [];
const SECTION_MODULES = folders.flatMap((f) => (f.check ? [f.check] : []));
const MODULES: readonly CheckModule[] = [...CHECK_MODULES, ...SECTION_MODULES];

describe('the registry of checks (codegen/checks/index.ts)', () => {
  it('lists every module of the folder that declares rules or checks: a new check is found, not forgotten', () => {
    const listed = new Set(CHECK_MODULES.map((m) => m.rules));
    expect(declaring.length).toBe(CHECK_MODULES.length);
    expect(listed.size).toBe(CHECK_MODULES.length);
    // And every section folder's check.ts, found by codegen's reader with no list to edit.
    expect(SECTION_MODULES.length).toBe(folders.filter((f) => f.files.includes('check.ts')).length);
    expect(SECTION_MODULES.length).toBeGreaterThan(2);
  });

  it('gives every check a unique name and every rule one module (the catalogue has no id twice)', () => {
    const names = MODULES.flatMap((m) => m.checks ?? []).map((c) => c.name);
    expect(new Set(names).size).toBe(names.length);
    const ids = MODULES.flatMap((m) => Object.keys(m.rules));
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('builds the catalogue from the declarations: each rule with a title and a hint', () => {
    for (const [id, rule] of Object.entries(RULES)) {
      expect(id).toMatch(/^[a-z][a-z-]*$/);
      expect(rule!.title.length, id).toBeGreaterThan(5);
      expect(rule!.hint.length, id).toBeGreaterThan(10);
    }
    // The launch kinds are rules of the same catalogue.
    for (const check of CHECKS) if (check.scope === 'launch') expect(RULES).toHaveProperty(check.rule);
    // A section folder's rules too, once codegen has loaded its check.ts.
    for (const id of SECTION_MODULES.flatMap((m) => Object.keys(m.rules))) expect(RULES).toHaveProperty(id);
  });

  it("knows every rule a source file of codegen or a section folder's check.ts reports", () => {
    const used = new Set<string>();
    const walk = (dir: URL) => {
      for (const entry of readdirSync(dir, { withFileTypes: true })) {
        if (entry.isDirectory()) walk(new URL(`${entry.name}/`, dir));
        else if (entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts'))
          for (const [, id] of readFileSync(new URL(entry.name, dir), 'utf8').matchAll(/diagnostic\(\s*'([a-z-]+)'/g)) used.add(id!);
      }
    };
    walk(new URL('../', DIR));
    walk(new URL(`../../${SECTIONS_DIR}/`, DIR));
    expect([...used].filter((id) => !(id in RULES))).toEqual([]);
    expect(used.size).toBeGreaterThan(40);
  });
});
