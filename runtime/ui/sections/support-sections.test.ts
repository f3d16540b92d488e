import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import type { PageContext } from 'vike/types';
import { describe, expect, it } from 'vitest';
import { bundle } from '../../../dist/generated/bundles.ts';
import { regionTable } from '../../../dist/generated/regions.ts';
import type { RegionCode, Section } from '../../../dist/generated/types.ts';
import type { PageData } from '../../shared/page-data-types.ts';
import { forBrowser, pageDataFor } from '../../server/page-data.ts';
import { PageContextProvider } from '../page-context.tsx';
import { hubItemHref } from './link-hub/LinkHub.tsx';
import { Sections } from './Sections.tsx';

/** A us page rendered on the server (or, with browser, from the data the browser gets: runtime/server/page-data.ts forBrowser). */
function render(
  pageName: 'support' | 'faq' | 'technical-support' | 'cookies-policy',
  { region = 'us' as RegionCode, shop, browser = false }: { region?: RegionCode; shop?: string | null; browser?: boolean } = {},
) {
  const b = bundle('us');
  const page = (browser ? forBrowser({ page: b.pages[pageName] } as PageData).page : b.pages[pageName])!;
  const logicalPath = `/${pageName}`;
  const pageContext = {
    region,
    logicalPath,
    serverNow: Date.parse('2025-06-01T00:00:00Z'),
    data: {
      region: { ...b.region, links: { ...b.region.links, ...(shop !== undefined ? { shop } : {}) } },
      hosts: b.hosts,
      site: b.site,
      catalog: b.catalog,
      page,
      entry: { needsLogin: false, formPage: false, page: pageName },
    },
  } as unknown as PageContext;
  return renderToStaticMarkup(createElement(PageContextProvider, { pageContext, children: createElement(Sections, { sections: page.sections }) }));
}

const sectionsOf = (page: string): Section[] => bundle('us').pages[page as 'faq']!.sections;

describe('link-hub', () => {
  it("links a store policy on the region's own shop host, from regions.yaml", () => {
    const html = render('support');
    expect(html).toContain(`href="${regionTable.regions.us.links.shop}/pages/warranty-policy"`);
    expect(html).toContain('href="/us/faq"');
  });
  it('leaves out shop items where the region has no shop (kr), rather than linking nowhere', () => {
    const html = render('support', { shop: null });
    expect(html).not.toContain('warranty-policy"');
    expect(html).toContain('href="/us/faq"');
    expect(hubItemHref({ shopPath: '/pages/x' }, null)).toBeUndefined();
    expect(hubItemHref({ shopPath: '/pages/x' }, 'https://shop.example')).toBe('https://shop.example/pages/x');
    expect(hubItemHref({ link: '/us/faq' }, null)).toBe('/us/faq');
  });
  it('gives each item its icon as decoration (empty alt) and its title as a heading one level below', () => {
    const html = render('support');
    expect(html).toMatch(/<img [^>]*src="[^"]*support-faq\.webp[^"]*"[^>]*alt=""|<img [^>]*alt=""[^>]*support-faq/);
    expect(html).toMatch(/<h1[^>]*>Support Center<\/h1>/);
    expect(html).toMatch(/<h2><a href="\/us\/faq">FAQ<\/a><\/h2>/);
  });
});

describe('faq', () => {
  it('server-renders every question and answer as a <details> disclosure, grouped under h2 topics', () => {
    const html = render('faq');
    const faq = sectionsOf('faq').find((s) => s.type === 'faq')!;
    if (faq.type !== 'faq') throw new Error('no faq section');
    for (const group of faq.groups) {
      expect(html).toContain(`<h2 id="${group.id}-title">${group.name}</h2>`);
      for (const entry of group.entries) expect(html).toContain(`<details id="${entry.id}"><summary>${entry.label.replace(/'/g, '&#x27;')}</summary>`);
    }
    expect(html).toContain('Standard shipping is free to any address in the continental United States.');
    expect(html).toContain('aria-busy="false"');
    expect(html).toContain('role="search"');
  });
  it('the search box is disabled until the browser has fetched the questions (and hidden without JavaScript)', () => {
    expect(render('faq')).toMatch(/<input id="[^"]+" type="search" [^>]*disabled=""/);
  });
  it("from the browser's data (no questions): an empty list container, whose server HTML the browser keeps while it fetches", () => {
    const html = render('faq', { browser: true });
    expect(html).toContain('aria-busy="false"'); // busy once the fetch starts (an effect)
    expect(html).toContain('<div class="faq-list"></div>');
    expect(html).not.toContain('<details');
  });
  it('forBrowser strips only faq sections, and returns other pages as they are', () => {
    const support = { page: bundle('us').pages.support! } as PageData;
    expect(forBrowser(support)).toBe(support);
    const stripped = forBrowser({ page: bundle('us').pages.faq } as PageData).page!;
    expect(stripped.sections.map((s) => s.type)).toEqual(sectionsOf('faq').map((s) => s.type));
    expect(stripped.sections.flatMap((s) => (s.type === 'faq' ? s.groups : []))).toEqual([]);
    const none = { page: undefined } as PageData;
    expect(forBrowser(none)).toBe(none);
  });
  it("the page data serialized for the browser carries no FAQ entry, and is much smaller than the server's", () => {
    const server = pageDataFor('us', '/faq');
    const browser = forBrowser(server);
    expect(JSON.stringify(browser)).not.toContain('Standard shipping is free');
    expect(JSON.stringify(server)).toContain('Standard shipping is free');
    expect(JSON.stringify(browser).length).toBeLessThan(JSON.stringify(server).length - 2000);
    expect(browser.entry).toEqual({ needsLogin: false, formPage: false, page: 'faq' });
    const home = pageDataFor('us', '/');
    expect(forBrowser(home)).toBe(home);
  });
});

describe('browser-storage and breadcrumb', () => {
  it("shows a scoped key under the region's storage scope, every key with its storage, in a table with header cells", () => {
    const html = render('cookies-policy');
    expect(html).toContain(`data-storage-key="apptoken">${regionTable.regions.us.storageScope}/apptoken</code>`);
    expect(html).toContain('data-storage-key="regionChoice">regionChoice</code>');
    expect(html).toContain('<th scope="col">Name</th>');
    expect(html).toMatch(/<th scope="row"><code/);
  });
  it('renders the trail as an ordered list in a labelled nav, the page itself marked current', () => {
    const html = render('faq');
    expect(html).toMatch(
      /<nav id="breadcrumb" class="breadcrumb" aria-label="Breadcrumb"><ol><li><a href="\/us">Home<\/a><\/li><li><a href="\/us\/support">Support Center<\/a><\/li><li><span aria-current="page">FAQ<\/span><\/li><\/ol><\/nav>/,
    );
  });
});
