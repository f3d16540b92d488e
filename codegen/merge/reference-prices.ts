import { parseInstant } from '../../core/instant.ts';
import type { Reads } from '../checks/reads.ts';
import { routeOfPage } from './routes-table.ts';

/**
 * Reference prices (EU Omnibus Directive, Directive 98/6/EC Art. 6a; UK DMCC Act and CMA pricing
 * guidance): in a region whose `regions.yaml` entry says `priceRules: { referencePrice:
 * lowest-30-days }`, a reduced price shown against a struck price names the lowest price the
 * product was sold at in the 30 days before the reduction started. Prices and their windows are
 * data (catalog.yaml list and promotional prices, the sale pages' stage prices), so the history of
 * every price is known here: this module builds it, computes each reference price, and says where
 * a struck price was not a price the product was genuinely sold at.
 */

const DAY = 86_400_000;

/** The rules a region may name (regions.schema.json `priceRules.referencePrice`), as days of history. */
export const REFERENCE_PRICE_DAYS: Readonly<Record<string, number>> = { 'lowest-30-days': 30 };

/** A price in force over [from, to) (epoch ms); an open end is unbounded (the list price has neither). */
export interface PricePeriod {
  price: number;
  from?: number;
  to?: number;
}

/** The price a shopper paid at `at`: the lowest price in force then (a promotion or sale price below the list price). */
export function chargedAt(periods: readonly PricePeriod[], at: number): number | undefined {
  let lowest: number | undefined;
  for (const p of periods) {
    if ((p.from === undefined || p.from <= at) && (p.to === undefined || at < p.to) && (lowest === undefined || p.price < lowest)) lowest = p.price;
  }
  return lowest;
}

/**
 * The prices charged over the `days` days before `start`: the lowest of them, and every price
 * that was charged at some instant of that span.
 *
 * @example
 * const history = [{ price: 1599 }, { price: 1349, from: nov14, to: nov22 }];
 * pricesBefore(history, nov22, 30) // => { lowest: 1349, charged: [1349, 1599] }
 */
export function pricesBefore(periods: readonly PricePeriod[], start: number, days: number): { lowest: number | undefined; charged: number[] } {
  const from = start - days * DAY;
  // The charged price is constant between two period boundaries: look at the span's start and every boundary inside it.
  const instants = new Set([from]);
  for (const p of periods) for (const edge of [p.from, p.to]) if (edge !== undefined && edge > from && edge < start) instants.add(edge);
  const charged = new Set<number>();
  for (const at of instants) {
    const price = chargedAt(periods, at);
    if (price !== undefined) charged.add(price);
  }
  const list = [...charged].sort((a, b) => a - b);
  return { lowest: list[0], charged: list };
}

/** What the runtime reads: per sale entry (by item id) one value per stage, per promoted product one value. */
export interface ReferencePrices {
  /** Per sale page, per sale entry id: for each stage of the page's banner, the lowest price of the 30 days before its price began, or null when the stage's price is not below it (no reduction to show). */
  sales: Record<string, Record<string, (number | null)[]>>;
  /** Per product with a promotional price (catalog.yaml `activityPrice`): the lowest price of the 30 days before the promotion started, or null when the promotion is not below it. */
  promotions: Record<string, number | null>;
  /** Per promoted product whose promotion runs longer than the market allows (priceRules.reductionLimitDays): the instant (epoch ms) from which it is the regular price. */
  regularFrom: Record<string, number>;
}

/** A reduction whose struck price was not charged, or whose price is no reduction: where it is written and what to say. */
export interface ReferenceProblem {
  severity: 'error' | 'warning';
  /** 'catalog', or the page whose sale entry it is. */
  where: { kind: 'catalog' } | { kind: 'page'; page: string };
  pointer: string;
  message: string;
  hint: string;
}

interface Stage {
  key: string;
  startTime: string;
  endTime: string;
}
interface SaleItem {
  id: string;
  product: string;
  price?: number;
  stagePrices?: number[];
}
interface SalePage {
  sections?: { type?: string; stages?: Stage[]; tabs?: { groups?: { items?: SaleItem[] }[] }[] }[];
}
interface Product {
  price: number | null;
  activityPrice?: number;
  activityTime?: { startTime: string; endTime?: string };
}

/** One region's data the reference prices are computed from. */
export interface ReferenceInput {
  /** Days of history (REFERENCE_PRICE_DAYS of the region's rule). */
  days: number;
  /** How long a reduction may be announced as one (priceRules.reductionLimitDays), when the market sets it. */
  limitDays?: number;
  products: Readonly<Record<string, Product>>;
  /** The region's sale pages after `extends`, each with its route's window in the region. */
  salePages: readonly { page: string; doc: SalePage; window?: { startTime?: string; endTime?: string } }[];
  /** Formats an amount for a message (the region's currency). */
  money?: (amount: number) => string;
}

interface SaleEntry {
  page: string;
  pointer: string;
  item: SaleItem;
  /** Per stage: the price shown, its window and the instant that price began (the first of the run of stages with the same price). */
  stages: { key: string | undefined; price: number; from?: number; to?: number; since?: number; sinceText?: string; pointer: string }[];
}

