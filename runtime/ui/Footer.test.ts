import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import type { PageContext } from 'vike/types';
import { describe, expect, it } from 'vitest';
import { bundle } from '../../dist/generated/bundles.ts';
import type { RegionCode } from '../../dist/generated/types.ts';
import { Footer } from './Footer.tsx';
import { PageContextProvider } from './page-context.tsx';

/** The cn footer, rendered on the server, with regions.yaml's icpFiling (and publicSecurityFiling) set. */
function cnFooter(icpFiling: string | null, publicSecurityFiling: string | null = null): string {
  const { region, hosts, site, catalog } = bundle('cn');
  const pageContext = {
    region: 'cn',
    urlOriginal: '/',
    serverNow: Date.parse('2025-01-01T00:00:00Z'),
    data: { region: { ...region, icpFiling, publicSecurityFiling }, hosts, site, catalog, page: undefined },
  } as unknown as PageContext;
  return renderToStaticMarkup(createElement(PageContextProvider, { pageContext, children: createElement(Footer) }));
}

describe('Footer: the ICP filing number (regions.yaml cn.icpFiling)', () => {
  it('shows none while the deployer has not set it', () => {
    const html = cnFooter(null);
    expect(html).not.toContain('ICP');
    expect(html).not.toContain('beian.miit.gov.cn');
  });

  it('shows the number, once set, as a link to the MIIT filing registry', () => {
    const html = cnFooter('粤ICP备12345678号-1');
    expect(html).toMatch(/<a href="https:\/\/beian\.miit\.gov\.cn\/"[^>]*>粤ICP备12345678号-1<\/a>/);
  });

  it('shows the public-security filing number, once set, as a link to its record; none while unset', () => {
    expect(cnFooter(null)).not.toContain('公网安备');
    const html = cnFooter('粤ICP备12345678号-1', '京公网安备11010502030143号');
    expect(html).toMatch(/<a href="https:\/\/beian\.mps\.gov\.cn\/#\/query\/webSearch\?code=11010502030143"[^>]*>京公网安备11010502030143号<\/a>/);
  });
});

describe('Footer: an invented office carries the sample-data label, in the region language', () => {
  it.each([
    ['cn', '示例数据'],
    ['fr', 'Données fictives'],
    ['uk', 'Sample data'],
  ])('%s', (code, label) => {
    const { region, hosts, site, catalog } = bundle(code as 'cn');
    const pageContext = { region: code, urlOriginal: '/', serverNow: 0, data: { region, hosts, site, catalog, page: undefined } } as unknown as PageContext;
    const html = renderToStaticMarkup(createElement(PageContextProvider, { pageContext, children: createElement(Footer) }));
    expect(html).toMatch(new RegExp(`<address class="company-address"><strong>[^<]+</strong><small class="sample-label">${label}</small>`));
  });
});

/** A region's footer as the server renders it, with its own catalogue. */
function footerOf(code: RegionCode, catalog = bundle(code).catalog): string {
  const { region, hosts, site } = bundle(code);
  const pageContext = { region: code, urlOriginal: '/', serverNow: 0, data: { region, hosts, site, catalog, page: undefined } } as unknown as PageContext;
  return renderToStaticMarkup(createElement(PageContextProvider, { pageContext, children: createElement(Footer) }));
}

describe('Footer: the Disney/Pixar credit where a Toy Story product is sold (review S4)', () => {
  it.each([
    ['us', 'Toy Story characters © Disney/Pixar.'],
    ['uk', 'Toy Story characters © Disney/Pixar.'],
    ['eu', 'Toy Story characters © Disney/Pixar.'],
    ['fr', 'Personnages de Toy Story © Disney/Pixar.'],
    ['de', 'Figuren aus Toy Story © Disney/Pixar.'],
    ['cn', '《玩具总动员》角色 © Disney/Pixar。'],
  ] as const)('%s, in its language', (code, text) => {
    expect(footerOf(code)).toContain(`<p class="licence-credits"><span>${text}</span></p>`);
  });

  it('not in kr and jp, which sell no Toy Story product; it follows the catalogue, not the region', () => {
    expect(footerOf('kr')).not.toContain('Disney');
    expect(footerOf('jp')).not.toContain('Disney');
    const us = bundle('us').catalog;
    const withoutToyStory = { ...us, products: Object.fromEntries(Object.entries(us.products).filter(([id]) => !/buzzLightyear/i.test(id))) };
    expect(footerOf('us', withoutToyStory as typeof us)).not.toContain('Disney');
  });
});
