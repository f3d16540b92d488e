import type { AnyCheck, Found, RuleTable } from './define.ts';
import { requiredRouteStatus } from './legal.ts';
import type { CheckSource, Reads } from './reads.ts';
import type { RegionsDocument } from '../../dist/generated/content-types.ts';
import type { Diagnostic } from '../diagnostics.ts';
import { locate, parentOf, pointerSegments, type Location } from '../read/locate.ts';
import type { Meanings } from '../validate/meaning.ts';
import type { RegionDocument } from '../merge/resolve-extends.ts';
import type { RegionCode } from '../read/workspace.ts';
import { isMap as isObject, type Json } from '../json.ts';
import { inherited, valueAt } from './walk.ts';

/** What the launch checks read: the content with a valid regions.yaml, and the run's warnings. */
interface LaunchInput extends Pick<CheckSource, 'files' | 'routes' | 'sites' | 'pages' | 'mergedPages' | 'mergedSites' | 'meaningsOf'> {
  regions: RegionsDocument;
  /** The warnings of the run (errors stop a run before the report). */
  warnings: readonly Diagnostic[];
}
const inputOf = (read: Reads, warnings: readonly Diagnostic[]): LaunchInput => ({
  files: read.files(),
  regions: read.regions(),
  routes: read.routeTable() && read.routes(),
  sites: read.sites(),
  pages: read.pages(),
  mergedPages: read.mergedPages(),
  mergedSites: read.mergedSites(),
  meaningsOf: read.meaningsOf,
  warnings,
});

const codesOf = (input: LaunchInput) => Object.keys(input.regions.regions);
/** A fact's value as the report names it: its code, date or count. */
const factValue = (fact: unknown) => (isObject(fact) ? JSON.stringify([fact.code, fact.date, fact.count, fact.amount].find((v) => v !== undefined) ?? null) : 'null');
/** How a sample item or quote is named in the report: its name, company, outlet, label or link, and its id (a menu entry's `identify`). */
const nameOf = (item: unknown) => {
  if (!isObject(item)) return 'a value';
  const name = [item.title, item.company, item.name, item.outlet, item.label, item.contactType, item.link, item.code].find((v) => typeof v === 'string');
  const id = [item.id, item.identify].find((v) => typeof v === 'string');
  return `${typeof id === 'string' ? id : 'an item'}${name ? ` ("${name}")` : ''}`;
};

/**
 * Where the value at `pointer` of `region`'s merged page is written: in the region's own file, or in the
 * file it inherits it from (`extends`). Items of lists are matched by id, as inheritance merges them.
 */
