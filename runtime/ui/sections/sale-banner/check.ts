import type { AnyCheck, RuleTable } from '../../../../codegen/checks/define.ts';
import { routeOfPage } from '../../../../codegen/merge/routes-table.ts';
import { parseInstant } from '../../../../core/instant.ts';
import { diagnostic, type Diagnostic } from '../../../../codegen/diagnostics.ts';
import type { LoadedFile } from '../../../../codegen/read/load-yaml.ts';
import { locate } from '../../../../codegen/read/locate.ts';
import { textLeaves } from '../../../../codegen/merge/text-leaves.ts';
import { documentOf } from '../../../../codegen/checks/units.ts';

export const rules = {
  'sale-stage': {
    title: 'Sale stages do not fit together',
    hint: "Start each stage where the previous one ends (same instant), begin the first at the route's startTime and end the last at its endTime (content-yaml/routes.yaml), and give early-sale entries one price per stage.",
  },
  'price-claim': {
    title: 'A saving typed on a sale page',
    hint: "A saving is computed from the prices, never typed: in a stage's discount line write {upTo} (the deepest reduction against the price each offer names); a card shows its own saving. Take the figure out of the text.",
  },
} as const satisfies RuleTable;

/** A percentage or an amount of money written in a text (not in a {placeholder} or a [[fact]], which are filled in from data). */
const TYPED_CLAIM = /\d[\d.,]*[\s\u00a0\u202f]?%|%[\s\u00a0\u202f]?\d|[$€£¥₩][\s\u00a0\u202f]?\d|\d[\d.,\u00a0\u202f]*[\s\u00a0\u202f]?(?:[€£¥₩]|EUR|USD|GBP)(?![A-Za-z])/;

interface StageData {
  key: string;
  startTime: string;
  endTime: string;
}
interface SaleItemData {
  id: string;
  product: string;
  price?: number;
  stagePrices?: number[];
}
interface SectionData {
  type?: string;
  stages?: StageData[];
  tabs?: { groups?: { items?: SaleItemData[] }[] }[];
}

/** The page's route window in this region (routes.yaml meta), and the region's list prices. */
export interface SaleContext {
  window: { startTime?: string; endTime?: string } | undefined;
  /** Undefined when the catalogue itself is invalid (its own errors are reported; prices are not checked). */
  listPrices: Readonly<Record<string, number | null | undefined>> | undefined;
}

/**
 * A sale campaign is data (seed 001 §4 "Sale stages"): next year's Black Friday
 * is a YAML edit. So the edit is checked: a sale banner's stages follow each
 * other without overlap or gap and exactly cover the page's route window, an
 * early-sale entry has one price per stage, and every sale price is below the
 * product's list price in the region's catalogue.
 */
