import { companyOffice, FactValue, hostingOf, labelledFacts } from './company-facts.tsx';
import { addressLines, officeOf } from './office.ts';
import { usePageContext } from './page-context.tsx';
import { SampleLabel } from './SampleLabel.tsx';

/**
 * The footer's company block: the company and its address (an office of regions.yaml, named by site.yaml
 * companyAddress.office; an invented one carries the sample-data label), then the company facts the footer
 * shows (companyAddress.facts; regions.yaml legal.footerFacts says which the market requires), each under its
 * label on one line, the values from regions.yaml. `registeredOffice` labels the address itself; a fact that
 * is sample data apart from the office (the hosting provider) carries its own label. Server only:
 * the footer's links (FooterLinks.tsx, which +onRenderHtml hands to the footer as pageContext.serverParts) render it, so
 * neither this code, the facts nor the country's name in the reader's language reach the browser.
 */
export function FooterCompany() {
  const { data } = usePageContext();
  const { companyAddress } = data.site;
  const { registeredOffice, ...labels } = companyAddress.facts ?? {};
  const office = officeOf(companyAddress.office);
  // One line per fact in the footer (an address as one comma-separated line); the office's own label covers its facts.
  const facts = labelledFacts(labels, companyOffice(companyAddress.office), hostingOf(data.region.host), data.region.formatLocale).map((f) => ({
    ...f,
    lines: [f.lines.join(', ')],
    sample: f.sample && !office.sample,
  }));
  return (
    <>
      <address className="company-address">
        <strong>{companyAddress.title}</strong>
        <SampleLabel sample={office.sample} />
        {registeredOffice && <span className="fact-label">{registeredOffice}</span>}
        {addressLines(office, data.region.formatLocale).map((line) => (
          <span key={line}>{line}</span>
        ))}
        <span>{companyAddress.hours}</span>
      </address>
      {facts.length > 0 && (
        <dl className="footer-facts">
          {facts.map(({ fact, label, lines, sample }) => (
            <div key={fact}>
              <dt>{label}</dt>
              <dd>
                <FactValue fact={fact} lines={lines} />
                <SampleLabel sample={sample} />
              </dd>
            </div>
          ))}
        </dl>
      )}
    </>
  );
}
