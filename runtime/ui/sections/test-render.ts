import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import type { PageContext } from 'vike/types';
import { bundle } from '../../../dist/generated/bundles.ts';
import type { Section } from '../../../dist/generated/types.ts';
import { PageContextProvider } from '../page-context.tsx';
import { Sections } from './Sections.tsx';

/** Server-renders sections as a page of `regionCode` would (its texts and catalogue), for section tests. */
export function renderSections(sections: readonly Section[], regionCode: 'us' | 'cn' = 'us'): string {
  const { region, hosts, site, catalog } = bundle(regionCode);
  const pageContext = {
    region: regionCode,
    serverNow: Date.parse('2026-01-01T00:00:00Z'),
    data: { region, hosts, site, catalog, page: { head: { title: 't', description: 'd' }, sections }, entry: { needsLogin: false } },
  } as unknown as PageContext;
  return renderToStaticMarkup(createElement(PageContextProvider, { pageContext, children: createElement(Sections, { sections }) }));
}
