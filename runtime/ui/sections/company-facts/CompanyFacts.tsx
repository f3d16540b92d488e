import { companyOffice, FactValue, hostingOf, labelledFacts } from '../../company-facts.tsx';
import { usePageContext } from '../../page-context.tsx';
import { SampleLabel } from '../../SampleLabel.tsx';
import { TitledSection } from '../Heading.tsx';
import type { SectionProps } from '../props.ts';

/**
 * The facts about the publishing company, each under its label: the values come from regions.yaml (the
 * office the section names, the provider of the region's host), so a legal notice never retypes a number.
 * Invented values carry the sample-data label.
 */
export function CompanyFacts({ section, level }: SectionProps<'company-facts'>) {
  const { data } = usePageContext();
  const office = companyOffice(section.office);
  const host = hostingOf(data.region.host);
  const facts = labelledFacts(section.facts, office, host, data.region.formatLocale);
  return (
    <TitledSection section={section} level={level} className="company-facts">
      <SampleLabel sample={facts.some((f) => f.sample)} />
      {section.describe && <p>{section.describe}</p>}
      <dl>
        {facts.map(({ fact, label, lines }) => (
          <div key={fact}>
            <dt>{label}</dt>
            <dd>
              <FactValue fact={fact} lines={lines} />
            </dd>
          </div>
        ))}
      </dl>
    </TitledSection>
  );
}
