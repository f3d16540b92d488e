import { Link } from '../../Link.tsx';
import type { SectionProps } from '../props.ts';

/** Where the page sits (Home › Support › FAQ); json-ld.ts gives the same trail to search engines as a BreadcrumbList. */
export function Breadcrumb({ section }: SectionProps<'breadcrumb'>) {
  return (
    <nav id={section.id} className="breadcrumb" aria-label={section.label}>
      <ol>
        {section.items.map((item) => (
          <li key={item.link}>
            <Link href={item.link}>{item.label}</Link>
          </li>
        ))}
        <li>
          <span aria-current="page">{section.current}</span>
        </li>
      </ol>
    </nav>
  );
}
