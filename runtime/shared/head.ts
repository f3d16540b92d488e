/**
 * Per-page head metadata and structured data (seed 000 §2.5, seed 001 §2):
 * title, description, keywords, canonical and alternate-language links with a
 * default alternate, and schema.org objects for the organisation, the page and
 * its product.
 */
import type { RouteEntry } from '../../dist/generated/routes.ts';
import type { RegionCode, RegionsDocument } from '../../dist/generated/types.ts';
import { plainText } from '../../core/markup.ts';
import { windowHolds } from '../../core/routing.ts';
import { REGION_CODES, normalizePath, regionPath, regionPrefixes, splitPath } from './regions.ts';
import { offerAt, schemaAvailability, type OfferFacts } from './offer.ts';

export interface PageLocation {
  region: RegionCode;
  logicalPath: string;
  table: RegionsDocument;
  /** Origin of the current region's host (e.g. a preview host); defaults to the region's host in the table. */
  origin?: string;
}

export interface HeadInput extends PageLocation {
  route: RouteEntry | undefined;
  routes: readonly RouteEntry[];
  /** The instant rendered: a path's dated editions (D70) are alternates only while open then. */
  atMs?: number;
  title: string;
  description: string;
  keywords?: string[];
}

export interface Alternate {
  hreflang: string;
  href: string;
}

export interface Head {
  title: string;
  description: string;
  keywords: string;
  canonical: string;
  alternates: Alternate[];
  lang: string;
}

/** Absolute URLs of a logical path per region: regions on the current host use `origin`, the others their own host. */
function urlBuilder({ region, table, origin }: PageLocation): (code: RegionCode, path: string) => string {
  const prefixes = regionPrefixes(table);
  const currentHost = table.regions[region].host;
  const hostOrigin = (code: RegionCode): string => {
    const host = table.regions[code].host;
    return (host === currentHost && origin !== undefined ? origin : table.hosts[host]).replace(/\/+$/, '');
  };
  return (code, path) => hostOrigin(code) + regionPath(code, path, prefixes);
}

/** The page's path without query, hash or trailing slash. */
function pagePath(logicalPath: string): string {
  return normalizePath(splitPath(logicalPath).pathname);
}

/**
 * The regions where a page is served at the route's path (several records may share one path, e.g. black-friday per
 * region); of a path's dated editions, only those open at `atMs` (the 2024 sale is no alternate of the 2026 one).
 */
function alternateRegions(input: HeadInput, path: string): RegionCode[] {
  const { route, routes, region, atMs } = input;
  if (!route) return [region];
  const found = new Set<RegionCode>([region, ...route.regions]);
  for (const other of routes) {
    if (other.page !== null && normalizePath(other.path) === path && (atMs === undefined || windowHolds(other, atMs))) for (const code of other.regions) found.add(code);
  }
  return REGION_CODES.filter((code) => found.has(code));
}

/**
 * The head of a page: texts from the page's YAML, the canonical URL, one
 * alternate per region serving the same path, the route's own extra
 * alternates (routes.yaml `meta.alternates`, e.g. zh-HK), and x-default: the
 * first region of regions.yaml `xDefaultPreference` that serves the page.
 *
 * @example
 * buildHead({ region: 'fr', logicalPath: '/manuals', route, routes, table, title: 'Manuels', description: '…' }).canonical
 * // => 'https://www.mechanova.example/fr/manuals'
 */
export function buildHead(input: HeadInput): Head {
  const { region, table } = input;
  const path = pagePath(input.logicalPath);
  const urlOf = urlBuilder(input);
  // A language edition (routes.yaml meta.language and editionOf, e.g. the zh-HK dealer list) shares the alternates of
  // the page it is an edition of; its own URL is its canonical, its language its <html lang>.
  const base = input.route?.meta.editionOf ? normalizePath(input.route.meta.editionOf) : path;
  const baseRoute = base === path ? input.route : input.routes.find((r) => r.page !== null && normalizePath(r.path) === base && r.regions.includes(region));
  const regions = alternateRegions({ ...input, route: baseRoute }, base);
  const alternates: Alternate[] = regions.map((code) => ({ hreflang: table.regions[code].locale, href: urlOf(code, base) }));
  for (const extra of baseRoute?.meta.alternates ?? []) {
    if (regions.includes(extra.region)) alternates.push({ hreflang: extra.hreflang, href: urlOf(extra.region, base) });
  }
  for (const edition of input.routes) {
    const { language, editionOf } = edition.meta;
    const [home] = edition.regions;
    if (language && editionOf && home && edition.page !== null && edition.status === 'live' && normalizePath(editionOf) === base)
      alternates.push({ hreflang: language, href: urlOf(home, normalizePath(edition.path)) });
  }
  const fallback = table.xDefaultPreference.find((code) => regions.includes(code));
  if (fallback) alternates.push({ hreflang: 'x-default', href: urlOf(fallback, base) });
  return {
    title: input.title,
    description: input.description,
    keywords: (input.keywords ?? []).join(', '),
    canonical: urlOf(region, path),
    alternates,
    lang: input.route?.meta.language ?? table.regions[region].locale,
  };
}

export type JsonLdObject = { '@context'?: string; '@type': string } & Record<string, unknown>;

