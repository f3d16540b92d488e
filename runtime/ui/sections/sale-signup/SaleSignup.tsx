import { NewsletterForm } from '../../newsletter/NewsletterForm.tsx';
import { NewsletterNotice } from '../../newsletter/NewsletterNotice.tsx';
import { usePageContext } from '../../page-context.tsx';
import { Heading } from '../Heading.tsx';
import { headingId, type SectionProps } from '../props.ts';

/** A campaign's e-mail sign-up: the site's newsletter form (the region's `subscribe` texts, the service's subscribe call) under the section's heading. */
export function SaleSignup({ section, level }: SectionProps<'sale-signup'>) {
  const { site } = usePageContext().data;
  return (
    <section id={section.id} className="sale-signup" aria-labelledby={headingId(section)}>
      <Heading level={level} id={headingId(section)}>
        {section.title}
      </Heading>
      <p>{section.describe ?? site.subscribe.describe}</p>
      <NewsletterForm source="sale-page" id={`${section.id}-form`} />
      <NewsletterNotice />
    </section>
  );
}