function sourceOf(docs: ReadonlyMap<RegionCode, RegionDocument> | undefined, fallback: string, region: RegionCode, merged: Json, pointer: string): Location {
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
    const doc: RegionDocument | undefined = docs?.get(r);
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
  const own = docs?.get(region);
  return own ? locate(own.loaded, []) : { file: fallback, line: 1, column: 1 };
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
  const item = valueAt(data, parentOf(pointer));
  if (!isObject(item)) return codesOf(input);
  if (file.endsWith('dealers.yaml') && list === 'dealers') {
    // A dealer shows where a page names its group (`"x-dealer-group"`).
    const regions = new Set<RegionCode>();
    for (const { region, meanings, shown } of shownPages(input)) if (meanings['dealer-group'].some((m) => m.value === item.group && shown(m.pointer))) regions.add(region);
    return codesOf(input).filter((r) => regions.has(r));
  }
  if (file.endsWith('regions.yaml') && pointer.startsWith('/organization/offices/')) {
    // An office shows in the footer of the regions that name it, and on the pages that list it.
    const regions = new Set(codesOf(input).filter((r) => inherited(input.sites, r, ['companyAddress', 'office'])?.value === item.id));
    for (const { region, meanings, shown } of shownPages(input)) if (meanings.office.some((m) => m.value === item.id && shown(m.pointer))) regions.add(region);
    return codesOf(input).filter((r) => regions.has(r));
  }
  if (file.endsWith('regions.yaml') && pointer.startsWith('/organization/hosting/')) {
    // A hosting provider shows where a region on its host shows the fact: in its footer's facts or a page's (`"x-company-fact"`).
    const host = pointerSegments(pointer)[2];
    const footerFacts = (r: RegionCode, seen = new Set<RegionCode>()): unknown => {
      const site = input.sites.get(r)?.data;
      if (!site || seen.has(r)) return undefined;
      seen.add(r);
      const facts = isObject(site.companyAddress) ? site.companyAddress.facts : undefined;
      return facts ?? (typeof site.extends === 'string' ? footerFacts(site.extends, seen) : undefined);
    };
    const regions = new Set(codesOf(input).filter((r) => isObject(footerFacts(r)) && 'hostingProvider' in (footerFacts(r) as Json)));
    for (const { region, meanings, shown } of shownPages(input)) if (meanings['company-fact'].some((m) => m.pointer.endsWith('/hostingProvider') && shown(m.pointer))) regions.add(region);
    return codesOf(input).filter((r) => regions.has(r) && (input.regions.regions[r] as { host?: string } | undefined)?.host === host);
  }
  // A contact point is in every page's structured data; any other shared value is every region's.
  return codesOf(input);
}

/** Every text of a document with its pointer. */
function textsOf(node: unknown, pointer = ''): [string, string][] {
  if (typeof node === 'string') return [[pointer, node]];
  if (Array.isArray(node)) return node.flatMap((v, i) => textsOf(v, `${pointer}/${i}`));
  if (isObject(node)) return Object.entries(node).flatMap(([k, v]) => textsOf(v, `${pointer}/${k.replaceAll('~', '~0').replaceAll('/', '~1')}`));
  return [];
}
/** Whether a text refers to the fact `name` (`[[name]]` or `[[name|style]]`, docs/market-rules.md "Facts kept once"). */
const refers = (text: string, name: string) => text.includes(`[[${name}]]`) || text.includes(`[[${name}|`);
const refersTo = (doc: Json | undefined, name: string) => textsOf(doc).some(([, text]) => refers(text, name));

const SAMPLE_HINT = 'Replace the item with the real one and remove its `sample: true`, or remove the item (the site labels it as sample data meanwhile; docs/decisions.md D38).';

const samples = (input: LaunchInput): Found[] => {
  const found: Found[] = [];
  // Shared files: each region that shows the item.
  for (const file of input.files)
    if (file.kind.kind === 'regions' || file.kind.kind === 'dealers')
      for (const { pointer } of file.meanings.sample)
        found.push({
          ...locate(file.loaded, pointer),
          regions: regionsShowing(input, file.loaded.file, file.data, pointer),
          message: `${nameOf(valueAt(file.data, parentOf(pointer)))} is sample data.`,
        });
  // Site files: each region whose footer and menus show the item after inheritance (uk and eu take us's
  // social links), located where it is written.
  for (const file of input.files)
    if (file.kind.kind === 'site')
      for (const { pointer } of file.meanings.sample) {
        const here = locate(file.loaded, pointer);
        const regions = codesOf(input).filter((r) => {
          const merged = input.mergedSites.get(r);
          if (!merged || valueAt(merged, pointer) !== true) return false;
          const there = sourceOf(input.sites, file.loaded.file, r, merged, pointer);
          return there.file === here.file && there.line === here.line;
        });
        if (regions.length) found.push({ ...here, regions, message: `${nameOf(valueAt(file.data, parentOf(pointer)))} is sample data.` });
      }
  // Facts (facts.yaml): each region whose texts refer to the fact ([[name]]), on a page it shows or in its site texts.
  for (const file of input.files)
    if (file.kind.kind === 'facts')
      for (const { pointer } of file.meanings.sample) {
        const name = pointerSegments(pointer).at(-2) ?? '';
        const onPages = new Set([...shownPages(input)].filter((p) => textsOf(p.doc).some(([where, text]) => p.shown(where) && refers(text, name))).map((p) => p.region));
        const regions = codesOf(input).filter((r) => onPages.has(r) || refersTo(input.mergedSites.get(r), name));
        if (regions.length) found.push({ ...locate(file.loaded, pointer), regions, message: `The fact ${name} (${factValue(valueAt(file.data, parentOf(pointer)))}) is sample data.` });
      }
  // Pages: each region's page after inheritance, where the item is written.
  for (const { page, region, doc, meanings, shown } of shownPages(input))
    for (const { pointer } of meanings.sample)
      if (shown(pointer))
        found.push({
          ...sourceOf(input.pages.get(page), `content-yaml/${region}/pages/${page}.yaml`, region, doc, pointer),
          regions: [region],
          message: `${nameOf(valueAt(doc, parentOf(pointer)))} is sample data.`,
        });
  return found;
};
const deployerValues = (input: LaunchInput): Found[] =>
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
  );
