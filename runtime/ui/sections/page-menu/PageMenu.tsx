import { Link } from '../../Link.tsx';
import type { SectionProps } from '../props.ts';

/** Links to the sections of the page. */
export function PageMenu({ section }: SectionProps<'page-menu'>) {
  return (
    <nav id={section.id} className="page-menu" aria-label={section.label}>
      <ul>
        {section.items.map((item) => (
          <li key={item.id}>
            <Link href={item.link}>{item.label}</Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
