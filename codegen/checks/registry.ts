import { matchRoute } from '../../core/routing.ts';
import { checkAnchors } from './broken-anchor.ts';
import { checkAccountConsent } from './consent.ts';
import { checkContent } from './page-files.ts';
import { checkDealers } from './dealer.ts';
import { checkFacts, type Fact, type FactSource } from '../merge/facts.ts';
import { checkHosts } from './host.ts';
import { checkLegal } from './legal.ts';
import { checkLinks, type LinkSource } from './broken-link.ts';
import { checkMarkup } from './markup.ts';
import { checkOnePrice } from './one-price.ts';
import { checkPhoneNumbers } from './fictional-number.ts';
import { checkClips, checkPictures } from './missing-picture.ts';
import { checkPriceNotices, type PriceNoticeRules } from './price-notice.ts';
import { checkPrices } from './price.ts';
import { checkReferencePrices } from './reference-price.ts';
import { checkReferences } from './broken-reference.ts';
import { checkRestrictedWords, type RestrictedWord } from './restricted-word.ts';
import { checkSale } from './sale-stage.ts';
import { checkTerminology, type Glossary } from './terminology.ts';
import { diagnostic, type Diagnostic } from '../diagnostics.ts';
import type { LoadedFile } from '../read/load-yaml.ts';
import { locate } from '../read/locate.ts';
import type { Meanings } from '../validate/meaning.ts';
import type { Memo } from '../memo.ts';
import type { RegionDocument } from '../merge/resolve-extends.ts';
import { routeOfPage, type RouteTable } from '../merge/routes-table.ts';
import type { ContentKind, RegionCode } from '../read/workspace.ts';

type Json = Record<string, unknown>;

/** A content file that loaded and validated: what it is, its data, and its strings by meaning (meaning.ts). */
export interface ValidFile {
  kind: ContentKind;
  loaded: LoadedFile;
  data: Json;
  meanings: Meanings;
}

export interface RegionsDocument {
  api?: { families: Record<string, { defaultRegion?: RegionCode }> };
  referenceRegion: RegionCode;
  unprefixedRegion: RegionCode;
  hosts: Record<string, string | undefined>;
  /** One entry per region code: the codes are its keys (region-list.ts). */
  regions: Record<RegionCode, { apiFamily: string; language: string; formatLocale: string; currency: string; links: { shop?: string | null } }>;
  organization?: { contactPoints?: { id: string }[]; offices?: { id: string }[] };
  /** Terminology per language (check-terminology.ts). */
  glossary?: Glossary;
}

/** What the cross-file checks read: the valid files, the tables, the merged documents, and the shared memo. */
export interface CheckInput {
  files: readonly ValidFile[];
  /** Every page file present, valid or not (one with an error of its own is reported for that, not as missing). */
  pageFiles: ReadonlyMap<string, { region: RegionCode; page: string }>;
  /** regions.yaml, when valid. */
  regions?: RegionsDocument;
  /** routes.yaml and its route table, when valid. */
  routes?: { file: ValidFile; table: RouteTable };
  sites: ReadonlyMap<RegionCode, RegionDocument>;
  catalogs: ReadonlyMap<RegionCode, RegionDocument>;
  pages: ReadonlyMap<string, ReadonlyMap<RegionCode, RegionDocument>>;
  /** Each page after `extends`, per region. */
  mergedPages: ReadonlyMap<string, ReadonlyMap<RegionCode, Json>>;
  /** Each region's site texts after `extends` (the facts check reads which inherited texts a region keeps). */
  mergedSites?: ReadonlyMap<RegionCode, Json>;
  artwork: ReadonlySet<string>;
  clips?: ReadonlySet<string>;
  /** The index of a merged page (no file of its own). */
  meaningsOf: (doc: Json) => Meanings;
  /** Each region's facts (facts.ts), the same object while they are the same. */
  factTableOf: (region: RegionCode) => ReadonlyMap<string, Fact>;
  /** A file's prose, parsed and checked: its diagnostics and the links inside it. */
  prose: (file: ValidFile) => { diagnostics: Diagnostic[]; links: { pointer: string; link: string }[] };
  memo: Memo;
}

