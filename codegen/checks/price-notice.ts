import type { AnyCheck, RuleTable } from './define.ts';
import type { Reads } from './reads.ts';

import { diagnostic, type Diagnostic } from '../diagnostics.ts';
import type { LoadedFile } from '../read/load-yaml.ts';
import { locate, locateKey } from '../read/locate.ts';
import { textLeaves } from '../merge/text-leaves.ts';
import type { ContentKind } from '../read/workspace.ts';
import type { RegionDocument } from '../merge/resolve-extends.ts';
import type { Region } from '../../dist/generated/content-types.ts';
import { inherited, wholeWord } from './walk.ts';
import { isMap } from '../json.ts';

export const rules = {
  'price-notice': {
    title: 'A price without the notice its market requires',
    hint: "Where regions.yaml gives a region priceRules.taxNote or priceRules.installmentTerms, its prices carry ui.taxNote (with the shipping line where asked) and every instalment offer says the lender's required lines (docs/market-rules.md).",
  },
} as const satisfies RuleTable;

/** regions.yaml `priceRules.installmentTerms` of one region (schemas/regions.schema.json). */
type InstallmentTermsRule = NonNullable<NonNullable<Region['priceRules']>['installmentTerms']>;
type NoticeRegions = Readonly<Record<string, Pick<Region, 'installment' | 'priceRules'> | undefined>>;

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
function regionNotices(region: string, sites: ReadonlyMap<string, RegionDocument>, regions: NoticeRegions): Diagnostic[] {
  const out: Diagnostic[] = [];
  const entry = regions[region]!;
  const rules = entry.priceRules;
  const site = sites.get(region);
  if (!rules || !site) return out;
  const ui = (key: string) => inherited(sites, region, ['ui', key]);
  // At the text (an object: at its key), in the file that writes it; at the region's ui when there is none.
  const report = (key: string, message: string, hint: string) => {
    const found = ui(key);
    const at = !found ? locateKey(site.loaded, '', 'ui') : typeof found.value === 'object' ? locateKey(found.doc.loaded, ['ui'], key) : locate(found.doc.loaded, ['ui', key]);
    out.push(diagnostic('price-notice', at, message, hint));
  };
  if (rules.taxNote) {
    const note = ui('taxNote')?.value;
    const example = rules.taxNote.shipping ? 'taxNote: "incl. VAT, {shipping}"' : 'taxNote: "incl. VAT"';
    if (typeof note !== 'string')
      report(
        'taxNote',
        `${region} shows every price with its tax note (regions.yaml priceRules.taxNote, ${rules.taxNote.law}), but its site texts have no ui.taxNote.`,
        `Add under ui: ${example} in the region's language; the site shows it beside every price.`,
      );
    else if (rules.taxNote.shipping && !note.includes('{shipping}'))
      report(
        'taxNote',
        `ui.taxNote of ${region} does not say that shipping costs are extra (regions.yaml priceRules.taxNote.shipping, ${rules.taxNote.law}).`,
        `Write {shipping} in the note where the shipping line goes (e.g. ${example}); the site puts ui.shippingCosts there, linked to the page that states the costs.`,
      );
    const costs = ui('shippingCosts')?.value;
    if (rules.taxNote.shipping && !(isMap(costs) && typeof costs.label === 'string' && typeof costs.link === 'string'))
      report(
        'shippingCosts',
        `${region} shows beside every price that shipping is extra (regions.yaml priceRules.taxNote.shipping, ${rules.taxNote.law}), but its site texts have no ui.shippingCosts with a label and a link.`,
        'Add under ui: shippingCosts: { label: "plus shipping", link: <the page that states the shipping costs> } in the region\'s language.',
      );
  }
  const terms = rules.installmentTerms;
  if (!terms || entry.installment === null || entry.installment === undefined) return out;
  const beside = ui('installmentTerms')?.value;
  for (const key of INSTALLMENT_LINES) {
    const line = ui(key)?.value;
    const missing = typeof line === 'string' ? missingFrom([line, ...(typeof beside === 'string' ? [beside] : [])], terms) : [];
    if (missing.length)
      report(
        key,
        `The instalment line ui.${key} of ${region}${typeof beside === 'string' ? ' with ui.installmentTerms' : ''} does not say ${quoted(missing)} (regions.yaml priceRules.installmentTerms, ${terms.law}).`,
        `Say ${quoted(missing)} in the line, or in ui.installmentTerms, which the site shows beside every instalment line, in the lender's wording for the region.`,
      );
  }
  return out;
}

/** The texts of one site or page file that name an instalment offer without the terms its region's rule asks for. */
function instalmentMentions({ kind, loaded, data }: { kind: ContentKind; loaded: LoadedFile; data: unknown }, regions: NoticeRegions): Diagnostic[] {
  const terms = 'region' in kind ? regions[kind.region]?.priceRules?.installmentTerms : undefined;
  if (!terms || (kind.kind !== 'site' && kind.kind !== 'page')) return [];
  const mentions = terms.mentions.map((word) => ({ word, lower: word.toLowerCase(), pattern: wholeWord(word, 'iu') }));
  return textLeaves(data).flatMap(({ text, lower, path, siblings }) => {
    // The instalment lines are checked above, with the terms shown beside them (and only where instalments are offered).
    if (kind.kind === 'site' && path[0] === 'ui' && path.length === 2 && [...INSTALLMENT_LINES, 'installmentTerms'].includes(path[1]!)) return [];
    const named = mentions.find((m) => lower.includes(m.lower) && m.pattern.test(text))?.word;
    const missing = named ? missingFrom(siblings, terms) : [];
    if (!missing.length) return [];
    return [
      diagnostic(
        'price-notice',
        locate(loaded, path),
        `This text names an instalment offer ("${named}") without ${quoted(missing)} (regions.yaml priceRules.installmentTerms of ${kind.region}, ${terms.law}).`,
        `Say ${quoted(missing)} in the text or in a text of the same item (a banner's note), in the lender's wording for the region, or do not name the instalments here.`,
      ),
    ];
  });
}

const noticeRegions = (read: Reads): NoticeRegions => read.regions().regions;

export const checks: readonly AnyCheck[] = [
  // Notices beside prices (regions.yaml priceRules.taxNote, installmentTerms): the tax and shipping note, the lender's lines of an instalment offer.
  { name: 'price notices', scope: 'region', needs: ['regions'], check: (region, read) => regionNotices(region, read.sites(), noticeRegions(read)) },
  { name: 'instalment mentions', scope: 'file', kinds: ['site', 'page'], needs: ['regions'], check: (file, read) => instalmentMentions(file, noticeRegions(read)) },
];
