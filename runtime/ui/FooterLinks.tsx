import { visibleIn } from './Header.tsx';
import { FooterCompany } from './FooterCompany.tsx';
import { Link } from './Link.tsx';
import { usePageContext } from './page-context.tsx';
import { fillArguments } from '../../core/message-fill.ts';
import { RichText } from './RichText.tsx';
import { SampleLabel } from './SampleLabel.tsx';
import { SocialMark } from './social-marks.tsx';

/** Where an ICP filing number links to: the MIIT filing registry, as mainland sites customarily do. */
const ICP_REGISTRY = 'https://beian.miit.gov.cn/';
/** Where a public-security filing number links to: its record in the Ministry of Public Security's registry. */
const publicSecurityRecord = (filing: string) => `https://beian.mps.gov.cn/#/query/webSearch?code=${filing.replace(/[^0-9]/g, '')}`;

/** The footer's links, company block, social links and filings (Footer.tsx): rendered on the server only, handed in by +onRenderHtml. */
export function FooterLinks() {
  const { data, serverNow } = usePageContext();
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
                  <SocialMark name={m.icon} size={24} />
                </a>
                {!allSample && <SampleLabel sample={m.sample} />}
              </li>
            ))}
          </ul>
        </section>
      </div>
      {/* The company address and facts (runtime/ui/FooterCompany.tsx): +onRenderHtml hands them in, so their code stays on the server. */}
      <FooterCompany />
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
