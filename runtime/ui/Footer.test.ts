import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import type { PageContext } from 'vike/types';
import { describe, expect, it } from 'vitest';
import { bundle } from '../../dist/generated/bundles.ts';
import { Footer } from './Footer.tsx';
import { PageContextProvider } from './page-context.tsx';

/** The cn footer, rendered on the server, with regions.yaml's icpFiling set to `icpFiling`. */
function cnFooter(icpFiling: string | null): string {
  const { region, hosts, site } = bundle('cn');
  const pageContext = {
    region: 'cn',
    urlOriginal: '/',
    serverNow: Date.parse('2025-01-01T00:00:00Z'),
    data: { region: { ...region, icpFiling }, hosts, site, catalog: {}, page: undefined },
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
});
