import { createElement, type ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import type { PageContext } from 'vike/types';
import { bundle } from '../../../dist/generated/bundles.ts';
import { describe, expect, it } from 'vitest';
import type { Section } from '../../../dist/generated/types.ts';
import { dealerTable } from '../../../dist/generated/dealers.ts';
import { regionTable } from '../../../dist/generated/regions.ts';
import type { RegionCode } from '../../../dist/generated/types.ts';
import { PageContextProvider } from '../page-context.tsx';
import { AppDownload } from './app-download/AppDownload.tsx';
import { DealerList } from './dealer-list/DealerList.tsx';
import { DownloadTable, fileUrl } from './download-table/DownloadTable.tsx';

// The region's texts too: a sample dealer's label is site.yaml ui.sampleData.
const render = (region: RegionCode, node: ReactNode) =>
  renderToStaticMarkup(createElement(PageContextProvider, { pageContext: { region, data: { site: bundle(region).site } } as unknown as PageContext, children: node }));

type Of<T extends Section['type']> = Extract<Section, { type: T }>;
const table: Of<'download-table'> = {
  id: 'manuals',
  type: 'download-table',
  title: 'Manuals',
  columns: { name: 'Name', size: 'Size', date: 'Updated', language: 'Language' },
  groups: [{ id: 'k1', title: 'K1', rows: [{ id: 'user-manual', name: 'K1 User Manual', file: '/manuals/k1/user-manual-de.pdf', sizeMb: 9.74, date: '2024-12-03', language: 'de' }] }],
};

describe('DownloadTable', () => {
  it('renders a captioned table with scoped headers inside a focusable region named by the caption', () => {
    const html = render('us', createElement(DownloadTable, { section: table, level: 1 }));
    expect(html).toContain('<h1 id="manuals-title">Manuals</h1>');
    expect(html).toMatch(/<div class="table-scroll" role="region" aria-labelledby="manuals-k1-caption" tabindex="0"><table><caption id="manuals-k1-caption">K1<\/caption>/);
    expect(html.match(/<th scope="col">/g)).toHaveLength(4);
    expect(html).toContain(`<th scope="row"><a href="${regionTable.hosts.files}/manuals/k1/user-manual-de.pdf" rel="noopener">K1 User Manual</a></th>`);
  });

  it("formats size, date and language in the region's locale", () => {
    const cells = (region: RegionCode) => [...render(region, createElement(DownloadTable, { section: table, level: 1 })).matchAll(/<td(?: data-intl="")?>(.*?)<\/td>/g)].map((m) => m[1]);
    expect(cells('us')).toEqual(['9.7 MB', '<time dateTime="2024-12-03">Dec 3, 2024</time>', 'German']);
    expect(cells('de')).toEqual(['9,7 MB', '<time dateTime="2024-12-03">03.12.2024</time>', 'Deutsch']);
    expect(cells('cn')).toEqual(['9.7 MB', '<time dateTime="2024-12-03">2024年12月3日</time>', '德语']);
  });

  it('joins a file path to the files host without a double slash', () => {
    expect(fileUrl('/a.pdf', 'https://files.example/')).toBe('https://files.example/a.pdf');
  });
});

describe('DealerList', () => {
  const section: Of<'dealer-list'> = {
    id: 'dealers',
    type: 'dealer-list',
    title: 'Where to Buy',
    groups: [{ id: 'uk', title: 'United Kingdom' }],
    store: { id: 'official-store', title: 'Official store', label: 'Shop Now' },
  };

  it("lists the group's dealers from dealers.yaml: logo (decorative), name as link, addresses", () => {
    const html = render('uk', createElement(DealerList, { section, level: 1 }));
    const dealers = dealerTable.dealers.filter((d) => d.group === 'uk');
    expect(dealers.length).toBeGreaterThan(0);
    expect(html.match(/<li class="dealer">/g)).toHaveLength(dealers.length);
    for (const dealer of dealers) {
      expect(html).toContain(`<h3><a href="${dealer.link}" rel="noopener">${dealer.title}</a></h3>${dealer.sample ? '<small class="sample-label">Sample data</small>' : ''}`);
      for (const address of dealer.addresses ?? []) expect(html).toContain(`<address>${address}</address>`);
    }
    expect(html).toMatch(/<img src="[^"]*dealer-gadget-forge\.webp[^"]*"[^>]*alt=""/);
    expect(html).not.toContain('Bot Depot');
  });

  it('labels each sample dealer in the region language', () => {
    const de: Of<'dealer-list'> = { ...section, groups: [{ id: 'germany', title: 'Deutschland' }] };
    expect(render('de', createElement(DealerList, { section: de, level: 1 })).match(/<small class="sample-label">Beispieldaten<\/small>/g)).toHaveLength(
      dealerTable.dealers.filter((d) => d.group === 'germany').length,
    );
  });

  it("links the region's own store, and shows no call where the region has no shop (kr)", () => {
    expect(render('uk', createElement(DealerList, { section, level: 1 }))).toContain(`<a href="${regionTable.regions.uk.links.shop}" rel="noopener" class="button">Shop Now</a>`);
    expect(render('kr', createElement(DealerList, { section, level: 1 }))).not.toContain('official-store');
  });
});

describe('AppDownload', () => {
  it("draws each store's QR code as an image named by its alt text, beside the store link", () => {
    const section: Of<'app-download'> = {
      id: 'app',
      type: 'app-download',
      title: 'App',
      describe: 'Scan',
      ios: 'iOS 13.0 or later',
      android: 'Android 8.0 or later',
      stores: [{ id: 'ios', label: 'App Store', link: 'https://apps.example/x', alt: 'QR code: the app on the App Store', qr: { size: 21, path: 'M0 0h7v1h-7z' } }],
    };
    const html = render('us', createElement(AppDownload, { section, level: 2 }));
    expect(html).toContain('<svg class="qr-code" role="img" aria-label="QR code: the app on the App Store" viewBox="-4 -4 29 29"');
    expect(html).toContain('<path d="M0 0h7v1h-7z" fill="#000"></path>');
    expect(html).toContain('<a href="https://apps.example/x" rel="noopener">App Store</a>');
  });
});
