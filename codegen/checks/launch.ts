import { type LegalRules, requiredRouteStatus } from './legal.ts';
import type { CheckInput, RegionsDocument } from './registry.ts';
import { codeFrame, type Diagnostic } from '../diagnostics.ts';
import { locate, pointerSegments, type Location } from '../read/locate.ts';
import type { Meanings } from '../validate/meaning.ts';
import type { RegionDocument } from '../merge/resolve-extends.ts';
import type { RegionCode } from '../read/workspace.ts';

type Json = Record<string, unknown>;

/** What the launch checks read: the checks' input with a valid regions.yaml, and the run's warnings. */
export interface LaunchInput extends CheckInput {
  regions: RegionsDocument;
  /** The warnings of the run (errors stop a run before the report). */
  warnings: readonly Diagnostic[];
}
/** One thing that blocks a real launch in `regions`, where it is written. */
export interface Found extends Location {
  regions: readonly RegionCode[];
  message: string;
  hint?: string;
}
/** One kind of launch blocker: its id (shown as `[kind]`), title, default hint and how it is found. */
export interface LaunchCheck {
  kind: string;
  title: string;
  hint: string;
  find: (input: LaunchInput) => Found[];
}
export interface LaunchBlocker extends Found {
  kind: string;
}

const isObject = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);
const parentOf = (pointer: string) => pointer.slice(0, pointer.lastIndexOf('/'));
const codesOf = (input: LaunchInput) => Object.keys(input.regions.regions);
const at = (data: unknown, pointer: string): unknown => pointerSegments(pointer).reduce<unknown>((node, key) => (node as Record<string, unknown> | undefined)?.[key], data);
/** How a sample item or quote is named in the report: its name, company, outlet or label, and its id. */
const nameOf = (item: unknown) => {
  if (!isObject(item)) return 'a value';
  const name = [item.title, item.company, item.name, item.outlet, item.label, item.contactType].find((v) => typeof v === 'string');
  return `${typeof item.id === 'string' ? item.id : 'an item'}${name ? ` ("${name}")` : ''}`;
};

/**
 * Where the value at `pointer` of `region`'s merged page is written: in the region's own file, or in the
 * file it inherits it from (`extends`). Items of lists are matched by id, as inheritance merges them.
 */
function sourceOf(input: LaunchInput, page: string, region: RegionCode, merged: Json, pointer: string): Location {
  const steps: { key: string; id?: unknown }[] = [];
  let node: unknown = merged;
  for (const key of pointerSegments(pointer)) {
    const next = (node as Record<string, unknown> | undefined)?.[key];
    steps.push(Array.isArray(node) && isObject(next) && next.id !== undefined ? { key, id: next.id } : { key });
    node = next;
  }
  const seen = new Set<RegionCode>();
  for (let r: RegionCode | undefined = region; r && !seen.has(r); ) {
    seen.add(r);
    const doc: RegionDocument | undefined = input.pages.get(page)?.get(r);
    if (!doc) break;
    const path: string[] = [];
    let cur: unknown = doc.data;
    for (const { key, id } of steps) {
      const index = Array.isArray(cur) && id !== undefined ? cur.findIndex((e) => isObject(e) && e.id === id) : -2;
      const step = index === -2 ? key : String(index);
      cur = index === -1 ? undefined : (cur as Record<string, unknown> | undefined)?.[step];
      if (cur === undefined) break;
      path.push(step);
    }
    if (cur !== undefined) return locate(doc.loaded, path);
    r = typeof doc.data.extends === 'string' ? doc.data.extends : undefined;
  }
  const own = input.pages.get(page)?.get(region);
  return own ? locate(own.loaded, []) : { file: `content-yaml/${region}/pages/${page}.yaml`, line: 1, column: 1 };
}

/** Each page a region shows, after inheritance, with its index; a pointer under a disabled section is not shown. */
function* shownPages(input: LaunchInput): Generator<{ page: string; region: RegionCode; doc: Json; meanings: Meanings; shown: (pointer: string) => boolean }> {
  for (const [page, byRegion] of input.mergedPages)
    for (const [region, doc] of byRegion) {
      const sections = Array.isArray(doc.sections) ? doc.sections : [];
      const shown = (pointer: string) => {
        const [first, index] = pointerSegments(pointer);
        return !(first === 'sections' && isObject(sections[Number(index)]) && (sections[Number(index)] as Json).disabled === true);
      };
      yield { page, region, doc, meanings: input.meaningsOf(doc), shown };
    }
}

