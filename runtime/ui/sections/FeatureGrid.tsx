import { Link } from '../Link.tsx';
import { Picture } from '../Picture.tsx';
import { Heading, below } from './Heading.tsx';
import { headingId, type SectionProps } from './props.ts';

/** Features or tools: heading, copy, optional picture and link per item. */
export function FeatureGrid({ section, level }: SectionProps<'feature-grid'>) {
  return (
    <section id={section.id} className="feature-grid" aria-labelledby={headingId(section)}>
      <Heading level={level} id={headingId(section)}>{section.title}</Heading>
      {section.describe && <p>{section.describe}</p>}
      <ul>
        {section.items.map((item) => (
          <li key={item.id}>
            {item.image && <Picture image={item.image} alt="" width={96} height={96} />}
            <Heading level={below(level)}>{item.title}</Heading>
            <p>{item.describe}</p>
            {item.link && <Link href={item.link.url}>{item.link.text}</Link>}
          </li>
        ))}
      </ul>
    </section>
  );
}