/** Every sale entry of the sale pages with its price per stage (or for the route window when the page has no stages). */
function saleEntries(salePages: ReferenceInput['salePages']): SaleEntry[] {
  const out: SaleEntry[] = [];
  for (const { page, doc, window } of salePages) {
    const sections = doc.sections ?? [];
    const stages = sections.find((s) => s.type === 'sale-banner')?.stages ?? [];
    // Each stage of the page's banner, or the route's window when it has none.
    const windows = (stages.length ? stages : [{ key: undefined, startTime: window?.startTime, endTime: window?.endTime }]).map((w) => ({
      key: w.key,
      start: w.startTime,
      from: w.startTime === undefined ? undefined : parseInstant(w.startTime),
      to: w.endTime === undefined ? undefined : parseInstant(w.endTime),
    }));
    sections.forEach((section, i) => {
      if (section.type !== 'sale-offers') return;
      section.tabs?.forEach((tab, t) =>
        tab.groups?.forEach((group, g) =>
          group.items?.forEach((item, k) => {
            const pointer = `/sections/${i}/tabs/${t}/groups/${g}/items/${k}`;
            const entry: SaleEntry = { page, pointer, item, stages: [] };
            windows.forEach((w, j) => {
              const prices = item.stagePrices?.length ? item.stagePrices : undefined;
              const price = prices ? prices[Math.min(j, prices.length - 1)] : item.price;
              if (price === undefined) return;
              const previous = entry.stages[j - 1];
              // Back-to-back stages at the same price are one reduction: it began with the first of them.
              const [since, sinceText] = previous && previous.price === price ? [previous.since, previous.sinceText] : [w.from, w.start];
              const at = prices ? `${pointer}/stagePrices/${Math.min(j, prices.length - 1)}` : `${pointer}/price`;
              entry.stages.push({ key: w.key, price, from: w.from, to: w.to, since, sinceText, pointer: at });
            });
            out.push(entry);
          }),
        ),
      );
    });
  }
  return out;
}

/**
 * The reference price of every reduction of one region, and the reductions that break the rule:
 * an error where the struck (list) price was not charged at any instant of the 30 days before the
 * reduction (a promotion or an earlier sale ran the whole time), a warning where the reduced price
 * is not below the lowest price of those 30 days (the page then shows no struck price and no saving).
 */
export function referencePrices(input: ReferenceInput): { values: ReferencePrices; problems: ReferenceProblem[] } {
  const money = input.money ?? String;
  const sales = saleEntries(input.salePages);
  // The history of each product: list price, promotional price in its window, every sale price in its stage.
  const history = new Map<string, PricePeriod[]>();
  const periods = (product: string) => {
    let list = history.get(product);
    if (!list) history.set(product, (list = []));
    return list;
  };
  for (const [id, p] of Object.entries(input.products)) {
    if (p.price !== null) periods(id).push({ price: p.price });
    if (p.activityPrice !== undefined && p.activityTime) {
      const from = parseInstant(p.activityTime.startTime);
      const to = p.activityTime.endTime === undefined ? undefined : parseInstant(p.activityTime.endTime);
      if (from !== undefined) periods(id).push({ price: p.activityPrice, from, to });
    }
  }
  for (const entry of sales) for (const s of entry.stages) periods(entry.item.product).push({ price: s.price, from: s.from, to: s.to });

  const values: ReferencePrices = { sales: {}, promotions: {}, regularFrom: {} };
  const problems: ReferenceProblem[] = [];
  const days = input.days;
  /** The reference of one reduction, checked: the struck list price must have been charged, the price must be below the lowest. */
  // A price kept over several stages is one reduction: judged at each stage, reported once.
  const reported = new Set<string>();
  const report = (problem: ReferenceProblem, since: number | undefined) => {
    const key = `${JSON.stringify(problem.where)}${problem.pointer}@${since}`;
    if (!reported.has(key)) problems.push(problem);
    reported.add(key);
  };
  const judge = (product: string, price: number, since: number | undefined, sinceText: string | undefined, what: string, where: ReferenceProblem['where'], pointer: string): number | null => {
    const list = input.products[product]?.price;
    if (list === undefined || list === null) return null; // nothing is struck through (check-sale.ts reports the missing list price)
    // A reduction without a start (a sale page without stages or window) is older than any history: its reference is the list price.
    const { lowest, charged } = since === undefined ? { lowest: list, charged: [list] } : pricesBefore(history.get(product) ?? [], since, days);
    if (lowest === undefined) return null;
    const startText = since === undefined ? 'before any price of the schedule' : (sinceText ?? new Date(since).toISOString());
    if (!charged.includes(list)) {
      report(
        {
          severity: 'error',
          where,
          pointer,
          message: `${what} (${money(price)}) is shown against the struck list price ${money(list)} of ${product}, but the product was not sold at ${money(list)} at any time in the ${days} days before this price began (${startText}): it was sold at ${charged.map(money).join(', ')}.`,
          hint: `A struck price must be a price the product was sold at in the ${days} days before the reduction (regions.yaml priceRules). Start this reduction at least ${days} days after the earlier promotion or sale of ${product} ends (its activityTime.endTime, or the stage dates), or end that earlier reduction sooner.`,
        },
        since,
      );
      return null;
    }
    if (price >= lowest) {
      report(
        {
          severity: 'warning',
          where,
          pointer,
          message: `${what} (${money(price)}) is not below ${money(lowest)}, the lowest price of ${product} in the ${days} days before it began (${startText}): it is no reduction, so the page shows it without the struck price and without a saving.`,
          hint: `To show it as a reduction, give it a price below ${money(lowest)}; do not raise a price between stages while a struck price is shown.`,
        },
        since,
      );
      return null;
    }
    return lowest;
  };
  for (const entry of sales) {
    const byItem = (values.sales[entry.page] ??= {});
    byItem[entry.item.id] = entry.stages.map((s) =>
      judge(
        entry.item.product,
        s.price,
        s.since,
        s.sinceText,
        s.key ? `The "${s.key}" price of the sale entry "${entry.item.id}"` : `The sale price of the entry "${entry.item.id}"`,
        { kind: 'page', page: entry.page },
        s.pointer,
      ),
    );
  }
  for (const [id, p] of Object.entries(input.products)) {
    if (p.activityPrice === undefined || !p.activityTime) continue;
    const since = parseInstant(p.activityTime.startTime);
    if (since === undefined) continue; // reported by the schedule check
    values.promotions[id] = judge(id, p.activityPrice, since, p.activityTime.startTime, `The promotional price of ${id}`, { kind: 'catalog' }, `/products/${id}/activityPrice`);
    if (values.promotions[id] !== null) overLimit(id, p.activityTime, input.limitDays, values, problems);
  }
  return { values, problems };
}

