/**
 * The launch report (`make launch-check`): the findings of the registry's launch checks (codegen/checks/launch.ts,
 * legal.ts), each blocker once with every region it blocks, and the report per region.
 */
import type { Found } from './checks/define.ts';
import { CHECKS } from './checks/index.ts';
import { codeFrame } from './diagnostics.ts';
import type { RegionCode } from './read/workspace.ts';
import { RULES } from './rules.ts';

/** One blocker of the report: its kind (the rule of the launch check that found it), where it is written, the regions it blocks. */
export interface LaunchBlocker extends Found {
  kind: string;
}
/** The kinds in the order the report lists them: the registry's order. */
const LAUNCH_KINDS = CHECKS.flatMap((c) => (c.scope === 'launch' ? [c.rule] : []));

/** Every launch blocker of the content, each once with every region it blocks (sorted by file and position). */
export function launchBlockers(findings: readonly { rule: string; found: readonly Found[] }[], order: readonly RegionCode[]): LaunchBlocker[] {
  const byPlace = new Map<string, LaunchBlocker>();
  for (const { rule, found: all } of findings)
    for (const found of all) {
      const key = `${rule}\0${found.file}\0${found.line}\0${found.column}`;
      const known = byPlace.get(key);
      if (known) known.regions = [...new Set([...known.regions, ...found.regions])];
      else byPlace.set(key, { kind: rule, ...found, regions: [...found.regions] });
    }
  return [...byPlace.values()]
    .map((b) => ({ ...b, regions: order.filter((r) => b.regions.includes(r)) }))
    .sort((a, b) => (a.file < b.file ? -1 : a.file > b.file ? 1 : 0) || a.line - b.line || a.column - b.column);
}

/** The regions of `wanted` (LAUNCH_REGIONS) that some blocker still blocks. */
export function notReady(blockers: readonly LaunchBlocker[], wanted: readonly RegionCode[]): RegionCode[] {
  return wanted.filter((r) => blockers.some((b) => b.regions.includes(r)));
}

/**
 * The report: per region, its blockers by kind (the kind's title and hint once, then each blocker located
 * as `file:line:column message`), or "ready"; `frames` adds each blocker's code frame.
 */
export function formatLaunchReport(blockers: readonly LaunchBlocker[], codes: readonly RegionCode[], options: { sources?: ReadonlyMap<string, string>; frames?: boolean } = {}): string {
  const out: string[] = [];
  for (const region of codes) {
    const mine = blockers.filter((b) => b.regions.includes(region));
    out.push(mine.length ? `${region}: not ready, ${mine.length} blocker${mine.length === 1 ? '' : 's'}` : `${region}: ready`);
    // A section folder's launch kinds (its check.ts) after codegen's own.
    for (const kind of new Set([...LAUNCH_KINDS, ...mine.map((b) => b.kind)])) {
      const ofKind = mine.filter((b) => b.kind === kind);
      if (!ofKind.length) continue;
      const { title, hint } = RULES[kind]!;
      out.push(`  [${kind}] ${title} (${ofKind.length})`, `    hint: ${hint}`);
      for (const b of ofKind) {
        out.push(`    ${b.file}:${b.line}:${b.column} ${b.message}${b.hint ? `\n      hint: ${b.hint}` : ''}`);
        const source = options.sources?.get(b.file);
        if (options.frames && source) out.push(codeFrame(source, b.line, b.column).replace(/^/gm, '      '));
      }
    }
  }
  const ready = codes.filter((r) => !blockers.some((b) => b.regions.includes(r)));
  out.push(`${ready.length} of ${codes.length} regions ready${ready.length ? ` (${ready.join(', ')})` : ''}; ${blockers.length} blocker${blockers.length === 1 ? '' : 's'} in all.`);
  return out.join('\n');
}
