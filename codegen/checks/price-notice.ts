import type { AnyCheck, RuleTable } from './define.ts';
import type { Reads } from './reads.ts';

import { diagnostic, type Diagnostic } from '../diagnostics.ts';
import type { LoadedFile } from '../read/load-yaml.ts';
import { locate, locateKey } from '../read/locate.ts';
import { textLeaves } from '../merge/text-leaves.ts';
import type { ContentKind } from '../read/workspace.ts';
import { isMap } from '../json.ts';

export const rules = {
  'price-notice': {
    title: 'A price without the notice its market requires',
    hint: "Where regions.yaml gives a region priceRules.taxNote or priceRules.installmentTerms, its prices carry ui.taxNote (with the shipping line where asked) and every instalment offer says the lender's required lines (docs/market-rules.md).",
  },
} as const satisfies RuleTable;

/** regions.yaml `priceRules.taxNote` of one region (schemas/regions.schema.json). */
export interface TaxNoteRule {
  law: string;
  /** The note also says that shipping is extra, with a link to where the shipping costs are stated. */
  shipping?: boolean;
}

/** regions.yaml `priceRules.installmentTerms` of one region. */
export interface InstallmentTermsRule {
  law: string;
  /** Words that make a text an instalment offer (matched whole, in any case). */
  mentions: string[];
  /** What every such text says, itself or beside it (matched in any case). */
  mustSay: string[];
}

export interface PriceNoticeRules {
  taxNote?: TaxNoteRule;
  installmentTerms?: InstallmentTermsRule;
}

interface SiteDocument {
  loaded: LoadedFile;
  data: Record<string, unknown>;
}

/** A site text of a region as shown, with the file that writes it: its own, or the one it inherits (`extends`). */
function siteText(sites: ReadonlyMap<string, SiteDocument>, region: string, path: readonly string[]): { value: unknown; loaded: LoadedFile } | undefined {
  const seen = new Set<string>();
  for (let r: string | undefined = region; r !== undefined && !seen.has(r); ) {
    seen.add(r);
    const site = sites.get(r);
    let node: unknown = site?.data;
    for (const key of path) node = Array.isArray(node) ? node[Number(key)] : isMap(node) ? node[key] : undefined;
    if (site && node !== undefined) return { value: node, loaded: site.loaded };
    r = site?.data.extends as string | undefined;
  }
  return undefined;
}

const escapeRegExp = (word: string) => word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const wholeWord = (word: string) => new RegExp(`(?<![\\p{L}\\p{N}])${escapeRegExp(word)}(?![\\p{L}\\p{N}])`, 'iu');
const missingFrom = (texts: readonly string[], rule: InstallmentTermsRule) => rule.mustSay.filter((phrase) => !texts.some((t) => t.toLowerCase().includes(phrase.toLowerCase())));
const quoted = (phrases: readonly string[]) => phrases.map((p) => `"${p}"`).join(', ');

/** The ui texts the site shows as the instalment line of every price, and the terms it shows beside them. */
const INSTALLMENT_LINES = ['installment', 'installmentLast'] as const;

/**
 * `[price-notice]`: the notices a market requires beside prices, from regions.yaml `priceRules`.
 *
 * - `taxNote`: the region's site texts have `ui.taxNote`, which the site shows beside every price (the
 *   product cards, the hero, the price block and the sale cards); with `shipping: true` the note holds
 *   `{shipping}`, where the site puts `ui.shippingCosts` (a text and the link to the shipping costs).
 * - `installmentTerms`: where the region offers instalments (regions.yaml `installment`), each instalment
 *   line (`ui.installment`, `ui.installmentLast`) with `ui.installmentTerms`, shown beside it, says every
 *   phrase of `mustSay`; and every other text of the region's own site and page files that names an
 *   instalment offer (a word of `mentions`) says them, itself or in a text of the same item (a banner's
 *   `note`, the other lines of an answer).
 */
export function checkPriceNotices(files: readonly NoticeFile[], sites: ReadonlyMap<string, SiteDocument>, regions: NoticeRegions): Diagnostic[] {
  return [...Object.keys(regions).flatMap((region) => regionNotices(region, sites, regions)), ...files.flatMap((file) => fileMentions(file, regions))];
}
type NoticeFile = { kind: ContentKind; loaded: LoadedFile; data: unknown };
type NoticeRegions = Readonly<Record<string, { installment?: unknown; priceRules?: PriceNoticeRules }>>;

/** A file's texts that name an instalment offer, against its region's rule. */
function fileMentions({ kind, loaded, data }: NoticeFile, regions: NoticeRegions): Diagnostic[] {
  if (kind.kind !== 'site' && kind.kind !== 'page') return [];
  const terms = regions[kind.region]?.priceRules?.installmentTerms;
  return terms ? instalmentMentions(kind.kind, loaded, data, kind.region, terms) : [];
}

