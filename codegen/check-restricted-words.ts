import { parseInstant } from '../core/instant.ts';
import { diagnostic, type Diagnostic } from './diagnostics.ts';
import type { LoadedFile } from './load-yaml.ts';
import { locate } from './locate.ts';
import type { RouteTable } from './routes-table.ts';
import type { ContentKind, RegionCode } from './workspace.ts';

/** regions.yaml `restrictedWords` of one region (schemas/regions.schema.json). */
export interface RestrictedWord {
  word: string;
  law: string;
  allowedWithin?: { start: string; end: string }[];
  severity?: 'error' | 'warning';
}

/**
 * A word a market's law allows only within set periods (fr "soldes": Code de commerce L310-3) or not
 * at all: each use in a text a region's own site or page file writes, on a page shown outside every
 * allowed period, is reported where it is written. A page's showing time is its route's window (none:
 * all year); a site text is on every page all year. Words are matched whole, in any case.
 */
export function checkRestrictedWords(
  files: readonly { kind: ContentKind; loaded: LoadedFile; data: unknown }[],
  table: RouteTable,
  rulesOf: (region: RegionCode) => readonly RestrictedWord[] | undefined,
): Diagnostic[] {
  const out: Diagnostic[] = [];
  for (const { kind, loaded, data } of files) {
    if (kind.kind !== 'site' && kind.kind !== 'page') continue;
    const rules = rulesOf(kind.region);
    if (!rules?.length) continue;
    const route = kind.kind === 'page' ? table.routes.find((r) => r.page === kind.page && r.regions.includes(kind.region)) : undefined;
    const start = route?.meta.startTime ? parseInstant(route.meta.startTime) : undefined;
    const end = route?.meta.endTime ? parseInstant(route.meta.endTime) : undefined;
    const shown = start !== undefined && end !== undefined ? `shown from ${route!.meta.startTime} to ${route!.meta.endTime}` : 'shown all year';
    for (const rule of rules) {
      const within = (rule.allowedWithin ?? []).some((p) => start !== undefined && end !== undefined && parseInstant(p.start)! <= start && end <= parseInstant(p.end)!);
      if (within) continue;
      const pattern = new RegExp(`(?<![\\p{L}\\p{N}])${rule.word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?![\\p{L}\\p{N}])`, 'iu');
      const visit = (node: unknown, path: string[]) => {
        if (typeof node === 'string') {
          const found = pattern.exec(node);
          if (found)
            out.push(
              diagnostic(
                'restricted-word',
                locate(loaded, path),
                `"${found[0]}" ${rule.allowedWithin?.length ? `is allowed only within the periods ${rule.law} sets, and this text is ${kind.kind === 'site' ? 'on every page, all year' : shown}` : `is not allowed (${rule.law})`}.`,
                rule.allowedWithin?.length
                  ? `Use another word (for a sale outside those periods: "offres", "promotions"), or show the page only within a period listed under restrictedWords in content-yaml/regions.yaml (${rule.law}).`
                  : `Use another word, or keep the evidence the claim needs on file (${rule.law}).`,
                rule.severity ?? 'error',
              ),
            );
        } else if (Array.isArray(node)) node.forEach((item, i) => visit(item, [...path, String(i)]));
        else if (typeof node === 'object' && node !== null) for (const [key, value] of Object.entries(node)) visit(value, [...path, key]);
      };
      visit(data, []);
    }
  }
  return out;
}
