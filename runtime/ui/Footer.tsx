import { visibleIn } from './Header.tsx';
import { Icon } from './icons.tsx';
import { Link } from './Link.tsx';
import { Newsletter } from './newsletter/Newsletter.tsx';
import { usePageContext } from './page-context.tsx';
import { fillArguments } from '../../core/message-fill.ts';
import { RichText } from './RichText.tsx';
import { SampleLabel } from './SampleLabel.tsx';
import { ServerOnly } from './ServerOnly.tsx';

/** Where an ICP filing number links to: the MIIT filing registry, as mainland sites customarily do. */
const ICP_REGISTRY = 'https://beian.miit.gov.cn/';
/** Where a public-security filing number links to: its record in the Ministry of Public Security's registry. */
const publicSecurityRecord = (filing: string) => `https://beian.mps.gov.cn/#/query/webSearch?code=${filing.replace(/[^0-9]/g, '')}`;

/** The footer's id: the page's first paint waits for it when no section follows the lead one (pages/+onRenderHtml.tsx). */
export const FOOTER_ID = 'site-footer';

/**
 * Footer: the newsletter form, then navigation groups (footer-visible items), the company block (address and
 * the company facts the market requires: runtime/ui/FooterCompany.tsx, handed in by +onRenderHtml so its
 * code and data stay on the server), links, social icons (a menu entry or social link marked `sample: true` carries
 * the sample-data label, as a sample office does: docs/decisions.md D38), copyright and, once the deployer has set them, the
 * ICP and public-security filing numbers. All but the form is plain links and text, rendered by the server
 * alone (ServerOnly): hydrating it would cost every page's first seconds (dozens of links, and an
 * Intl.DisplayNames for the address's country, slow to build in a browser) for nothing.
 */
export function Footer() {
  return (
    <footer className="site-footer" id={FOOTER_ID}>
      <Newsletter />
      <ServerOnly>{() => <FooterLinks />}</ServerOnly>
    </footer>
  );
}

function FooterLinks() {
  const { data, serverNow, serverParts } = usePageContext();
  const { site } = data;
  const { icpFiling, publicSecurityFiling } = data.region;
  // The year of the server's clock (the ?at= instant in preview), never a year written in YAML.
  const copyright = fillArguments(site.copyright.label, { year: String(new Date(serverNow).getUTCFullYear()) });
  // A licensor's credit shows where the region's catalogue sells one of its products (Toy Story © Disney/Pixar).
  const credits = (site.copyright.credits ?? []).filter((credit) => credit.products.some((id) => data.catalog.products[id] !== undefined));
  const allSample = site.media.length > 0 && site.media.every((m) => m.sample);
  return (
    <>
      <div className="footer-groups">
        {site.navs.map((group) => (
          <section key={group.identify} aria-labelledby={`footer-${group.identify}`}>
            <h2 id={`footer-${group.identify}`}>{group.label}</h2>
            <ul>
              {group.children.filter(visibleIn('footer', serverNow)).map((item) => (
                <li key={item.identify}>
                  <Link href={item.link}>
                    <RichText text={item.label} />
                  </Link>
                  <SampleLabel sample={item.sample} />
                </li>
              ))}
            </ul>
          </section>
        ))}
        <section aria-labelledby="footer-follow">
          {/* Every link sample data (today's case): one label for the list; otherwise one beside each sample link. */}
          <h2 id="footer-follow">
            {site.ui.followUs} {allSample && <SampleLabel sample />}
          </h2>
          <ul className="social">
            {site.media.map((m) => (
              <li key={m.link}>
                <a href={m.link} rel="noopener" aria-label={m.label} className={`social-${m.icon}`}>
                  <Icon name={m.icon} size={24} />
                </a>
                {!allSample && <SampleLabel sample={m.sample} />}
              </li>
            ))}
          </ul>
        </section>
      </div>
      {/* The company address and facts (runtime/ui/FooterCompany.tsx): +onRenderHtml hands them in, so their code stays on the server. */}
      {serverParts?.company}
      <nav aria-label={site.ui.footerNavigation} className="footer-links">
        <ul>
          {site.footerNavs.filter(visibleIn('footer', serverNow)).map((item) => (
            <li key={item.identify}>
              <Link href={item.link}>{item.label}</Link>
            </li>
          ))}
        </ul>
      </nav>
      <p className="copyright">
        {site.copyright.link ? <Link href={site.copyright.link}>{copyright}</Link> : copyright}
        {icpFiling && (
          <>
            {' '}
            <Link href={ICP_REGISTRY} className="icp-filing">
              {icpFiling}
            </Link>
          </>
        )}
        {publicSecurityFiling && (
          <>
            {' '}
            <Link href={publicSecurityRecord(publicSecurityFiling)} className="public-security-filing">
              {publicSecurityFiling}
            </Link>
          </>
        )}
      </p>
      {credits.length > 0 && (
        <p className="licence-credits">
          {credits.map((credit) => (
            <span key={credit.id}>{credit.text}</span>
          ))}
        </p>
      )}
    </>
  );
}
