import { lazy } from 'react';
import { NEWSLETTER_OUTCOMES, type NewsletterOutcome } from '../../../core/newsletter.ts';
import { LazyPart } from '../interactive.tsx';
import { usePageContext } from '../page-context.tsx';
import { ServerOnly } from '../ServerOnly.tsx';

// The form is server-rendered (it posts without JavaScript) and hydrated once its code has loaded, as a
// LazyPart (runtime/ui/interactive.tsx): its submit handler is not first-load JavaScript on any page.
// The unsubscribe line has no behaviour: rendered by the server only, its code is not in the browser's first load.
const NewsletterNotice = import.meta.env.SSR ? (await import('./NewsletterNotice.tsx')).NewsletterNotice : undefined;
const NewsletterForm = import.meta.env.SSR ? (await import('./NewsletterForm.tsx')).NewsletterForm : lazy(() => import('./NewsletterForm.tsx').then((m) => ({ default: m.NewsletterForm })));

/** The footer's newsletter block (ids `#newsletter-<outcome>` are where the no-JavaScript fallback redirects; CSS shows the targeted one): the region's title and sentence, the form, and the fallback's outcome messages. */
export function Newsletter() {
  const { site } = usePageContext().data;
  const outcome: Record<NewsletterOutcome, string> = {
    subscribed: site.subscribe.success,
    confirmed: site.subscribe.confirmed,
    expired: site.subscribe.expired,
    unsubscribed: site.subscribe.unsubscribed,
    invalid: site.subscribe.invalid,
    failed: site.api.message.default,
  };
  return (
    <section className="newsletter" aria-labelledby="newsletter-title">
      <h2 id="newsletter-title">{site.subscribe.title}</h2>
      <p>{site.subscribe.describe}</p>
      <LazyPart>
        <NewsletterForm id="newsletter" source="footer" />
      </LazyPart>
      <ServerOnly>{() => NewsletterNotice && <NewsletterNotice />}</ServerOnly>
      {NEWSLETTER_OUTCOMES.map((name) => (
        <p
          key={name}
          id={`newsletter-${name}`}
          className={`newsletter-outcome newsletter-${name === 'subscribed' || name === 'confirmed' || name === 'unsubscribed' ? 'ok' : 'problem'}`}
          tabIndex={-1}
        >
          {outcome[name]}
        </p>
      ))}
    </section>
  );
}