/** A region's tax note and instalment lines. */
function regionNotices(region: string, sites: ReadonlyMap<string, SiteDocument>, regions: NoticeRegions): Diagnostic[] {
  const out: Diagnostic[] = [];
  const entry = regions[region]!;
  const rules = entry.priceRules;
  const site = sites.get(region);
  if (!rules || !site) return out;
  // At the text (an object: at its key), in the file that writes it; at the region's ui when there is none.
  const at = (path: readonly string[]) => {
    const found = siteText(sites, region, path);
    if (!found) return locateKey(site.loaded, '', 'ui');
    return typeof found.value === 'object' ? locateKey(found.loaded, path.slice(0, -1), path.at(-1)!) : locate(found.loaded, path);
  };
  if (rules.taxNote) {
    const note = siteText(sites, region, ['ui', 'taxNote'])?.value;
    const example = rules.taxNote.shipping ? 'taxNote: "incl. VAT, {shipping}"' : 'taxNote: "incl. VAT"';
    if (typeof note !== 'string')
      out.push(
        diagnostic(
          'price-notice',
          at(['ui', 'taxNote']),
          `${region} shows every price with its tax note (regions.yaml priceRules.taxNote, ${rules.taxNote.law}), but its site texts have no ui.taxNote.`,
          `Add under ui: ${example} in the region's language; the site shows it beside every price.`,
        ),
      );
    else if (rules.taxNote.shipping && !note.includes('{shipping}'))
      out.push(
        diagnostic(
          'price-notice',
          at(['ui', 'taxNote']),
          `ui.taxNote of ${region} does not say that shipping costs are extra (regions.yaml priceRules.taxNote.shipping, ${rules.taxNote.law}).`,
          `Write {shipping} in the note where the shipping line goes (e.g. ${example}); the site puts ui.shippingCosts there, linked to the page that states the costs.`,
        ),
      );
    if (rules.taxNote.shipping) {
      const costs = siteText(sites, region, ['ui', 'shippingCosts'])?.value as { label?: unknown; link?: unknown } | undefined;
      if (typeof costs?.label !== 'string' || typeof costs.link !== 'string')
        out.push(
          diagnostic(
            'price-notice',
            at(['ui', 'shippingCosts']),
            `${region} shows beside every price that shipping is extra (regions.yaml priceRules.taxNote.shipping, ${rules.taxNote.law}), but its site texts have no ui.shippingCosts with a label and a link.`,
            'Add under ui: shippingCosts: { label: "plus shipping", link: <the page that states the shipping costs> } in the region\'s language.',
          ),
        );
    }
  }
  const terms = rules.installmentTerms;
  if (!terms) return out;
  const offered = entry.installment !== null && entry.installment !== undefined;
  if (offered) {
    const beside = siteText(sites, region, ['ui', 'installmentTerms'])?.value;
    for (const key of INSTALLMENT_LINES) {
      const line = siteText(sites, region, ['ui', key])?.value;
      if (typeof line !== 'string') continue;
      const missing = missingFrom([line, ...(typeof beside === 'string' ? [beside] : [])], terms);
      if (missing.length)
        out.push(
          diagnostic(
            'price-notice',
            at(['ui', key]),
            `The instalment line ui.${key} of ${region}${typeof beside === 'string' ? ' with ui.installmentTerms' : ''} does not say ${quoted(missing)} (regions.yaml priceRules.installmentTerms, ${terms.law}).`,
            `Say ${quoted(missing)} in the line, or in ui.installmentTerms, which the site shows beside every instalment line, in the lender's wording for the region.`,
          ),
        );
    }
  }
  return out;
}

/** The texts of one site or page file that name an instalment offer without the terms `terms` asks for. */
function instalmentMentions(kind: string, loaded: LoadedFile, data: unknown, region: string, terms: InstallmentTermsRule): Diagnostic[] {
  const out: Diagnostic[] = [];
  const mentions = terms.mentions.map((word) => ({ word, lower: word.toLowerCase(), pattern: wholeWord(word) }));
  for (const { text, lower, path, siblings } of textLeaves(data)) {
    // The instalment lines are checked above, with the terms shown beside them (and only where instalments are offered).
    if (kind === 'site' && path[0] === 'ui' && path.length === 2 && [...INSTALLMENT_LINES, 'installmentTerms'].includes(path[1]!)) continue;
    const named = mentions.find((m) => lower.includes(m.lower) && m.pattern.test(text))?.word;
    if (!named) continue;
    const missing = missingFrom(siblings, terms);
    if (missing.length)
      out.push(
        diagnostic(
          'price-notice',
          locate(loaded, [...path]),
          `This text names an instalment offer ("${named}") without ${quoted(missing)} (regions.yaml priceRules.installmentTerms of ${region}, ${terms.law}).`,
          `Say ${quoted(missing)} in the text or in a text of the same item (a banner's note), in the lender's wording for the region, or do not name the instalments here.`,
        ),
      );
  }
  return out;
}

const noticeRegions = (read: Reads) => read.regions().regions as NoticeRegions;

export const checks: readonly AnyCheck[] = [
  // Notices beside prices (regions.yaml priceRules.taxNote, installmentTerms): the tax and shipping note, the lender's lines of an instalment offer.
  { name: 'price notices', scope: 'region', needs: ['regions'], check: (region, read) => regionNotices(region, read.sites(), noticeRegions(read)) },
  { name: 'instalment mentions', scope: 'file', kinds: ['site', 'page'], needs: ['regions'], check: (file, read) => fileMentions(file, noticeRegions(read)) },
];