/** The regions that show the item of a shared file (regions.yaml, dealers.yaml) at `pointer`. */
function regionsShowing(input: LaunchInput, file: string, data: Json, pointer: string): RegionCode[] {
  const list = pointerSegments(pointer).at(-3);
  const item = at(data, parentOf(pointer));
  if (!isObject(item)) return codesOf(input);
  if (file.endsWith('dealers.yaml') && list === 'dealers') {
    // A dealer shows where a dealer-list section names its group.
    const regions = new Set<RegionCode>();
    for (const { region, doc } of shownPages(input)) {
      const sections = Array.isArray(doc.sections) ? doc.sections.filter(isObject) : [];
      if (sections.some((s) => s.type === 'dealer-list' && s.disabled !== true && Array.isArray(s.groups) && s.groups.some((g) => isObject(g) && g.id === item.group))) regions.add(region);
    }
    return codesOf(input).filter((r) => regions.has(r));
  }
  if (file.endsWith('regions.yaml') && pointer.startsWith('/organization/offices/')) {
    // An office shows in the footer of the regions that name it, and on the pages that list it.
    const footerOffice = (r: RegionCode, seen = new Set<RegionCode>()): unknown => {
      const site = input.sites.get(r)?.data;
      if (!site || seen.has(r)) return undefined;
      seen.add(r);
      const office = isObject(site.companyAddress) ? site.companyAddress.office : undefined;
      return office ?? (typeof site.extends === 'string' ? footerOffice(site.extends, seen) : undefined);
    };
    const regions = new Set(codesOf(input).filter((r) => footerOffice(r) === item.id));
    for (const { region, meanings, shown } of shownPages(input)) if (meanings.office.some((m) => m.value === item.id && shown(m.pointer))) regions.add(region);
    return codesOf(input).filter((r) => regions.has(r));
  }
  if (file.endsWith('regions.yaml') && pointer.startsWith('/organization/hosting/')) {
    // A hosting provider shows where a region on its host shows the fact: in its footer's facts or a company-facts section.
    const host = pointerSegments(pointer)[2];
    const footerFacts = (r: RegionCode, seen = new Set<RegionCode>()): unknown => {
      const site = input.sites.get(r)?.data;
      if (!site || seen.has(r)) return undefined;
      seen.add(r);
      const facts = isObject(site.companyAddress) ? site.companyAddress.facts : undefined;
      return facts ?? (typeof site.extends === 'string' ? footerFacts(site.extends, seen) : undefined);
    };
    const regions = new Set(codesOf(input).filter((r) => isObject(footerFacts(r)) && 'hostingProvider' in (footerFacts(r) as Json)));
    for (const { region, doc } of shownPages(input)) {
      const sections = Array.isArray(doc.sections) ? doc.sections.filter(isObject) : [];
      if (sections.some((s) => s.type === 'company-facts' && s.disabled !== true && isObject(s.facts) && 'hostingProvider' in s.facts)) regions.add(region);
    }
    return codesOf(input).filter((r) => regions.has(r) && (input.regions.regions[r] as { host?: string } | undefined)?.host === host);
  }
  // A contact point is in every page's structured data; any other shared value is every region's.
  return codesOf(input);
}

const SAMPLE_HINT = 'Replace the item with the real one and remove its `sample: true`, or remove the item (the site labels it as sample data meanwhile; docs/decisions.md D38).';

/**
 * The kinds of launch blocker, in the order the report lists them. A new kind (required pages per
 * market, a market rule's warning) is one entry here.
 */
