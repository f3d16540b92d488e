import { NewsletterForm } from '../../newsletter/NewsletterForm.tsx';
import { NewsletterNotice } from '../../newsletter/NewsletterNotice.tsx';
import { usePageContext } from '../../page-context.tsx';
import { TitledSection } from '../Heading.tsx';
import type { SectionProps } from '../props.ts';

/** A campaign's e-mail sign-up: the site's newsletter form (the region's `subscribe` texts, the service's subscribe call) under the section's heading. */
export function SaleSignup({ section, level }: SectionProps<'sale-signup'>) {
  const { site } = usePageContext().data;
  return (
    <TitledSection section={section} level={level} className="sale-signup">
      <p>{section.describe ?? site.subscribe.describe}</p>
      <NewsletterForm source="sale-page" id={`${section.id}-form`} />
      <NewsletterNotice />
    </TitledSection>
  );
}
