import { regionTable } from '../../../dist/generated/regions.ts';
import { browserSession } from '../../client/session.ts';
import { Link } from '../Link.tsx';
import { usePageContext } from '../page-context.tsx';
import { Heading, below } from './Heading.tsx';
import { headingId, type SectionProps } from './props.ts';

/** Areas and their regions; choosing one remembers the country (seed 000 §3). */
export function RegionChooser({ section, level }: SectionProps<'region-chooser'>) {
  const { data } = usePageContext();
  const remember = (country: string) => () => { browserSession(data.region.storageScope).country.value = country; };
  return (
    <section id={section.id} className="chooser" aria-labelledby={headingId(section)}>
      <Heading level={level} id={headingId(section)}>{section.title}</Heading>
      <p className="notice" role="note">{section.notice}</p>
      {section.groups.map((group) => (
        <section key={group.id} id={group.id} aria-labelledby={`${group.id}-title`}>
          <Heading level={below(level)} id={`${group.id}-title`}>{group.label}</Heading>
          <ul>
            {group.options.map((option) => (
              <li key={option.id}>
                <Link href={option.link} lang={regionTable.regions[option.region].locale} onClick={remember(option.country)}>{option.label}</Link>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </section>
  );
}
