import type { Diagnostic } from '../diagnostics.ts';
import type { Location } from '../read/locate.ts';
import type { RegionCode } from '../read/workspace.ts';
import type { Reads } from './reads.ts';
import type { ContentFile, DocumentUnit } from './units.ts';

/** A rule of the catalogue: its title and the default hint (what to do), shown with every diagnostic of the rule. */
export interface RuleInfo {
  title: string;
  hint: string;
}
/** The rules one module reports, by permanent id (shown as `[id]`). */
export type RuleTable = Readonly<Record<string, RuleInfo>>;

interface CheckBase {
  /** Shown by the runner's errors and the memo (unique in the registry). */
  name: string;
  /** What it needs valid: it is skipped while regions.yaml, routes.yaml or the schedule (a window of any file) has errors of its own. */
  needs?: readonly ('regions' | 'routes' | 'schedule')[];
}
/**
 * A check of one content file at a time (kept per file while what it read is the same).
 * `kinds` limits it to files of those kinds.
 */
export interface FileCheck extends CheckBase {
  scope: 'file';
  kinds?: readonly ContentFile['kind']['kind'][];
  check: (file: ContentFile, read: Reads) => Diagnostic[];
}
/** A check of one region's document (its site texts, its catalogue, or one page), with its merged form and the regions that inherit it. */
export interface DocumentCheck extends CheckBase {
  scope: 'document';
  documents?: readonly DocumentUnit['document'][];
  check: (unit: DocumentUnit, read: Reads) => Diagnostic[];
}
/** A check of one region as a whole (its catalogue against its pages, say). */
export interface RegionCheck extends CheckBase {
  scope: 'region';
  check: (region: RegionCode, read: Reads) => Diagnostic[];
}
/** A check across the whole site (the route table, a campaign across regions). */
export interface SiteCheck extends CheckBase {
  scope: 'site';
  check: (read: Reads) => Diagnostic[];
}
export type Check = FileCheck | DocumentCheck | RegionCheck | SiteCheck;

/** One thing that blocks a real launch in `regions`, where it is written. */
export interface Found extends Location {
  regions: readonly RegionCode[];
  message: string;
  hint?: string;
}
/**
 * A launch check (`make launch-check`): run only when the launch report is asked for, after a run without
 * errors; it reads the same content as every check, and the run's warnings. Its rule is its blocker kind.
 */
export interface LaunchCheck {
  name: string;
  scope: 'launch';
  rule: string;
  find: (read: Reads, warnings: readonly Diagnostic[]) => Found[];
}

/**
 * A module of the registry (codegen/checks/index.ts): the rules it reports, and the checks that report them.
 * A new check is one such module: its rules join the catalogue and its checks the runner.
 *
 * @example
 * export const rules = { markup: { title: 'Markup outside the allow-list', hint: '…' } } as const satisfies RuleTable;
 * export const checks: readonly AnyCheck[] = [{ name: 'markup', scope: 'file', check: (file) => checkMarkup(file.loaded, file.meanings.markdown) }];
 */
export interface CheckModule {
  rules: RuleTable;
  checks?: readonly AnyCheck[];
}
export type AnyCheck = Check | LaunchCheck;