type Need = 'regions' | 'routes';
/** One check of the registry: what it needs (it is skipped while that table has errors of its own) and how it runs. */
export interface Check {
  name: string;
  needs: readonly Need[];
  run: (input: CheckInput) => Diagnostic[];
}
const check = <N extends Need>(name: string, needs: readonly N[], run: (input: CheckInput & Required<Pick<CheckInput, N>>) => Diagnostic[]): Check => ({
  name,
  needs,
  run: run as (input: CheckInput) => Diagnostic[],
});

/** Per region, the regions whose document `extends` it directly (in the order of `docs`). */
const inheritorsByRegion = (docs: ReadonlyMap<RegionCode, RegionDocument>) => {
  const out = new Map<RegionCode, RegionCode[]>();
  for (const [region, doc] of docs) {
    const from = doc.data.extends as RegionCode | undefined;
    if (from !== undefined) out.set(from, [...(out.get(from) ?? []), region]);
  }
  return out;
};

const linkSource = (input: CheckInput, file: ValidFile): LinkSource => ({ loaded: file.loaded, meanings: file.meanings, textLinks: input.prose(file).links });
const withoutRoutes = (input: CheckInput) => input.files.filter((f) => f.kind.kind !== 'routes');

/**
 * The checks that read more than one file, run after every file validated and every document merged.
 * A new check is one entry here (a check of one file's field by meaning reads `file.meanings`).
 */