const plannedRequiredPages = (input: LaunchInput): Found[] => {
  const file = input.files.find((f) => f.kind.kind === 'regions');
  if (!file || !input.routes) return [];
  const table = input.routes.table;
  return Object.entries(input.regions.regions).flatMap(([region, entry]) =>
    (entry?.legal?.requiredPages ?? []).flatMap(({ route, law }, i) =>
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
};
const unsourcedQuotes = (input: LaunchInput): Found[] => {
  const found: Found[] = [];
  for (const { page, region, doc, meanings, shown } of shownPages(input))
    for (const { pointer } of meanings.attributed) {
      const item = valueAt(doc, pointer);
      if (shown(pointer) && isObject(item) && item.source === undefined && item.sample !== true)
        found.push({
          ...sourceOf(input.pages.get(page), `content-yaml/${region}/pages/${page}.yaml`, region, doc, pointer),
          regions: [region],
          message: `The quote ${nameOf(item)} has no source record (outlet, date, link, permission).`,
        });
    }
  return found;
};
const generateWarnings = (input: LaunchInput): Found[] =>
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
  });

/**
 * The kinds of launch blocker, in the order the report lists them: each a rule of the catalogue, found by
 * a launch check of the registry (codegen/checks/index.ts; required-page's is in legal.ts). A new kind is
 * one more rule and check here, or in a module of its own.
 */
export const rules = {
  sample: { title: 'Sample data (demonstration content, not a fact)', hint: SAMPLE_HINT },
  'deployer-value': { title: 'A value the deployer has not set', hint: 'Set the real value where it is written (its schema description says its form); the site shows it once set.' },
  'quote-source': {
    title: 'A quote without a source',
    hint: 'Give the quote a `source` (date, link, permission) in each region that shows it, or mark it `sample: true`; a quote with neither is dropped before launch.',
  },
  warning: { title: 'A warning of make generate', hint: 'Fix the warning (make generate prints its own hint), or record why it does not apply.' },
} as const satisfies RuleTable;

export const checks: readonly AnyCheck[] = [
  { name: 'launch: sample', scope: 'launch', rule: 'sample', find: (read, warnings) => samples(inputOf(read, warnings)) },
  { name: 'launch: deployer-value', scope: 'launch', rule: 'deployer-value', find: (read, warnings) => deployerValues(inputOf(read, warnings)) },
  { name: 'launch: required-page', scope: 'launch', rule: 'required-page', find: (read, warnings) => plannedRequiredPages(inputOf(read, warnings)) },
  { name: 'launch: quote-source', scope: 'launch', rule: 'quote-source', find: (read, warnings) => unsourcedQuotes(inputOf(read, warnings)) },
  { name: 'launch: warning', scope: 'launch', rule: 'warning', find: (read, warnings) => generateWarnings(inputOf(read, warnings)) },
];