/** When a promotion announced longer than the market allows (priceRules.reductionLimitDays) turns into the regular price; undefined while it ends within the limit. */
export function regularFrom(time: { startTime: string; endTime?: string | undefined } | undefined, limitDays: number | undefined): number | undefined {
  const start = time && parseInstant(time.startTime);
  if (start === undefined || limitDays === undefined) return undefined;
  const end = time!.endTime === undefined ? undefined : parseInstant(time!.endTime);
  return end !== undefined && end <= start + limitDays * DAY ? undefined : start + limitDays * DAY;
}

/** A reduction announced longer than the market allows is the regular price from then on (no prior price, no saving): when, and the warning. */
function overLimit(id: string, time: { startTime: string; endTime?: string }, limitDays: number | undefined, values: ReferencePrices, problems: ReferenceProblem[]) {
  const regular = regularFrom(time, limitDays);
  if (regular === undefined) return;
  values.regularFrom[id] = regular;
  problems.push({
    severity: 'warning',
    where: { kind: 'catalog' },
    pointer: `/products/${id}/activityTime/startTime`,
    message: `The promotional price of ${id} runs from ${time.startTime}${time.endTime === undefined ? ' with no end' : ` to ${time.endTime}`}, longer than the ${limitDays} days a reduction may be announced here (regions.yaml priceRules.reductionLimitDays): from ${new Date(regular).toISOString().slice(0, 10)} it is the regular price, shown without a struck price or saving.`,
    hint: "End the promotion within the limit (activityTime.endTime), or make the price the product's list price (price) if it is meant to stay.",
  });
}

/**
 * A region's reference prices and their problems (undefined without the rule or a catalogue), kept with its
 * catalogue's file while what it read is the same (the checks' recorded reads, checks/run.ts `derive`): the check
 * and the emitter read one result, and a save in another region reuses it. The input: the region's catalogue, and
 * each of its pages with sale offers, after `extends`, with its route's window.
 */
export function regionReferencePrices(region: string, read: Reads): { days: number; values: ReferencePrices; problems: ReferenceProblem[] } | undefined {
  const catalog = read.catalog(region);
  if (!catalog) return undefined;
  return read.derive(catalog.loaded, 'reference prices', (own) => {
    const entry = own.regions().regions[region];
    const rule = entry?.priceRules?.referencePrice;
    const days = rule === undefined ? undefined : REFERENCE_PRICE_DAYS[rule];
    const products = own.catalog(region)?.data.products as Record<string, Product> | undefined;
    if (!entry || days === undefined || !products) return undefined;
    // Only this region's pages: a save in another region reads the same.
    const salePages = own
      .pageNames()
      .split('\n')
      .sort((a, b) => a.localeCompare(b))
      .flatMap((page) => {
        const doc = own.mergedPage({ page, region }) as SalePage | undefined;
        return doc?.sections?.some((s) => s.type === 'sale-offers') ? [{ page, doc, window: routeOfPage(own.routes().table, page, region)?.meta }] : [];
      });
    const limitDays = entry.priceRules?.reductionLimitDays;
    return { days, ...referencePrices({ days, ...(limitDays === undefined ? {} : { limitDays }), products, salePages, money: (amount) => `${amount} ${entry.currency}` }) };
  });
}
