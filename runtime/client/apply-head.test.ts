// @vitest-environment happy-dom
import { beforeEach, describe, expect, it } from 'vitest';
import type { Head } from '../ui/head.ts';
import { applyHead } from './apply-head.ts';

const WWW = 'https://www.mechanova.example';

function head(overrides: Partial<Head> = {}): Head {
  return {
    lang: 'fr-FR',
    title: 'Manuels',
    description: 'Tous les manuels',
    keywords: 'robot, manuel',
    canonical: `${WWW}/fr/manuals`,
    origin: `${WWW}/`,
    alternates: [
      { hreflang: 'en-US', href: `${WWW}/us/manuals` },
      { hreflang: 'fr-FR', href: `${WWW}/fr/manuals` },
      { hreflang: 'x-default', href: `${WWW}/us/manuals` },
    ],
    ...overrides,
  };
}

const meta = (name: string) => document.head.querySelector<HTMLMetaElement>(`meta[name="${name}"]`)?.content;
const alternates = () => [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="alternate"][hreflang]')].map((l) => ({ hreflang: l.getAttribute('hreflang'), href: l.getAttribute('href') }));

beforeEach(() => {
  // The head as the server rendered the previous page.
  document.documentElement.lang = 'en-US';
  document.title = 'Home';
  document.head.innerHTML = `
    <meta charset="utf-8">
    <meta name="description" content="Old description">
    <meta name="keywords" content="old">
    <meta name="robots" content="noindex">
    <link rel="canonical" href="${WWW}/us">
    <link rel="alternate" hreflang="en-US" href="${WWW}/us">
    <link rel="alternate" hreflang="zh-CN" href="https://cn.mechanova.example/">
    <link rel="alternate" type="application/rss+xml" href="/feed.xml">
    <link rel="preconnect" href="https://cdn.example">`;
  document.body.dataset.region = 'us';
});

describe('applyHead', () => {
  it('sets the html lang, the body region and the title', () => {
    applyHead(document, head(), 'fr');
    expect(document.documentElement.lang).toBe('fr-FR');
    expect(document.body.dataset.region).toBe('fr');
    expect(document.title).toBe('Manuels');
  });

  it('updates description and keywords in place, without duplicating them', () => {
    applyHead(document, head(), 'fr');
    expect(meta('description')).toBe('Tous les manuels');
    expect(meta('keywords')).toBe('robot, manuel');
    expect(document.head.querySelectorAll('meta[name="description"]')).toHaveLength(1);
    expect(document.head.querySelectorAll('meta[name="keywords"]')).toHaveLength(1);
  });

  it('creates description and keywords when the head has none', () => {
    document.head.innerHTML = '';
    applyHead(document, head(), 'fr');
    expect(meta('description')).toBe('Tous les manuels');
    expect(meta('keywords')).toBe('robot, manuel');
  });

  it('removes the keywords meta when the page has no keywords', () => {
    applyHead(document, head({ keywords: '' }), 'fr');
    expect(meta('keywords')).toBeUndefined();
  });

  it('removes robots when the next page is indexable, and adds it back for a page that is not', () => {
    applyHead(document, head(), 'fr');
    expect(meta('robots')).toBeUndefined();
    applyHead(document, head({ robots: 'noindex' }), 'fr');
    expect(meta('robots')).toBe('noindex');
    expect(document.head.querySelectorAll('meta[name="robots"]')).toHaveLength(1);
  });

  it('points the one canonical link at the new page', () => {
    applyHead(document, head(), 'fr');
    const links = document.head.querySelectorAll<HTMLLinkElement>('link[rel="canonical"]');
    expect(links).toHaveLength(1);
    expect(links[0]!.getAttribute('href')).toBe(`${WWW}/fr/manuals`);
  });

  it('creates the canonical link when missing', () => {
    document.head.innerHTML = '';
    applyHead(document, head(), 'fr');
    expect(document.head.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(`${WWW}/fr/manuals`);
  });

  it("replaces the language alternates with the new page's, in order", () => {
    applyHead(document, head(), 'fr');
    expect(alternates()).toEqual(head().alternates);
  });

  it('leaves alternates that are not language links, and other links, in place', () => {
    applyHead(document, head(), 'fr');
    expect(document.head.querySelector('link[type="application/rss+xml"]')).not.toBeNull();
    expect(document.head.querySelector('link[rel="preconnect"]')).not.toBeNull();
  });

  it('leaves no alternates for a page that has none, and does not pile them up over navigations', () => {
    applyHead(document, head(), 'fr');
    applyHead(document, head(), 'fr');
    expect(alternates()).toHaveLength(3);
    applyHead(document, head({ alternates: [] }), 'fr');
    expect(alternates()).toEqual([]);
  });

  it('writes the structured data into one application/ld+json script, replaced on each navigation', () => {
    const product = JSON.stringify([{ '@type': 'Product', name: 'Flagship Bumblebee' }]);
    applyHead(document, head(), 'fr', product);
    const scripts = document.head.querySelectorAll('script#json-ld');
    expect(scripts).toHaveLength(1);
    expect(scripts[0]!.getAttribute('type')).toBe('application/ld+json');
    expect(JSON.parse(scripts[0]!.textContent!)).toEqual([{ '@type': 'Product', name: 'Flagship Bumblebee' }]);
    applyHead(document, head(), 'fr', JSON.stringify([{ '@type': 'WebPage' }]));
    expect(document.head.querySelectorAll('script#json-ld')).toHaveLength(1);
    expect(JSON.parse(document.getElementById('json-ld')!.textContent!)).toEqual([{ '@type': 'WebPage' }]);
  });

  it('updates the server-rendered structured data in place', () => {
    document.head.insertAdjacentHTML('beforeend', '<script type="application/ld+json" id="json-ld">[{"@type":"Organization"}]</script>');
    applyHead(document, head(), 'fr', '[{"@type":"WebPage"}]');
    expect(document.querySelectorAll('#json-ld')).toHaveLength(1);
    expect(document.getElementById('json-ld')!.textContent).toBe('[{"@type":"WebPage"}]');
  });

  it('leaves the structured data alone when none is given', () => {
    document.head.insertAdjacentHTML('beforeend', '<script type="application/ld+json" id="json-ld">[{"@type":"Organization"}]</script>');
    applyHead(document, head(), 'fr');
    expect(document.getElementById('json-ld')!.textContent).toBe('[{"@type":"Organization"}]');
  });

  it('a page that is not found drops the canonical link and every hreflang alternate, and is noindex', () => {
    const { canonical: _, ...notFound } = head({ alternates: [], robots: 'noindex' });
    applyHead(document, notFound, 'fr');
    expect(document.head.querySelector('link[rel="canonical"]')).toBeNull();
    expect(alternates()).toEqual([]);
    expect(meta('robots')).toBe('noindex');
    // …and the next page found puts its canonical back.
    applyHead(document, head(), 'fr');
    expect(document.head.querySelector<HTMLLinkElement>('link[rel="canonical"]')?.getAttribute('href')).toBe(`${WWW}/fr/manuals`);
  });
});
