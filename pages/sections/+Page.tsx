import { Sections } from '../../runtime/ui/sections/Sections.tsx';
import { usePageContext } from '../../runtime/ui/page-context.tsx';

/**
 * Every page of the route table that is made of sections (all pages today):
 * content-yaml/<region>/pages/<page>.yaml says which sections, in which order.
 */
export default function Page() {
  const { page } = usePageContext().data;
  if (!page) return null;
  return <div className="sections">{<Sections sections={page.sections} />}</div>;
}
