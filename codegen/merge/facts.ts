/**
 * Facts kept once (docs/decisions.md D37, docs/market-rules.md "Facts kept once"): copy refers to a fact as
 * `[[name]]` or `[[name|style]]`, and codegen writes it into each region's texts at generate time, in
 * the region's formatting locale, with the formatters the site formats prices and dates with
 * (core/format.ts). The facts are content-yaml/facts.yaml's and, per region, each campaign's dates:
 * its route's window (routes.yaml) and its sale page's stages, so re-dating a campaign re-dates its copy.
 *
 * The syntax is not the site's message syntax on purpose: `{count}` is an argument the site fills in
 * at run time (core/message.ts); a `[[fact]]` is gone before the site sees the text.
 */

import { formatCalendarDate, formatCount, formatCountRange, formatPercent, formatPeriod, formatPrice, type DateStyle, type PeriodStyle, type RangeStyle } from '../../core/format.ts';
import { diagnostic, didYouMean, type Diagnostic } from '../diagnostics.ts';
import type { LoadedFile } from '../read/load-yaml.ts';
import { locate } from '../read/locate.ts';
import type { RouteEntry } from './routes-table.ts';
import type { RegionCode } from '../read/workspace.ts';
import { isMap, type Json } from '../json.ts';

/** A fact as a region reads it. */
export type Fact =
  | { kind: 'count'; value: number }
  | { kind: 'range'; from: number; to: number }
  | { kind: 'percent'; value: number }
  | { kind: 'amount'; values: Readonly<Record<string, number>> }
  | { kind: 'date'; value: string }
  | { kind: 'period'; first: string; last: string }
  | { kind: 'code'; value: string };

/** The styles each kind may be written in ('' is the default, written `[[name]]`). */
const STYLES: Record<Fact['kind'], readonly string[]> = { count: [''], range: [''], percent: [''], amount: [''], date: ['', 'day', 'year'], period: ['', 'day', 'date'], code: [''] };
const KIND_NAMES: Record<Fact['kind'], string> = {
  count: 'a count',
  range: 'a range of counts',
  percent: 'a percentage',
  amount: 'an amount',
  date: 'a date',
  period: 'a period of days',
  code: 'a code',
};

/** content-yaml/facts.yaml (schemas/facts.schema.json). */
export interface FactsDocument {
  facts: Record<
    string,
    { count?: number; range?: [number, number]; percent?: number; amount?: Record<string, number>; date?: string; code?: string; regions?: Record<string, string>; source: string }
  >;
}

/** What a region formats facts with: its code, its Intl locale (regions.yaml `formatLocale`) and its currency. */
export interface FactRegion {
  code: RegionCode;
  formatLocale: string;
  currency: string;
  /** How the region writes a range in prose where Intl's is not its style (regions.yaml `ranges`). */
  ranges?: RangeStyle | undefined;
}

/** A reference to a fact in a text: `[[name]]` or `[[name|style]]`. */
const REFERENCE = /\[\[([^[\]|]*)(?:\|([^[\]]*))?\]\]/g;

/** Whether a text refers to a fact (or tries to: an unclosed `[[` is reported too). */
export const refersToFacts = (text: string): boolean => text.includes('[[');

/** The calendar day of an instant written with its offset ("2024-12-09T00:00:00+01:00" -> "2024-12-09"), the day it is where the campaign runs. */
const dayOf = (instant: string) => instant.slice(0, 10);
/** The last day of a window that ends (exclusively) at `end`: the day before when it ends at midnight. */
function lastDayBefore(end: string): string {
  const day = dayOf(end);
  if (!/T00:00(?::00(?:\.0+)?)?(?:Z|[+-]\d{2}:?\d{2})$/.test(end)) return day;
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d - 1)).toISOString().slice(0, 10);
}

/**
 * The facts one region reads: facts.yaml's (a date with the region's own day where it gives one), and
 * for each page whose route lists the region with a window, `campaign.<page>` (the window, a period),
 * `.start` and `.end` (its first and last day), and for each stage of the page's sale banner
 * `campaign.<page>.<stage key>` with its `.start` and `.end`.
 */
