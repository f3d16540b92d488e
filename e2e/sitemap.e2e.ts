import { request } from 'node:http';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useSite, useTab } from './harness.ts';
import { hydrated } from './wait.ts';

const WWW = 'https://www.mechanova.example';
const CN = 'https://cn.mechanova.example';

const site = useSite();
const tab = useTab(site);

interface SitemapDocument {
  root: string;
  namespace: string;
  sitemaps: string[];
  urls: { loc: string; alternates: [string, string][] }[];
}

/** Parses sitemap XML with the browser's strict XML parser: a well-formedness error fails the test. */
async function parseSitemap(page: Page, xml: string): Promise<SitemapDocument> {
  return page.evaluate((text) => {
    const SITEMAP = 'http://www.sitemaps.org/schemas/sitemap/0.9';
    const doc = new DOMParser().parseFromString(text, 'application/xml');
    const error = doc.getElementsByTagName('parsererror')[0];
    if (error) throw new Error(`not well-formed XML: ${error.textContent}`);
    const locOf = (parent: Element) => parent.getElementsByTagNameNS(SITEMAP, 'loc')[0]?.textContent ?? '';
    return {
      root: doc.documentElement.localName,
      namespace: doc.documentElement.namespaceURI ?? '',
      sitemaps: [...doc.getElementsByTagNameNS(SITEMAP, 'sitemap')].map(locOf),
      urls: [...doc.getElementsByTagNameNS(SITEMAP, 'url')].map((url) => ({
        loc: locOf(url),
        alternates: [...url.getElementsByTagNameNS('http://www.w3.org/1999/xhtml', 'link')]
          .filter((link) => link.getAttribute('rel') === 'alternate')
          .map((link): [string, string] => [link.getAttribute('hreflang') ?? '', link.getAttribute('href') ?? '']),
      })),
    };
  }, xml);
}

/** A GET with a forged Host header (fetch does not let a caller set Host). */
function getWithHost(path: string, host: string): Promise<string> {
  const { hostname, port } = new URL(site.server.origin);
  return new Promise((resolve, reject) => {
    const req = request({ hostname, port, path, headers: { host } }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => {
        body += chunk;
      });
      res.on('end', () => resolve(body));
    });
    req.on('error', reject);
    req.end();
  });
}

describe('robots.txt', () => {
  it('allows the site but the account pages and names the sitemap index on the table host', async () => {
    const response = await fetch(`${site.server.origin}/robots.txt`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    expect(response.headers.get('cache-control')).toBe('public, max-age=3600');
    const disallow = ['/account', '/de/account', '/eu/account', '/fr/account', '/jp/account', '/uk/account', '/us/account'].map((path) => `Disallow: ${path}\n`).join('');
    expect(await response.text()).toBe(`User-agent: *\nAllow: /\n${disallow}Sitemap: ${WWW}/sitemap.xml\n`);
  });

  it('ignores the Host header of the request', async () => {
    expect(await getWithHost('/robots.txt', 'evil.example')).toContain(`Sitemap: ${WWW}/sitemap.xml`);
    expect(await getWithHost('/sitemap.xml', 'evil.example')).not.toContain('evil.example');
  });
});

describe('sitemaps', () => {
  it('serves an index of one sitemap per region, each on its region host', async () => {
    const response = await fetch(`${site.server.origin}/sitemap.xml`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/xml; charset=utf-8');
    expect(response.headers.get('cache-control')).toBe('public, max-age=3600');
    const { page } = await tab();
    const index = await parseSitemap(page, await response.text());
    expect(index.root).toBe('sitemapindex');
    expect(index.namespace).toBe('http://www.sitemaps.org/schemas/sitemap/0.9');
    expect(index.sitemaps).toEqual([...['us', 'uk', 'eu', 'fr', 'de', 'kr', 'jp'].map((code) => `${WWW}/sitemap-${code}.xml`), `${CN}/sitemap-cn.xml`]);
  });

  it('answers 404 for an unknown region', async () => {
    expect((await fetch(`${site.server.origin}/sitemap-xx.xml`)).status).toBe(404);
  });

  it('lists /jp/flagship-bumblebee with the alternates of the page head', async () => {
    const response = await fetch(`${site.server.origin}/sitemap-jp.xml`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/xml; charset=utf-8');
    expect(response.headers.get('cache-control')).toBe('public, max-age=3600');
    const { page, errors } = await tab();
    const sitemap = await parseSitemap(page, await response.text());
    expect(sitemap.root).toBe('urlset');
    // The live jp pages of the route table (account and password pages stay out).
    const locs = sitemap.urls.map((u) => u.loc);
    expect(locs.slice(0, 3)).toEqual([`${WWW}/jp`, `${WWW}/jp/choose-your-region`, `${WWW}/jp/flagship-bumblebee`]);
    expect(locs).toContain(`${WWW}/jp/about-us`);
    for (const closed of ['account', 'login', 'register', 'forgot-password', 'reset-password']) expect(locs).not.toContain(`${WWW}/jp/${closed}`);
    const entry = sitemap.urls.find((u) => u.loc === `${WWW}/jp/flagship-bumblebee`)!;

    const pageResponse = await page.goto(`${site.server.origin}/jp/flagship-bumblebee`);
    expect(pageResponse?.status()).toBe(200);
    await hydrated(page);
    const headAlternates = await page.$$eval('link[rel="alternate"][hreflang]', (links) => links.map((l): [string, string] => [l.getAttribute('hreflang') ?? '', l.getAttribute('href') ?? '']));
    const sorted = (pairs: [string, string][]) => pairs.map((pair) => pair.join(' ')).sort();
    expect(sorted(entry.alternates)).toEqual(sorted(headAlternates));
    expect(entry.alternates.map(([lang]) => lang).sort()).toEqual(['de-DE', 'en-EU', 'en-GB', 'en-US', 'fr-FR', 'ja-JP', 'x-default', 'zh-CN']);
    expect(await page.getAttribute('link[rel="canonical"]', 'href')).toBe(entry.loc);
    expect(errors).toEqual([]);
  });
});
