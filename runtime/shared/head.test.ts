import { describe, expect, it } from 'vitest';
import { buildHead, buildJsonLd, jsonLdScript } from './head.ts';
import type { HeadInput, JsonLdInput, JsonLdProduct } from './head.ts';
import type { RouteEntry } from '../../dist/generated/routes.ts';
import { matchRoute } from '../../core/routing.ts';
import { routes, table } from './test-fixtures.ts';
import { regionTable } from '../../dist/generated/regions.ts';
import { routes as siteRoutes } from '../../dist/generated/routes.ts';
import type { RegionCode } from '../../dist/generated/types.ts';

const WWW = 'https://www.mechanova.example';
const CN = 'https://cn.mechanova.example';

function headInput(region: RegionCode, logicalPath: string, extra: Partial<HeadInput> = {}): HeadInput {
  return {
    region,
    logicalPath,
    route: matchRoute(routes, region, logicalPath),
    routes,
    table,
    title: 'Title',
    description: 'Description',
    ...extra,
  };
}

describe('buildHead', () => {
  it('passes the texts through and joins the keywords', () => {
    const head = buildHead(headInput('fr', '/manuals', { title: 'Manuels', description: 'Les manuels', keywords: ['robot', 'manuel'] }));
    expect(head.title).toBe('Manuels');
    expect(head.description).toBe('Les manuels');
    expect(head.keywords).toBe('robot, manuel');
    expect(head.lang).toBe('fr-FR');
    expect(buildHead(headInput('fr', '/manuals')).keywords).toBe('');
  });

  it('gives an absolute canonical on the region host, without query or trailing slash', () => {
    expect(buildHead(headInput('fr', '/manuals/?utm=x#top')).canonical).toBe(`${WWW}/fr/manuals`);
    expect(buildHead(headInput('fr', '/')).canonical).toBe(`${WWW}/fr`);
    expect(buildHead(headInput('cn', '/manuals')).canonical).toBe(`${CN}/manuals`);
    expect(buildHead(headInput('cn', '/')).canonical).toBe(`${CN}/`);
  });

  it('uses the given origin for the current host only', () => {
    const head = buildHead(headInput('fr', '/manuals', { origin: 'http://localhost:3000/' }));
    expect(head.canonical).toBe('http://localhost:3000/fr/manuals');
    expect(head.alternates).toContainEqual({ hreflang: 'en-US', href: 'http://localhost:3000/us/manuals' });
    expect(head.alternates).toContainEqual({ hreflang: 'zh-CN', href: `${CN}/manuals` });
  });

  it('lists one alternate per region of the page, then x-default preferring cn', () => {
    expect(buildHead(headInput('fr', '/manuals')).alternates).toEqual([
      { hreflang: 'en-US', href: `${WWW}/us/manuals` },
      { hreflang: 'en-GB', href: `${WWW}/uk/manuals` },
      { hreflang: 'en-EU', href: `${WWW}/eu/manuals` },
      { hreflang: 'fr-FR', href: `${WWW}/fr/manuals` },
      { hreflang: 'de-DE', href: `${WWW}/de/manuals` },
      { hreflang: 'ko-KR', href: `${WWW}/kr/manuals` },
      { hreflang: 'zh-CN', href: `${CN}/manuals` },
      { hreflang: 'x-default', href: `${CN}/manuals` },
    ]);
  });

  it('prefers us, then eu, for x-default when cn lacks the page', () => {
    const blackFriday = buildHead(headInput('de', '/black-friday')).alternates;
    expect(blackFriday.at(-1)).toEqual({ hreflang: 'x-default', href: `${WWW}/us/black-friday` });
    const onlyEurope = buildHead({ ...headInput('de', '/black-friday'), routes: routes.filter((r) => r.name === 'black-friday-europe') });
    expect(onlyEurope.alternates.at(-1)).toEqual({ hreflang: 'x-default', href: `${WWW}/eu/black-friday` });
  });

  it('joins the records that share a path (black-friday per region)', () => {
    const hreflangs = buildHead(headInput('uk', '/black-friday')).alternates.map((a) => a.hreflang);
    expect(hreflangs).toEqual(['en-US', 'en-GB', 'en-EU', 'fr-FR', 'de-DE', 'x-default']);
  });

  it("of a path's dated editions, joins only those open at the instant rendered (D70): de's Black Friday of 2026 has no uk, eu or fr alternate", () => {
    const bf2026 = (region: RegionCode, start: string): RouteEntry => ({
      ...routes.find((r) => r.name === 'black-friday-us')!,
      name: `black-friday-${region}-2026`,
      page: 'black-friday-2026',
      regions: [region],
      meta: { startTime: `2026-11-19T00:00:00${start}`, endTime: `2026-12-01T00:00:00${start}` },
    });
    const editions = [...routes, bf2026('us', '-05:00'), bf2026('de', '+01:00')];
    const atMs = Date.parse('2026-11-25T12:00:00Z');
    const input = { ...headInput('de', '/black-friday'), routes: editions, route: matchRoute(editions, 'de', '/black-friday', atMs), atMs };
    expect(input.route?.name).toBe('black-friday-de-2026');
    expect(buildHead(input).alternates.map((a) => a.hreflang)).toEqual(['en-US', 'de-DE', 'x-default']);
    // As of 2024, the 2024 editions: every region of Black Friday.
    const in2024 = Date.parse('2024-11-25T12:00:00Z');
    expect(buildHead({ ...input, route: matchRoute(editions, 'de', '/black-friday', in2024), atMs: in2024 }).alternates).toHaveLength(6);
  });

  it('has no x-default when none of cn, us, eu has the page', () => {
    const head = buildHead(headInput('fr', '/nope', { route: undefined }));
    expect(head.alternates).toEqual([{ hreflang: 'fr-FR', href: `${WWW}/fr/nope` }]);
  });

  it('lists only the current region when no route is given', () => {
    const head = buildHead(headInput('us', '/manuals', { route: undefined }));
    expect(head.alternates).toEqual([
      { hreflang: 'en-US', href: `${WWW}/us/manuals` },
      { hreflang: 'x-default', href: `${WWW}/us/manuals` },
    ]);
  });

  it('adds a zh-HK alternate on the cn URL for the Hong Kong and Macao dealer list', () => {
    const alternates = buildHead(headInput('us', '/where-to-buy/hongkong-macao')).alternates;
    expect(alternates).toContainEqual({ hreflang: 'zh-HK', href: `${CN}/where-to-buy/hongkong-macao` });
    expect(alternates).toContainEqual({ hreflang: 'zh-CN', href: `${CN}/where-to-buy/hongkong-macao` });
    expect(alternates).toContainEqual({ hreflang: 'ja-JP', href: `${WWW}/jp/where-to-buy/hongkong-macao` });
    expect(alternates.filter((a) => a.hreflang === 'zh-HK')).toHaveLength(1);
    expect(buildHead(headInput('us', '/where-to-buy')).alternates.map((a) => a.hreflang)).not.toContain('zh-HK');
  });

  it('the real routes: every edition of the Hong Kong and Macao dealer list lists the zh-HK edition, which lists them back, in its own language', () => {
    const real = (region: RegionCode, logicalPath: string) =>
      buildHead({ ...headInput(region, logicalPath), route: matchRoute(siteRoutes, region, logicalPath), routes: siteRoutes, table: regionTable });
    const zhHk = { hreflang: 'zh-HK', href: `${CN}/where-to-buy/hongkong-macao/zh-hk` };
    const us = real('us', '/where-to-buy/hongkong-macao');
    expect(us.alternates).toContainEqual(zhHk);
    expect(us.lang).toBe('en-US');
    const hk = real('cn', '/where-to-buy/hongkong-macao/zh-hk');
    expect(hk.lang).toBe('zh-HK');
    expect(hk.canonical).toBe(zhHk.href);
    expect(hk.alternates).toEqual(us.alternates);
    expect(hk.alternates.map((a) => a.hreflang)).toEqual(['en-US', 'en-GB', 'en-EU', 'fr-FR', 'de-DE', 'ko-KR', 'ja-JP', 'zh-CN', 'zh-HK', 'x-default']);
    expect(real('cn', '/where-to-buy/hongkong-macao').alternates).toContainEqual({ hreflang: 'zh-CN', href: `${CN}/where-to-buy/hongkong-macao` });
    expect(real('us', '/manuals').alternates.map((a) => a.hreflang)).not.toContain('zh-HK');
  });

  it('takes the zh-HK alternate from the route (routes.yaml meta.alternates) and skips one on a region without the page', () => {
    const hongKong = matchRoute(routes, 'us', '/where-to-buy/hongkong-macao')!;
    expect(hongKong.meta.alternates).toEqual([{ hreflang: 'zh-HK', region: 'cn' }]);
    const manuals: RouteEntry = {
      ...matchRoute(routes, 'fr', '/manuals')!,
      meta: {
        alternates: [
          { hreflang: 'fr-BE', region: 'fr' },
          { hreflang: 'ja-JP', region: 'jp' },
        ],
      },
    };
    const alternates = buildHead(headInput('fr', '/manuals', { route: manuals })).alternates;
    expect(alternates).toContainEqual({ hreflang: 'fr-BE', href: `${WWW}/fr/manuals` });
    // jp does not serve /manuals: no link to a page that does not exist.
    expect(alternates.map((a) => a.href)).not.toContain(`${WWW}/jp/manuals`);
  });

  it('takes the x-default preference from the region table (regions.yaml xDefaultPreference)', () => {
    const preferEu = { ...table, xDefaultPreference: ['eu', 'us'] as typeof table.xDefaultPreference };
    expect(buildHead(headInput('fr', '/manuals', { table: preferEu })).alternates.at(-1)).toEqual({ hreflang: 'x-default', href: `${WWW}/eu/manuals` });
    const onlyJapan = { ...table, xDefaultPreference: ['jp'] as typeof table.xDefaultPreference };
    expect(buildHead(headInput('fr', '/manuals', { table: onlyJapan })).alternates.map((a) => a.hreflang)).not.toContain('x-default');
  });

  it('reads both rules from the generated tables of content-yaml/ (the zh-HK link is the Traditional Chinese edition, not the cn page)', () => {
    const path = '/where-to-buy/hongkong-macao';
    const head = buildHead({ region: 'us', logicalPath: path, route: matchRoute(siteRoutes, 'us', path), routes: siteRoutes, table: regionTable, title: 'T', description: 'D' });
    expect(head.alternates).toContainEqual({ hreflang: 'zh-CN', href: `${CN}${path}` });
    expect(head.alternates.filter((a) => a.hreflang === 'zh-HK')).toEqual([{ hreflang: 'zh-HK', href: `${CN}${path}/zh-hk` }]);
    expect(head.alternates.at(-1)).toEqual({ hreflang: 'x-default', href: `${CN}${path}` });
    expect(regionTable.xDefaultPreference).toEqual(['cn', 'us', 'eu']);
  });

  it('keeps en-EU as written', () => {
    expect(buildHead(headInput('eu', '/manuals')).lang).toBe('en-EU');
  });
});