export function factTable(region: RegionCode, input: { facts?: FactsDocument | undefined; routes: readonly RouteEntry[]; pageOf: (page: string) => Json | undefined }): Map<string, Fact> {
  const table = new Map<string, Fact>();
  const period = (name: string, startTime: string, endTime: string) => {
    const first = dayOf(startTime);
    const last = lastDayBefore(endTime);
    table.set(name, { kind: 'period', first, last });
    table.set(`${name}.start`, { kind: 'date', value: first });
    table.set(`${name}.end`, { kind: 'date', value: last });
  };
  for (const route of input.routes) {
    if (!route.page || !route.regions.includes(region)) continue;
    if (route.meta.startTime && route.meta.endTime) period(`campaign.${route.page}`, route.meta.startTime, route.meta.endTime);
    const sections = input.pageOf(route.page)?.sections;
    for (const section of Array.isArray(sections) ? sections : []) {
      if (!isMap(section) || !Array.isArray(section.stages)) continue;
      for (const stage of section.stages) {
        if (isMap(stage) && typeof stage.key === 'string' && typeof stage.startTime === 'string' && typeof stage.endTime === 'string')
          period(`campaign.${route.page}.${stage.key}`, stage.startTime, stage.endTime);
      }
    }
  }
  for (const [name, fact] of Object.entries(input.facts?.facts ?? {})) {
    if (fact.count !== undefined) table.set(name, { kind: 'count', value: fact.count });
    else if (fact.range) table.set(name, { kind: 'range', from: fact.range[0], to: fact.range[1] });
    else if (fact.percent !== undefined) table.set(name, { kind: 'percent', value: fact.percent });
    else if (fact.amount) table.set(name, { kind: 'amount', values: fact.amount });
    else if (fact.date) table.set(name, { kind: 'date', value: fact.regions?.[region] ?? fact.date });
    else if (fact.code) table.set(name, { kind: 'code', value: fact.code });
  }
  return table;
}

/** Why a reference cannot be written: what is wrong and how to fix it. */
export interface FactProblem {
  reference: string;
  message: string;
  hint: string;
}

/** One fact written for a region, or why it cannot be. */
function write(name: string, style: string, fact: Fact | undefined, table: ReadonlyMap<string, Fact>, region: FactRegion): string | Omit<FactProblem, 'reference'> {
  const reference = `[[${name}${style ? `|${style}` : ''}]]`;
  if (!fact) {
    const guess = didYouMean(name, table.keys());
    const campaign = /^campaign\.([^.]+)/.exec(name)?.[1];
    const known = campaign && table.has(`campaign.${campaign}`);
    return {
      message: `${reference} names no fact${campaign && !known ? ` of ${region.code}: no route of the page "${campaign}" lists ${region.code} with a window, and facts.yaml has no such campaign fact` : ''}.`,
      hint: guess
        ? `Did you mean [[${guess}]]? The facts are in content-yaml/facts.yaml; a campaign's dates are [[campaign.<page>]], .start, .end and [[campaign.<page>.<stage key>]].`
        : 'Write the name of a fact of content-yaml/facts.yaml, or a campaign date: [[campaign.<page>]], [[campaign.<page>.start]], [[campaign.<page>.end]], [[campaign.<page>.<stage key>]]. Add a new fact to facts.yaml with its source.',
    };
  }
  const styles = STYLES[fact.kind];
  if (!styles.includes(style)) {
    const written = styles.map((s) => `[[${name}${s ? `|${s}` : ''}]]`).join(', ');
    return {
      message: `${reference}: ${name} is ${KIND_NAMES[fact.kind]}, which has no style "${style}".`,
      hint: `Write ${written}.${fact.kind === 'date' ? ' ("day": day and month; "year": the year alone)' : ''}`,
    };
  }
  const locale = region.formatLocale;
  switch (fact.kind) {
    case 'count':
      return formatCount(fact.value, locale);
    case 'range':
      return formatCountRange(fact.from, fact.to, locale, region.ranges?.count);
    case 'percent':
      return formatPercent(fact.value, locale);
    case 'date':
      return formatCalendarDate(fact.value, locale, (style || 'date') as DateStyle);
    case 'period':
      return formatPeriod(fact.first, fact.last, locale, style as PeriodStyle, region.ranges?.period);
    case 'code':
      return fact.value;
    case 'amount': {
      const amount = fact.values[region.currency];
      if (amount === undefined)
        return {
          message: `${reference} has no amount in ${region.currency}, ${region.code}'s currency (content-yaml/facts.yaml gives ${Object.keys(fact.values).join(', ')}).`,
          hint: `Leave the amount out of ${region.code}'s text, or add its ${region.currency} amount to facts.yaml when a source gives it: a figure in another currency is not what anyone in ${region.code} pays.`,
        };
      return formatPrice(amount, region.currency, locale);
    }
  }
}

