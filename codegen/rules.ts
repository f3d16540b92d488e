/**
 * The catalogue of everything codegen can report: every rule a module declares (its `rules`), by its
 * permanent id (shown as `[rule]`), with a title and the default hint. Nothing is listed here by hand:
 * a rule is declared where it is reported (a phase's module, a check of codegen/checks/, or a section
 * folder's check.ts, whose rules join when codegen loads it: read/read-workspace.ts).
 */
import { CHECK_MODULES } from './checks/index.ts';
import type { RuleInfo, RuleTable } from './checks/define.ts';
import * as resolveExtends from './merge/resolve-extends.ts';
import * as routesTable from './merge/routes-table.ts';
import * as loadYaml from './read/load-yaml.ts';
import * as workspace from './read/workspace.ts';
import * as staleTranslations from './records/stale-translations.ts';
import * as validate from './validate/validate.ts';

const MODULES = [loadYaml, workspace, validate, resolveExtends, routesTable, staleTranslations, ...CHECK_MODULES] as const;

/** By id; a section folder's rules once codegen has loaded it (registry.test.ts: every id a source reports is here). */
export const RULES: Readonly<Record<string, RuleInfo | undefined>> = Object.assign({}, ...MODULES.map((m) => m.rules));
export type RuleId = string;
/** Adds a section folder's rules (its check.ts) to the catalogue. */
export const addRules = (rules: RuleTable): void => void Object.assign(RULES, rules);