/** The product of a product page: a catalogue entry of the region, with its currency and picture. */
export interface JsonLdProduct extends OfferFacts {
  /** May hold <br> and <small> (catalogue names); stripped to plain text. */
  name: string;
  /** Defaults to the page description. */
  description?: string;
  /** The picture; a path is resolved against the page URL. */
  image: string;
  currency: string;
  /** The catalogue id, published as the SKU. */
  sku?: string;
  /** Where on the page this product is sold (e.g. its card's #anchor); defaults to the page URL. */
  url?: string;
}

/** A contact point of the company (regions.yaml organization.contactPoints). */
export interface JsonLdContactPoint {
  contactType: string;
  /** None for a mailbox (the privacy team's). */
  telephone?: string;
  email: string;
  areaServed?: readonly string[];
  availableLanguage?: readonly string[];
  /** The regional editions whose Organization names it; every region's without it. */
  regions?: readonly string[];
  /** Demonstration content (`sample: true`): left out of the structured data, which has no way to label it. */
  sample?: boolean;
}

export interface JsonLdInput {
  /** The page's absolute canonical URL (buildHead's canonical). */
  url: string;
  title: string;
  description: string;
  /** The region's locale, as <html lang>. */
  locale: string;
  /** The company (regions.yaml `organization`); url defaults to the site root. */
  organization: { name: string; url?: string; logo: string; contactPoints?: readonly JsonLdContactPoint[] };
  /** The region of the page: its Organization names only the contact points of that region. */
  region?: string;
  /** The pages above this one, from the top (a breadcrumb section); the page itself is added last. */
  breadcrumb?: { trail: readonly { name: string; link: string }[]; current: string };
  product?: JsonLdProduct;
  /** Several products sold on one page (the K1 page sells K1 and K1 Pro): one Product, with its own Offer, each. Replaces `product`. */
  products?: readonly JsonLdProduct[];
  /** Server time (or the ?at= preview instant): price and availability as the page shows them then. */
  nowMs: number;
}

const SCHEMA = 'https://schema.org';
/** The organisation name of the structured data. */

function contactPoint(point: JsonLdContactPoint): JsonLdObject {
  return {
    '@type': 'ContactPoint',
    contactType: point.contactType,
    ...(point.telephone ? { telephone: point.telephone } : {}),
    email: point.email,
    ...(point.areaServed?.length ? { areaServed: [...point.areaServed] } : {}),
    ...(point.availableLanguage?.length ? { availableLanguage: [...point.availableLanguage] } : {}),
  };
}

/**
 * The schema.org objects of a page: Organization (with its contact points, not the sample ones),
 * WebPage, a BreadcrumbList when the page has a breadcrumb and, on a product
 * page, a Product with its Offer and BuyAction for each product the page sells.
 *
 * @example
 * const head = buildHead(headInput);
 * jsonLdScript(buildJsonLd({ url: head.canonical, title: head.title, description: head.description, locale: head.lang, product }))
 */
export function buildJsonLd(input: JsonLdInput): JsonLdObject[] {
  const { url } = input;
  const absolute = (link: string): string => new URL(link, url).href;
  // A sample contact point is labelled on the page; search engines would read it as the company's (docs/decisions.md D38).
  // A region's Organization names its own contact points only (no US line on the jp pages).
  const real = (input.organization.contactPoints ?? []).filter((p) => p.sample !== true && (p.regions === undefined || (input.region !== undefined && p.regions.includes(input.region))));
  const objects: JsonLdObject[] = [
    {
      '@context': SCHEMA,
      '@type': 'Organization',
      name: input.organization.name,
      url: absolute(input.organization.url ?? '/'),
      logo: absolute(input.organization.logo),
      ...(real.length ? { contactPoint: real.map(contactPoint) } : {}),
    },
    { '@context': SCHEMA, '@type': 'WebPage', name: input.title, description: input.description, url, inLanguage: input.locale },
  ];
  for (const product of input.products ?? (input.product ? [input.product] : [])) {
    // One rule with the buy box (offer.ts), so Google reads the price and button the visitor sees.
    const { price, state } = offerAt(product, input.nowMs);
    const offer: JsonLdObject = {
      '@type': 'Offer',
      ...(price === null ? {} : { price }),
      priceCurrency: product.currency,
      availability: schemaAvailability(state),
      ...(product.buy ? { url: product.buy } : {}),
    };
    objects.push({
      '@context': SCHEMA,
      '@type': 'Product',
      name: plainText(product.name),
      description: product.description ?? input.description,
      image: absolute(product.image),
      brand: { '@type': 'Brand', name: input.organization.name },
      ...(product.sku ? { sku: product.sku } : {}),
      url: product.url === undefined ? url : absolute(product.url),
      offers: offer,
      ...(product.buy ? { potentialAction: { '@type': 'BuyAction', target: product.buy } } : {}),
    });
  }
  if (input.breadcrumb) {
    const steps = [...input.breadcrumb.trail.map((step) => ({ name: step.name, item: absolute(step.link) })), { name: input.breadcrumb.current, item: url }];
    objects.push({
      '@context': SCHEMA,
      '@type': 'BreadcrumbList',
      itemListElement: steps.map((step, i) => ({ '@type': 'ListItem', position: i + 1, name: step.name, item: step.item })),
    });
  }
  return objects;
}

/**
 * JSON text safe inside <script type="application/ld+json">: no '</script>',
 * '<!--' or line separators can end or break the script, and it stays valid JSON.
 *
 * @example
 * jsonLdScript([{ '@type': 'Thing', name: '</script>' }]) // => '[{"@type":"Thing","name":"\\u003c/script\\u003e"}]'
 */
export function jsonLdScript(objects: readonly object[]): string {
  return JSON.stringify(objects)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}