describe('buildJsonLd', () => {
  const url = `${WWW}/us/optimus-prime-rise-of-the-beasts-signature-limited-edition`;
  const organization = { name: 'Mechanova', logo: '/favicon.svg' };
  const base: JsonLdInput = { organization, url, title: 'Optimus Prime Signature', description: 'The signature edition.', locale: 'en-US', nowMs: Date.parse('2025-01-01T00:00:00Z') };
  const product: JsonLdProduct = {
    name: 'Optimus Prime<br><small>Signature Limited Edition</small>',
    image: 'https://cdn.mechanova.example/optimus.webp',
    buy: 'https://us.shop.mechanova.example/products/optimus',
    price: 1299,
    currency: 'USD',
    stock: 5,
    isPreSale: false,
  };
  const offerOf = (input: JsonLdInput) => buildJsonLd(input)[2]?.offers as Record<string, unknown>;

  it('describes the organisation and the page', () => {
    expect(buildJsonLd(base)).toEqual([
      { '@context': 'https://schema.org', '@type': 'Organization', name: 'Mechanova', url: `${WWW}/`, logo: `${WWW}/favicon.svg` },
      {
        '@context': 'https://schema.org',
        '@type': 'WebPage',
        name: 'Optimus Prime Signature',
        description: 'The signature edition.',
        url,
        inLanguage: 'en-US',
      },
    ]);
  });

  it('takes the organisation from the input, on the page host', () => {
    const [described] = buildJsonLd({ ...base, url: `${CN}/manuals`, organization: { name: 'Mechanova Robotics', logo: '/logo.png', url: '/' } });
    expect(described).toMatchObject({ name: 'Mechanova Robotics', url: `${CN}/`, logo: `${CN}/logo.png` });
  });

  it('describes the product with its offer and buy action', () => {
    const [, , item] = buildJsonLd({ ...base, product: { ...product, sku: 'optimusPrimeRiseOfTheBeastsSignatureLimitedEdition' } });
    expect(item).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: 'Optimus Prime Signature Limited Edition',
      description: 'The signature edition.',
      image: 'https://cdn.mechanova.example/optimus.webp',
      brand: { '@type': 'Brand', name: 'Mechanova' },
      sku: 'optimusPrimeRiseOfTheBeastsSignatureLimitedEdition',
      url,
      offers: {
        '@type': 'Offer',
        price: 1299,
        priceCurrency: 'USD',
        availability: 'https://schema.org/InStock',
        url: 'https://us.shop.mechanova.example/products/optimus',
      },
      potentialAction: { '@type': 'BuyAction', target: 'https://us.shop.mechanova.example/products/optimus' },
    });
  });

  it('accepts a catalogue entry as is, resolving a picture path against the page', () => {
    const entry = { ...product, alt: 'Optimus Prime', link: '/us/x', image: '/artwork/optimus.svg' };
    expect(buildJsonLd({ ...base, product: entry })[2]?.image).toBe(`${WWW}/artwork/optimus.svg`);
  });

  it('derives availability from stock and pre-sale, sold out first', () => {
    const availabilityOf = (p: Partial<JsonLdProduct>) => offerOf({ ...base, product: { ...product, ...p } }).availability;
    expect(availabilityOf({ stock: 3, isPreSale: true })).toBe('https://schema.org/PreOrder');
    expect(availabilityOf({ stock: 0, isPreSale: false })).toBe('https://schema.org/SoldOut');
    expect(availabilityOf({ stock: 0, isPreSale: true })).toBe('https://schema.org/SoldOut');
    expect(availabilityOf({ buy: '' })).toBe('https://schema.org/OutOfStock');
  });

  it('follows a pre-sale that ends on delivery, like the button', () => {
    const preSale = { ...product, isPreSale: true, preSaleUntil: '2025-11-30T00:00:00+01:00' };
    const delivery = Date.parse('2025-11-30T00:00:00+01:00');
    expect(offerOf({ ...base, product: preSale, nowMs: delivery - 1 }).availability).toBe('https://schema.org/PreOrder');
    expect(offerOf({ ...base, product: preSale, nowMs: delivery }).availability).toBe('https://schema.org/InStock');
  });

  it('offers the activity price while its window is open at nowMs', () => {
    const onSale = { ...product, activityPrice: 999, activityTime: { startTime: '2024-11-14T00:00:00-05:00', endTime: '2024-12-03T00:00:00-05:00' } };
    expect(offerOf({ ...base, product: onSale, nowMs: Date.parse('2024-11-20T00:00:00Z') }).price).toBe(999);
    expect(offerOf({ ...base, product: onSale, nowMs: Date.parse('2024-11-01T00:00:00Z') }).price).toBe(1299);
    expect(offerOf({ ...base, product: onSale, nowMs: Date.parse('2025-01-01T00:00:00Z') }).price).toBe(1299);
  });

  it('leaves out what the catalogue does not give: price, buy link', () => {
    const [, , item] = buildJsonLd({ ...base, product: { ...product, price: null, buy: '', description: 'Own text' } });
    expect(item?.offers).toEqual({ '@type': 'Offer', priceCurrency: 'USD', availability: 'https://schema.org/OutOfStock' });
    expect(item).not.toHaveProperty('potentialAction');
    expect(item?.description).toBe('Own text');
  });
});

