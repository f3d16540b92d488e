import { Link } from '../../Link.tsx';
import { Picture } from '../../Picture.tsx';
import { Heading, below } from '../Heading.tsx';
import { headingId, type SectionProps } from '../props.ts';

/** Features or tools: heading, copy, optional picture, how-to steps and link per item. */
export function FeatureGrid({ section, level }: SectionProps<'feature-grid'>) {
  return (
    <section id={section.id} className="feature-grid" aria-labelledby={headingId(section)}>
      <Heading level={level} id={headingId(section)}>
        {section.title}
      </Heading>
      {section.describe && <p>{section.describe}</p>}
      <ul>
        {section.items.map((item) => (
          <li key={item.id}>
            {item.image && <Picture image={item.image} alt="" width={section.largePictures ? 480 : 96} height={section.largePictures ? 300 : 96} />}
            <div data-float="">
              <Heading level={below(level)}>{item.title}</Heading>
              <p>{item.describe}</p>
            </div>
            {item.steps && (
              // A fold, not a dialog: the steps stay readable without JavaScript.
              <details className="collapse steps">
                <summary>{item.steps.label}</summary>
                <ol>
                  {item.steps.items.map((step) => (
                    <li key={step.id}>{step.text}</li>
                  ))}
                </ol>
              </details>
            )}
            {item.link && <Link href={item.link.url}>{item.link.text}</Link>}
          </li>
        ))}
      </ul>
    </section>
  );
}
