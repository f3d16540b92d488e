import { Link } from '../Link.tsx';
import { usePageContext } from '../page-context.tsx';

/**
 * Under every newsletter form (footer, new-user popup, sale pages): that one can unsubscribe at any time
 * (`subscribe.notice`), and the link to the privacy notice, the footer's own (`footerNavs`, identify
 * privacy-policy), so the two never point to different notices.
 */
export function NewsletterNotice() {
  const { site } = usePageContext().data;
  const privacy = site.footerNavs.find((item) => item.identify === 'privacy-policy');
  return (
    <p className="newsletter-notice">
      {site.subscribe.notice}
      {privacy?.link && (
        <>
          {' '}
          <Link href={privacy.link}>{privacy.label}</Link>
        </>
      )}
    </p>
  );
}
