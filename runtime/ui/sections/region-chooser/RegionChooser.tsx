import { regionTable } from '../../../../dist/generated/regions.ts';
import { rememberRegionChoice } from '../../../client/region-choice.ts';
import { currentChooserOptionId } from '../../../shared/country.ts';
import { Link } from '../../Link.tsx';
import { usePageContext } from '../../page-context.tsx';
import { useChosenCountry } from '../../use-chosen-country.ts';
import { below, TitledSection } from '../Heading.tsx';
import type { SectionProps } from '../props.ts';

/**
 * Areas and their regions. Choosing one remembers the region and its country
 * under the chosen region's storage scope (seed 000 §3, docs/decisions.md D26); the option
 * for where the visitor is now is marked aria-current.
 */
export function RegionChooser({ section, level }: SectionProps<'region-chooser'>) {
  const { data, region } = usePageContext();
  const chosenCountry = useChosenCountry();
  const currentId = currentChooserOptionId(
    section.groups.flatMap((group) => group.options),
    data.region,
    region,
    chosenCountry,
  );
  return (
    <TitledSection section={section} level={level} className="chooser">
      <p className="notice" role="note">
        {section.notice}
      </p>
      {section.groups.map((group) => (
        <TitledSection key={group.id} section={group} level={below(level)} title={group.label}>
          <ul>
            {group.options.map((option) => (
              <li key={option.id}>
                <Link
                  href={option.link}
                  lang={regionTable.regions[option.region].locale}
                  aria-current={option.id === currentId ? 'true' : undefined}
                  onClick={() => rememberRegionChoice(option.region, option.country, regionTable)}
                >
                  {option.label}
                </Link>
              </li>
            ))}
          </ul>
        </TitledSection>
      ))}
    </TitledSection>
  );
}