/**
 * A text with every fact written for `region`, and the references that cannot be: a name no fact has,
 * a style the fact's kind does not have, an amount without the region's currency, a `[[` left open.
 *
 * @example
 * resolveFacts('A [[policy.warrantyYears]]-year warranty.', table, { code: 'us', formatLocale: 'en-US', currency: 'USD' })
 * // => { text: 'A 2-year warranty.', problems: [] }
 */
export function resolveFacts(text: string, table: ReadonlyMap<string, Fact>, region: FactRegion): { text: string; problems: FactProblem[] } {
  const problems: FactProblem[] = [];
  const out = text.replace(REFERENCE, (reference, rawName: string, rawStyle: string | undefined) => {
    const name = rawName.trim();
    const written = write(name, (rawStyle ?? '').trim(), table.get(name), table, region);
    if (typeof written === 'string') return written;
    problems.push({ reference, ...written });
    return reference;
  });
  const open = out.replace(REFERENCE, '').indexOf('[[');
  if (open >= 0 && !problems.length) {
    const near = out.replace(REFERENCE, '').slice(open, open + 30);
    problems.push({ reference: near, message: `"${near}…" opens a fact reference that does not close.`, hint: 'Write [[name]], with both pairs of brackets, or no "[[" at all.' });
  }
  return { text: out, problems };
}

/** A document with every string's facts written for `region` (the same object when it refers to none). */
export function resolveFactsDeep<T>(node: T, table: ReadonlyMap<string, Fact>, region: FactRegion): T {
  if (typeof node === 'string') return (refersToFacts(node) ? resolveFacts(node, table, region).text : node) as T;
  if (Array.isArray(node)) {
    const items = node.map((item) => resolveFactsDeep(item, table, region));
    return (items.some((item, i) => item !== node[i]) ? items : node) as T;
  }
  if (isMap(node)) {
    let changed = false;
    const entries = Object.entries(node).map(([key, value]) => {
      const resolved = resolveFactsDeep(value, table, region);
      if (resolved !== value) changed = true;
      return [key, resolved] as const;
    });
    return (changed ? Object.fromEntries(entries) : node) as T;
  }
  return node;
}

/** Every string of a document that refers to facts, with its path and its label (items by id: sections[terms].items[returns].text). */
function referringTexts(node: unknown, path: string[] = [], label = '', out: { path: string[]; label: string; text: string }[] = []): { path: string[]; label: string; text: string }[] {
  if (typeof node === 'string') {
    if (refersToFacts(node)) out.push({ path, label, text: node });
  } else if (Array.isArray(node)) node.forEach((item, i) => referringTexts(item, [...path, String(i)], `${label}[${isMap(item) && typeof item.id === 'string' ? item.id : i}]`, out));
  else if (isMap(node)) for (const [key, value] of Object.entries(node)) referringTexts(value, [...path, key], label ? `${label}.${key}` : key, out);
  return out;
}
const stringsOf = (node: unknown): Set<string> => new Set(referringTexts(node).map((t) => t.text));

/** A file a region writes, and the regions that show its texts: its own, and those that inherit it and keep the text. */
export interface FactSource {
  loaded: LoadedFile;
  data: unknown;
  region: RegionCode;
  /** Each region that extends this file, with its document after inheritance. */
  inheritedBy: readonly { region: RegionCode; merged: unknown }[];
}

/**
 * `[fact]`: every reference in every text a region writes (and each region that inherits the text)
 * must be one that region can write, located at the text.
 */
export function checkFacts(sources: readonly FactSource[], tableOf: (region: RegionCode) => ReadonlyMap<string, Fact>, regionOf: (region: RegionCode) => FactRegion): Diagnostic[] {
  const out: Diagnostic[] = [];
  const seen = new Set<string>();
  for (const source of sources) {
    const texts = referringTexts(source.data);
    if (!texts.length) continue;
    const readers = [{ region: source.region, keeps: undefined as Set<string> | undefined }, ...source.inheritedBy.map((i) => ({ region: i.region, keeps: stringsOf(i.merged) }))];
    for (const { path, label, text } of texts) {
      for (const reader of readers) {
        if (reader.keeps && !reader.keeps.has(text)) continue;
        for (const problem of resolveFacts(text, tableOf(reader.region), regionOf(reader.region)).problems) {
          const where = reader.region === source.region ? '' : ` (in ${reader.region}, which inherits this text)`;
          const key = `${source.loaded.file}\0${path.join('/')}\0${problem.message}`;
          if (seen.has(key)) continue;
          seen.add(key);
          out.push(diagnostic('fact', locate(source.loaded, path), `"${label}": ${problem.message}${where}`, problem.hint));
        }
      }
    }
  }
  return out;
}
