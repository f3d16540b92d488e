import { lazy, Suspense } from 'react';
import { Interactive } from '../../runtime/ui/interactive.tsx';
import { allStatic } from '../../runtime/ui/sections/static.ts';
import { usePageContext } from '../../runtime/ui/page-context.tsx';
// The sections' stylesheets, linked by the page's HTML: the components are imported lazily in the
// browser (or not at all on a static page), and a stylesheet imported only by a lazy chunk would arrive
// with it — or never — leaving the server's HTML unstyled meanwhile.
import '../../runtime/ui/sections/support.css';
import '../../runtime/ui/sections/sections-more.css';
import '../../runtime/ui/sections/sale.css';

// In the browser, the section components load only for a page that has a section to hydrate (no static
// import: the bundler would keep them in the page's chunk); the server renders them synchronously.
const HydratedSections = import.meta.env.SSR
  ? (await import('../../runtime/ui/sections/Sections.tsx')).Sections
  : lazy(() => import('../../runtime/ui/sections/Sections.tsx').then((m) => ({ default: m.Sections })));

/**
 * Every page of the route table that is made of sections (all pages today):
 * content-yaml/<region>/pages/<page>.yaml says which sections, in which order.
 *
 * A page whose sections are all static (runtime/ui/sections/static.ts) is not
 * hydrated: in the browser the container keeps the server's HTML as it is
 * (React leaves an element with dangerouslySetInnerHTML alone while hydrating),
 * so neither the hydration work nor the components' code reach the browser.
 * Otherwise the sections hydrate behind a Suspense boundary once their code has loaded.
 */
export default function Page() {
  const { page } = usePageContext().data;
  if (!page) return null;
  if (!import.meta.env.SSR && allStatic(page.sections)) return <><div className="sections" dangerouslySetInnerHTML={{ __html: '' }} suppressHydrationWarning /><Interactive /></>;
  return <div className="sections"><Suspense fallback={null}><HydratedSections sections={page.sections} /><Interactive /></Suspense></div>;
}

