import { regionTable } from '../../../../dist/generated/regions.ts';
import { telHref } from '../../company-facts.tsx';
import type { ContactSection } from '../../../../dist/generated/types.ts';
import { addressLines, officeOf } from '../../office.ts';
import { usePageContext } from '../../page-context.tsx';
import { SampleLabel } from '../../SampleLabel.tsx';
import { Heading, below } from '../Heading.tsx';
import { headingId, type SectionProps } from '../props.ts';

type ContactPoint = NonNullable<typeof regionTable.organization.contactPoints>[number];

/**
 * The e-mail and phone of a contact line: its own e-mail, or the contact point of
 * regions.yaml it names (the one place the Organization's structured data reads too).
 * Throws on an unknown id, which codegen's contact check refuses before a build.
 */
export function contactOf(
  line: Pick<ContactSection['lines'][number], 'id' | 'email' | 'contactPoint' | 'sample'>,
  points: readonly ContactPoint[] = regionTable.organization.contactPoints ?? [],
): { email?: string; telephone?: string; sample?: boolean } {
  if (line.contactPoint === undefined) return { email: line.email, sample: line.sample };
  const point = points.find((p) => p.id === line.contactPoint);
  if (!point) throw new Error(`Contact line "${line.id}" names the contact point "${line.contactPoint}", which regions.yaml organization.contactPoints does not have.`);
  return { email: point.email, telephone: point.telephone, sample: point.sample ?? line.sample };
}

/** The name of a time zone in the region's language, the same all year ("Pacific Time", not "Pacific Daylight Time"). */
export function timeZoneName(timeZone: string, locale: string, at: number): string {
  const parts = new Intl.DateTimeFormat(locale, { timeZone, timeZoneName: 'longGeneric' }).formatToParts(at);
  return parts.find((p) => p.type === 'timeZoneName')?.value ?? timeZone;
}

/** A way to reach a contact line or an office (its phone, its e-mail) under its label, where it has one. */
function Reach({ label, href, text }: { label: string; href: string | undefined; text: string | undefined }) {
  return href ? (
    <div>
      <dt>{label}</dt>
      <dd>
        <a href={href}>{text}</a>
      </dd>
    </div>
  ) : null;
}

/** Headquarters lines (mailto, tel) and offices with their hours in each office's time zone; invented ones carry the sample-data label. */
export function Contact({ section, level }: SectionProps<'contact'>) {
  const { data, serverNow } = usePageContext();
  const sub = below(level);
  return (
    <section id={section.id} className="contact" aria-labelledby={headingId(section)}>
      <Heading level={level} id={headingId(section)}>
        {section.title}
      </Heading>
      {section.describe && <p className="lead">{section.describe}</p>}
      <section aria-labelledby={`${section.id}-lines`}>
        <Heading level={sub} id={`${section.id}-lines`}>
          {section.linesTitle}
        </Heading>
        <ul className="contact-lines">
          {section.lines.map((line) => {
            const { email, telephone, sample } = contactOf(line);
            return (
              <li key={line.id} id={line.id}>
                <Heading level={below(sub)}>{line.label}</Heading>
                <SampleLabel sample={sample} />
                {line.describe && <p>{line.describe}</p>}
                <dl>
                  <Reach label={section.labels.phone} href={telephone && telHref(telephone)} text={telephone} />
                  <Reach label={section.labels.email} href={email && `mailto:${email}`} text={email} />
                </dl>
              </li>
            );
          })}
        </ul>
      </section>
      <section aria-labelledby={`${section.id}-offices`}>
        <Heading level={sub} id={`${section.id}-offices`}>
          {section.officesTitle}
        </Heading>
        <ul className="offices">
          {section.offices.map((item) => {
            // Address, phone and time zone from regions.yaml organization.offices; name and hours are the region's words.
            const office = officeOf(item.office);
            return (
              <li key={item.id} id={item.id}>
                <Heading level={below(sub)}>{item.name}</Heading>
                <SampleLabel sample={office.sample} />
                <address>
                  {[office.company, ...addressLines(office, data.region.formatLocale)].map((line, i) => (
                    <span key={i}>{line}</span>
                  ))}
                </address>
                <dl>
                  <Reach label={section.labels.phone} href={office.phone && telHref(office.phone)} text={office.phone} />
                  <Reach label={section.labels.email} href={office.email && `mailto:${office.email}`} text={office.email} />
                  <div>
                    <dt>{section.labels.hours}</dt>
                    <dd>
                      {item.hours} (<span data-intl="">{timeZoneName(office.timeZone, data.region.formatLocale, serverNow)}</span>)
                    </dd>
                  </div>
                </dl>
              </li>
            );
          })}
        </ul>
      </section>
    </section>
  );
}