export const LAUNCH_CHECKS: readonly LaunchCheck[] = [
  {
    kind: 'sample',
    title: 'Sample data (demonstration content, not a fact)',
    hint: SAMPLE_HINT,
    find: (input) => {
      const found: Found[] = [];
      // Shared files: each region that shows the item.
      for (const file of input.files)
        if (file.kind.kind === 'regions' || file.kind.kind === 'dealers')
          for (const { pointer } of file.meanings.sample)
            found.push({
              ...locate(file.loaded, pointer),
              regions: regionsShowing(input, file.loaded.file, file.data, pointer),
              message: `${nameOf(at(file.data, parentOf(pointer)))} is sample data.`,
            });
      // Pages: each region's page after inheritance, where the item is written.
      for (const { page, region, doc, meanings, shown } of shownPages(input))
        for (const { pointer } of meanings.sample)
          if (shown(pointer)) found.push({ ...sourceOf(input, page, region, doc, pointer), regions: [region], message: `${nameOf(at(doc, parentOf(pointer)))} is sample data.` });
      return found;
    },
  },
  {
    kind: 'deployer-value',
    title: 'A value the deployer has not set',
    hint: 'Set the real value where it is written (its schema description says its form); the site shows it once set.',
    find: (input) =>
      input.files.flatMap((file) =>
        file.meanings.deployer
          .filter((m) => m.value === '')
          .map(({ pointer }) => {
            const [first, code] = pointerSegments(pointer);
            const regions = 'region' in file.kind ? [file.kind.region] : first === 'regions' && code && code in input.regions.regions ? [code] : codesOf(input);
            const key = pointerSegments(pointer).at(-1);
            return {
              ...locate(file.loaded, pointer),
              regions,
              message: `${key} is unset (null): the deployer sets it before launch.`,
              hint: `Set ${key} to the real value in ${file.loaded.file} (its schema description says its form, e.g. ${key === 'icpFiling' ? '粤ICP备12345678号-1' : key === 'publicSecurityFiling' ? '京公网安备11010502030143号' : 'the filed number'}); the footer shows it once set.`,
            };
          }),
      ),
  },
  {
    kind: 'required-page',
    title: 'A page the market requires is not live yet',
    hint: "Write the page's content in the region's language and set its route's `status: live` in content-yaml/routes.yaml (regions.yaml legal.requiredPages names it; docs/market-rules.md).",
    find: (input) => {
      const file = input.files.find((f) => f.kind.kind === 'regions');
      if (!file || !input.routes) return [];
      const table = input.routes.table;
      return Object.entries(input.regions.regions).flatMap(([region, entry]) =>
        ((entry as { legal?: LegalRules }).legal?.requiredPages ?? []).flatMap(({ route, law }, i) =>
          requiredRouteStatus(table, region, route) === 'planned'
            ? [
                {
                  ...locate(file.loaded, ['regions', region, 'legal', 'requiredPages', String(i), 'route']),
                  regions: [region],
                  message: `The page "${route}" (${law}) is registered but still planned: it answers 404.`,
                },
              ]
            : [],
        ),
      );
    },
  },
  {
    kind: 'quote-source',
    title: 'A quote without a source',
    hint: 'Give the quote a `source` (date, link, permission) in each region that shows it, or mark it `sample: true`; a quote with neither is dropped before launch.',
    find: (input) => {
      const found: Found[] = [];
      for (const { page, region, doc, meanings, shown } of shownPages(input))
        for (const { pointer } of meanings.attributed) {
          const item = at(doc, pointer);
          if (shown(pointer) && isObject(item) && item.source === undefined && item.sample !== true)
            found.push({ ...sourceOf(input, page, region, doc, pointer), regions: [region], message: `The quote ${nameOf(item)} has no source record (outlet, date, link, permission).` });
        }
      return found;
    },
  },
  {
    kind: 'warning',
    title: 'A warning of make generate',
    hint: 'Fix the warning (make generate prints its own hint), or record why it does not apply.',
    find: (input) =>
      input.warnings.map((d) => {
        const code = /^content-yaml\/([a-z]{2})\//.exec(d.file)?.[1];
        return {
          file: d.file,
          line: d.line,
          column: d.column,
          regions: code && code in input.regions.regions ? [code] : codesOf(input),
          message: `[${d.rule}] ${d.message}`,
          ...(d.hint ? { hint: d.hint } : {}),
        };
      }),
  },
];

/** Every launch blocker of the content, each once with every region it blocks (sorted by file and position). */
export function launchBlockers(input: LaunchInput, checks: readonly LaunchCheck[] = LAUNCH_CHECKS): LaunchBlocker[] {
  const byPlace = new Map<string, LaunchBlocker>();
  for (const check of checks)
    for (const found of check.find(input)) {
      const key = `${check.kind}\0${found.file}\0${found.line}\0${found.column}`;
      const known = byPlace.get(key);
      if (known) known.regions = [...new Set([...known.regions, ...found.regions])];
      else byPlace.set(key, { kind: check.kind, ...found, regions: [...found.regions] });
    }
  const order = codesOf(input);
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
export function formatLaunchReport(
  blockers: readonly LaunchBlocker[],
  codes: readonly RegionCode[],
  options: { sources?: ReadonlyMap<string, string>; frames?: boolean; checks?: readonly LaunchCheck[] } = {},
): string {
  const checks = options.checks ?? LAUNCH_CHECKS;
  const out: string[] = [];
  for (const region of codes) {
    const mine = blockers.filter((b) => b.regions.includes(region));
    out.push(mine.length ? `${region}: not ready, ${mine.length} blocker${mine.length === 1 ? '' : 's'}` : `${region}: ready`);
    for (const check of checks) {
      const ofKind = mine.filter((b) => b.kind === check.kind);
      if (!ofKind.length) continue;
      out.push(`  [${check.kind}] ${check.title} (${ofKind.length})`, `    hint: ${check.hint}`);
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