export function checkSale(loaded: LoadedFile, page: { sections?: SectionData[] }, context: SaleContext): Diagnostic[] {
  const out: Diagnostic[] = [];
  const sections = page.sections ?? [];
  const bannerIndex = sections.findIndex((s) => s.type === 'sale-banner');
  const stages = bannerIndex >= 0 ? (sections[bannerIndex]!.stages ?? []) : [];
  const report = (rule: 'sale-stage' | 'price', pointer: string, message: string) => out.push(diagnostic(rule, locate(loaded, pointer), message));
  const stagePointer = (i: number, field: string) => `/sections/${bannerIndex}/stages/${i}/${field}`;

  const times = stages.map((s) => ({ start: parseInstant(s.startTime), end: parseInstant(s.endTime) }));
  for (let i = 1; i < stages.length; i++) {
    const previous = times[i - 1]!.end;
    const start = times[i]!.start;
    if (previous === undefined || start === undefined) continue; // an unreadable instant is reported by the schedule check
    const [a, b] = [stages[i - 1]!, stages[i]!];
    if (start !== previous)
      report(
        'sale-stage',
        stagePointer(i, 'startTime'),
        `The stage "${b.key}" starts (${b.startTime}) ${start < previous ? 'before' : 'after'} "${a.key}" ends (${a.endTime}): the stages ${start < previous ? 'overlap' : 'leave a gap'}.`,
      );
  }
  const window = context.window;
  if (stages.length && window) {
    const from = window.startTime === undefined ? undefined : parseInstant(window.startTime);
    const to = window.endTime === undefined ? undefined : parseInstant(window.endTime);
    const first = times[0]!.start;
    const last = times[times.length - 1]!.end;
    // A window that is itself broken is reported by the schedule check; comparing with it would only add noise.
    const windowValid = from === undefined || to === undefined || from < to;
    if (windowValid && from !== undefined && first !== undefined && first !== from) {
      const how = first < from ? 'before the route opens: that stage would never show' : 'after the route opens: the page would have no stage until then';
      report('sale-stage', stagePointer(0, 'startTime'), `The first stage starts (${stages[0]!.startTime}) ${how} (route startTime ${window.startTime}).`);
    }
    if (windowValid && to !== undefined && last !== undefined && last !== to) {
      const how = last > to ? 'after the route closes: the page redirects home before the stage ends' : 'before the route closes: the page would have no stage after it';
      report('sale-stage', stagePointer(stages.length - 1, 'endTime'), `The last stage ends (${stages[stages.length - 1]!.endTime}) ${how} (route endTime ${window.endTime}).`);
    }
  }

  sections.forEach((section, i) => {
    if (section.type !== 'sale-offers') return;
    section.tabs?.forEach((tab, t) =>
      tab.groups?.forEach((group, g) =>
        group.items?.forEach((item, k) => {
          const here = `/sections/${i}/tabs/${t}/groups/${g}/items/${k}`;
          if (item.price === undefined && item.stagePrices === undefined) report('price', here, `The sale entry "${item.id}" has no price: give it \`price\` or \`stagePrices\`.`);
          if (item.stagePrices && item.stagePrices.length !== stages.length)
            report('sale-stage', `${here}/stagePrices`, `The sale entry "${item.id}" has ${item.stagePrices.length} stage prices, but the page's sale banner has ${stages.length} stages.`);
          if (!context.listPrices) return;
          const list = context.listPrices[item.product];
          const priced = [
            ...(item.price === undefined ? [] : [{ pointer: `${here}/price`, value: item.price }]),
            ...(item.stagePrices ?? []).map((value, p) => ({ pointer: `${here}/stagePrices/${p}`, value })),
          ];
          for (const { pointer, value } of priced) {
            if (list === undefined || list === null) {
              report('price', `${here}/product`, `${item.product} has no list price in this region's catalogue, so its sale price cannot be checked.`);
              break;
            }
            if (value >= list) report('price', pointer, `The sale price ${value} of ${item.product} is not below its list price ${list} in this region's catalogue.`);
          }
        }),
      ),
    );
  });
  return out;
}

/**
 * [price-claim]: a sale page states no saving in its own words: a percentage or an amount of money typed in any of
 * its texts fails where it is written (the banner's "up to" figure is {upTo}, computed; each card shows its saving).
 * A figure in a [[fact]] or a {placeholder} is filled in from data and is no claim of the text's own.
 */
function typedClaims(loaded: LoadedFile, data: unknown): Diagnostic[] {
  return textLeaves(data).flatMap((leaf) => {
    const found = TYPED_CLAIM.exec(leaf.text.replace(/\[\[[^\]]*\]\]|\{[^{}]*\}/g, ' '));
    return found ? [diagnostic('price-claim', locate(loaded, `/${leaf.path.join('/')}`), `"${found[0].trim()}" is a saving typed in the text: on a sale page the figures come from the prices.`)] : [];
  });
}

export const checks: readonly AnyCheck[] = [
  {
    name: 'typed price claims',
    scope: 'file',
    kinds: ['page'],
    check: (file) => {
      const sections = documentOf(file, 'page')?.sections ?? [];
      return sections.some((s) => s.type === 'sale-banner' || s.type === 'sale-offers') ? typedClaims(file.loaded, file.data) : [];
    },
  },
  {
    // Sale campaigns: stages against the route's window, sale prices against the region's list prices.
    name: 'sales',
    scope: 'document',
    check: ({ document, region, own }, read) => {
      const sections = (own.data as { sections?: { type?: string }[] }).sections ?? [];
      if (!sections.some((s) => s.type === 'sale-banner' || s.type === 'sale-offers')) return [];
      const table = read.routeTable();
      const window = table && routeOfPage(table, document, region)?.meta;
      // A catalogue with errors of its own is reported for them, not once more for each sale price.
      const products = read.catalog(region)?.data.products;
      return checkSale(own.loaded, own.data as never, { window, listPrices: products && Object.fromEntries(Object.entries(products).map(([id, p]) => [id, p?.price])) });
    },
  },
];