describe('buildJsonLd: contact points and breadcrumbs', () => {
  const base: JsonLdInput = {
    organization: { name: 'Mechanova', logo: '/favicon.svg' },
    url: `${WWW}/us/faq`,
    title: 'FAQ',
    description: 'Answers.',
    locale: 'en-US',
    nowMs: Date.parse('2026-01-01T00:00:00Z'),
  };
  const support = { contactType: 'customer support', telephone: '+1-408-555-0142', email: 'support@mechanova.example', areaServed: ['US', 'CA'], availableLanguage: ['English'] };

  it("lists the organisation's contact points as schema.org ContactPoints", () => {
    const [organization] = buildJsonLd({ ...base, organization: { ...base.organization, contactPoints: [support] } });
    expect(organization?.contactPoint).toEqual([{ '@type': 'ContactPoint', ...support }]);
  });

  it('leaves a sample contact point out: the structured data cannot label it as sample data', () => {
    const invented = { ...support, contactType: 'sales', sample: true };
    const [organization] = buildJsonLd({ ...base, organization: { ...base.organization, contactPoints: [support, invented] } });
    expect(organization?.contactPoint).toEqual([{ '@type': 'ContactPoint', ...support }]);
    expect(buildJsonLd({ ...base, organization: { ...base.organization, contactPoints: [invented] } })[0]).not.toHaveProperty('contactPoint');
  });

  it("names a region's own contact points only: the US line on the us pages, not on the jp pages", () => {
    const us = { ...support, regions: ['us'] };
    const jp = { ...support, telephone: '+81-3-5550-0100', areaServed: ['JP'], availableLanguage: ['Japanese'], regions: ['jp'] };
    const points = (region: string) => (buildJsonLd({ ...base, region, organization: { ...base.organization, contactPoints: [us, jp] } })[0]?.contactPoint ?? []) as { telephone: string }[];
    expect(points('us').map((p) => p.telephone)).toEqual([support.telephone]);
    expect(points('jp').map((p) => p.telephone)).toEqual(['+81-3-5550-0100']);
    expect(points('kr')).toEqual([]);
    // A line without regions serves every region.
    expect(buildJsonLd({ ...base, region: 'kr', organization: { ...base.organization, contactPoints: [support] } })[0]?.contactPoint).toHaveLength(1);
  });

  it('leaves contactPoint out when there is none, and optional fields out when empty', () => {
    expect(buildJsonLd(base)[0]).not.toHaveProperty('contactPoint');
    const [organization] = buildJsonLd({ ...base, organization: { ...base.organization, contactPoints: [{ ...support, areaServed: [], availableLanguage: undefined }] } });
    expect(organization?.contactPoint).toEqual([{ '@type': 'ContactPoint', contactType: 'customer support', telephone: support.telephone, email: support.email }]);
  });

  it('adds a BreadcrumbList of absolute URLs on the page host, ending with the page itself', () => {
    const objects = buildJsonLd({
      ...base,
      breadcrumb: {
        trail: [
          { name: 'Home', link: '/us' },
          { name: 'Support', link: '/us/support' },
        ],
        current: 'FAQ',
      },
    });
    expect(objects.map((o) => o['@type'])).toEqual(['Organization', 'WebPage', 'BreadcrumbList']);
    expect(objects[2]).toEqual({
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: 'Home', item: `${WWW}/us` },
        { '@type': 'ListItem', position: 2, name: 'Support', item: `${WWW}/us/support` },
        { '@type': 'ListItem', position: 3, name: 'FAQ', item: `${WWW}/us/faq` },
      ],
    });
    const [, , cn] = buildJsonLd({ ...base, url: `${CN}/manuals`, breadcrumb: { trail: [{ name: '首页', link: '/' }], current: '说明书' } });
    expect((cn?.itemListElement as { item: string }[] | undefined)?.map((e) => e.item)).toEqual([`${CN}/`, `${CN}/manuals`]);
  });
});

describe('jsonLdScript', () => {
  it('cannot close the script element or open a comment', () => {
    const text = jsonLdScript([{ '@type': 'Thing', name: '</script><script>alert(1)</script><!--' }]);
    expect(text).not.toMatch(/<|>/);
    expect(text).toContain('\\u003c/script\\u003e');
  });

  it('escapes the line and paragraph separators and ampersands', () => {
    const text = jsonLdScript([{ '@type': 'Thing', name: 'a\u2028b\u2029c & d' }]);
    expect(text).not.toMatch(/[\u2028\u2029&]/);
    expect(text).toContain('a\\u2028b\\u2029c \\u0026 d');
  });

  it('stays JSON that parses back to the same objects', () => {
    const objects = [{ '@type': 'Thing', name: '</script> & \u2028 "quoted" \\ ü 日本' }];
    expect(JSON.parse(jsonLdScript(objects))).toEqual(objects);
  });
});
