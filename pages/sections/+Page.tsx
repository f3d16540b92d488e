import { usePageContext } from '../../runtime/ui/page-context.tsx';
import { Islands } from '../../runtime/ui/sections/Islands.tsx';
// The sections' stylesheets, linked by the page's HTML: the components are imported lazily in the
// browser (or not at all, for static sections), and a stylesheet imported only by a lazy chunk would
// arrive with it — or never — leaving the server's HTML unstyled meanwhile. First the rules several
// section types share, then each section folder's own (codegen/emit/sections.ts lists them).
import '../../runtime/ui/sections/sections.css';
import '../../dist/generated/section-styles.css';

// The server renders every section synchronously; the browser hydrates only the islands, each from its
// own chunk (no static import of the components: the bundler would keep them all in the page's chunk).
const SectionList = import.meta.env.SSR ? (await import('../../runtime/ui/sections/Sections.tsx')).Sections : Islands;

/**
 * Every page of the route table that is made of sections (all pages today):
 * content-yaml/<region>/pages/<page>.yaml says which sections, in which order.
 *
 * Static sections (meta.json "render": "static") are not hydrated: their HTML stays as the server
 * wrote it and their code never reaches the browser. The others hydrate as islands, one by one, once
 * their own chunk has loaded (runtime/ui/sections/Islands.tsx).
 */
export default function Page() {
  const { page } = usePageContext().data;
  if (!page) return null;
  return (
    <div className="sections">
      <SectionList sections={page.sections} />
    </div>
  );
}
