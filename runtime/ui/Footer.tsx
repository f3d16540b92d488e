import { Newsletter } from './newsletter/Newsletter.tsx';
import { usePageContext } from './page-context.tsx';
import { ServerOnly } from './ServerOnly.tsx';

/** The footer's id: the page's first paint waits for it when no section follows the lead one (pages/+onRenderHtml.tsx). */
export const FOOTER_ID = 'site-footer';

/**
 * Footer: the newsletter form, then navigation groups (footer-visible items), the company block (address and
 * the company facts the market requires: runtime/ui/FooterCompany.tsx), links, social icons (a menu entry or social link marked `sample: true` carries
 * the sample-data label, as a sample office does: docs/decisions.md D38), copyright and, once the deployer has set them, the
 * ICP and public-security filing numbers. All but the form is plain links and text (FooterLinks.tsx), rendered by
 * the server alone: +onRenderHtml hands it in (pageContext.serverParts) and ServerOnly keeps its HTML in the
 * browser, so neither its hydration (dozens of links, an Intl.DisplayNames for the address's country, slow to build
 * in a browser) nor its code and the brands' marks reach the first load.
 */
export function Footer() {
  const { serverParts } = usePageContext();
  return (
    <footer className="site-footer" id={FOOTER_ID}>
      <Newsletter />
      <ServerOnly>{() => serverParts?.footerLinks}</ServerOnly>
    </footer>
  );
}