export const CHECKS: readonly Check[] = [
  check('redirect targets', ['routes'], ({ routes: { file, table } }) =>
    table.routes.flatMap((route) => {
      const missing = route.redirect ? route.regions.filter((r) => !matchRoute(table.routes, r, route.redirect!)) : [];
      return missing.length
        ? [
            diagnostic(
              'broken-link',
              locate(file.loaded, `${route.pointer}/redirect`),
              `The redirect target "${route.redirect}" is not registered for ${missing.join(', ')}.`,
              'Limit the redirect to the regions where its target exists.',
            ),
          ]
        : [];
    }),
  ),
  // Kept while the route table and the list of page files are the same (a file added or removed changes the list).
  check('page files', ['routes'], ({ routes, pageFiles, memo }) =>
    memo.remember(routes.file.loaded, 'page files', [routes.table, [...pageFiles.keys()].join('\n')], () => checkContent(routes.table, routes.file.loaded, pageFiles)),
  ),
  check('prices', ['regions'], ({ catalogs, regions, memo }) =>
    [...catalogs].flatMap(([region, { loaded, data }]) =>
      memo.remember(loaded, 'prices', [regions.regions[region]!.currency, region], () => [
        ...checkPrices(loaded, data as never, regions.regions[region]!.currency, region),
        ...checkOnePrice(loaded, data as never, region),
      ]),
    ),
  ),
  // Sale campaigns: stages against the route's window, sale prices against the region's list prices.
  check('sales', ['regions'], ({ pages, catalogs, routes, memo }) => {
    return [...pages].flatMap(([page, docs]) =>
      [...docs].flatMap(([region, { loaded, data }]) => {
        const window = routes && routeOfPage(routes.table, page, region)?.meta;
        // A catalogue with errors of its own is reported for them, not once more for each sale price.
        const products = (catalogs.get(region)?.data as { products?: Record<string, { price: number | null }> } | undefined)?.products;
        return memo.remember(loaded, 'sale', [window, products], () => {
          const sections = (data as { sections?: { type?: string }[] }).sections ?? [];
          if (!sections.some((s) => s.type === 'sale-banner' || s.type === 'sale-offers')) return [];
          return checkSale(loaded, data as never, { window, listPrices: products && Object.fromEntries(Object.entries(products).map(([id, p]) => [id, p.price])) });
        });
      }),
    );
  }),
  // Facts kept once (facts.ts): every [[fact]] a text refers to is one its region can write.
  check('facts', ['regions', 'routes'], ({ regions, sites, catalogs, pages, mergedPages, mergedSites, factTableOf: tableOf, memo }) => {
    // A region's table is the same object while its facts are (generate.ts): the results of the files below are kept while the tables they read are.
    const regionOf = (region: RegionCode) => ({ code: region, formatLocale: regions.regions[region]!.formatLocale, currency: regions.regions[region]!.currency });
    const heirs = new Map<ReadonlyMap<RegionCode, RegionDocument>, Map<RegionCode, RegionCode[]>>();
    const inheritors = (docs: ReadonlyMap<RegionCode, RegionDocument>, merged: ReadonlyMap<RegionCode, Json> | undefined, region: RegionCode) => {
      let byRegion = heirs.get(docs);
      if (!byRegion) heirs.set(docs, (byRegion = inheritorsByRegion(docs)));
      return (byRegion.get(region) ?? []).flatMap((other) => (merged?.get(other) ? [{ region: other, merged: merged.get(other) }] : []));
    };
    // Per file, kept while the tables of the regions that read it (its own and those that inherit it) and their merged
    // documents are the same; regions.yaml's data stands for each reader's locale and currency.
    const checked = (doc: RegionDocument, region: RegionCode, inheritedBy: FactSource['inheritedBy']) =>
      memo.remember(doc.loaded, 'facts', [regions, region, tableOf(region), ...inheritedBy.flatMap((i) => [i.region, tableOf(i.region), i.merged])], () =>
        checkFacts([{ ...doc, region, inheritedBy }], tableOf, regionOf),
      );
    return [
      ...[...sites].flatMap(([region, doc]) => checked(doc, region, inheritors(sites, mergedSites, region))),
      ...[...catalogs].flatMap(([region, doc]) => checked(doc, region, [])),
      ...[...pages].flatMap(([page, docs]) => [...docs].flatMap(([region, doc]) => checked(doc, region, inheritors(docs, mergedPages.get(page), region)))),
    ];
  }),
  // Reference prices (regions.yaml priceRules): each reduction against a struck price, at every stage, over the whole price history.
  check('reference prices', ['regions', 'routes'], ({ regions, routes, sites, catalogs, pages, mergedPages, memo }) =>
    checkReferencePrices({ regions, routes: routes.table.routes, sites, catalogs, pages, mergedPages }, memo.remember),
  ),
  // Notices beside prices (regions.yaml priceRules.taxNote, installmentTerms): the tax and shipping note, the lender's lines of an instalment offer.
  check('price notices', ['regions'], ({ files, sites, regions, memo }) =>
    checkPriceNotices(files, sites, regions.regions as Record<string, { installment?: unknown; priceRules?: PriceNoticeRules }>, memo.remember),
  ),
  // Explicit consent to register (regions.yaml accountConsent): the box's label on the register page.
  check('account consent', ['regions'], ({ regions, pages, mergedPages }) => checkAccountConsent(regions.regions as Record<string, { accountConsent?: string }>, pages, mergedPages)),
  check('references', ['regions'], ({ pages, sites, files, regions, memo }) => {
    const meaningsOf = new Map(files.map((f) => [f.loaded, f.meanings]));
    const facts = {
      contactPoints: (regions.organization?.contactPoints ?? []).map((p) => p.id),
      offices: (regions.organization?.offices ?? []).map((o) => o.id),
      hasShop: (region: RegionCode) => Boolean(regions.regions[region]?.links.shop),
    };
    // Per file written, kept while regions.yaml (the ids and shops it reads) and the regions that inherit the file are the same.
    const written = (region: RegionCode, loaded: LoadedFile, inheritedBy: RegionCode[] = []) =>
      memo.remember(loaded, 'references', [regions, region, inheritedBy.join()], () => checkReferences([{ region, loaded, meanings: meaningsOf.get(loaded)!, inheritedBy }], facts));
    return [
      ...[...pages.values()].flatMap((docs) => {
        const heirs = inheritorsByRegion(docs);
        return [...docs].flatMap(([region, { loaded }]) => written(region, loaded, heirs.get(region)));
      }),
      ...[...sites].flatMap(([region, { loaded }]) => written(region, loaded)),
    ];
  }),
  check('prose', [], (input) => withoutRoutes(input).flatMap((file) => input.prose(file).diagnostics)),
  check('links', ['regions', 'routes'], (input) =>
    withoutRoutes(input).flatMap((file) =>
      input.memo.remember(file.loaded, 'links', [input.routes.table, input.regions.unprefixedRegion], () => checkLinks(input.routes.table, [linkSource(input, file)], input.regions.unprefixedRegion)),
    ),
  ),
  // Per file, kept while regions.yaml (its hosts and shops) is the same.
  check('hosts', ['regions'], (input) =>
    withoutRoutes(input).flatMap((file) =>
      input.memo.remember(file.loaded, 'hosts', [input.regions], () =>
        checkHosts([linkSource(input, file)], { hosts: input.regions.hosts, shops: Object.values(input.regions.regions).map((r) => r.links.shop) }),
      ),
    ),
  ),
  check('dealers', [], ({ files, memo }) =>
    checkDealers(
      files.find((f) => f.kind.kind === 'dealers'),
      files.filter((f) => f.kind.kind === 'page'),
      memo.remember,
    ),
  ),
  check('anchors', ['regions', 'routes'], ({ routes, files, mergedPages, meaningsOf, regions, memo }) => {
    // The merged pages (no file of their own) are indexed by the same validators, once per merged document (kept per page while its documents are).
    const merged = new Map([...mergedPages].map(([page, byRegion]) => [page, memo.remember(byRegion, 'meanings', [], () => new Map([...byRegion].map(([region, doc]) => [region, meaningsOf(doc)])))]));
    return checkAnchors(routes.table, files, merged, regions.unprefixedRegion, memo.remember);
  }),
  // Per file, kept while the artwork and clip keys are the same (generate.ts keeps the same set while its keys are).
  check('pictures', [], ({ files, artwork, memo }) => files.flatMap((file) => memo.remember(file.loaded, 'pictures', [artwork], () => checkPictures([file], artwork)))),
  check('clips', [], ({ files, clips, memo }) => (clips ? files.flatMap((file) => memo.remember(file.loaded, 'clips', [clips], () => checkClips([file], clips))) : [])),
  check('restricted words', ['regions', 'routes'], ({ files, routes, regions, memo }) =>
    checkRestrictedWords(files, routes.table, (region) => (regions.regions[region] as { restrictedWords?: RestrictedWord[] } | undefined)?.restrictedWords, memo.remember),
  ),
  check('terminology', ['regions'], ({ files, regions, memo }) => checkTerminology(files, regions.glossary, (region) => regions.regions[region]?.language, memo.remember)),
  // The pages and footer facts each market requires (regions.yaml legal).
  check('required pages and facts', ['regions', 'routes'], ({ files, routes, sites, pages, memo }) => {
    const regionsFile = files.find((f) => f.kind.kind === 'regions');
    return regionsFile
      ? checkLegal(
          {
            regionsFile,
            table: routes.table,
            sites,
            pages: [...pages.values()].flatMap((byRegion) => [...byRegion].map(([region, doc]) => ({ region, ...doc }))),
          },
          memo.remember,
        )
      : [];
  }),
  check('phone numbers', [], ({ files, memo }) => files.flatMap((file) => memo.remember(file.loaded, 'phone numbers', [], () => checkPhoneNumbers(file.loaded, file.meanings)))),
  check('markup', [], ({ files, memo }) =>
    files.flatMap((file) => (['site', 'catalog', 'page'].includes(file.kind.kind) ? memo.remember(file.loaded, 'markup', [], () => checkMarkup(file.loaded, file.meanings.markdown)) : [])),
  ),
];

/** Runs every check of `checks` whose needs `input` has. */
export function runChecks(input: CheckInput, checks: readonly Check[] = CHECKS): Diagnostic[] {
  return checks.filter((c) => c.needs.every((need) => input[need] !== undefined)).flatMap((c) => c.run(input));
}
