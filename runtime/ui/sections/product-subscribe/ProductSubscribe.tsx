import { NewsletterForm } from '../../newsletter/NewsletterForm.tsx';
import { NewsletterNotice } from '../../newsletter/NewsletterNotice.tsx';
import { TitledSection } from '../Heading.tsx';
import type { SectionProps } from '../props.ts';

/** A product page's e-mail sign-up: the site's newsletter form (the region's `subscribe` texts, the service's subscribe call) under the section's heading, recorded as asked on a product page. */
export function ProductSubscribe({ section, level }: SectionProps<'product-subscribe'>) {
  return (
    <TitledSection section={section} level={level} className="product-subscribe">
      <p>{section.describe}</p>
      <NewsletterForm source="product-page" id={`${section.id}-form`} />
      <NewsletterNotice />
    </TitledSection>
  );
}
