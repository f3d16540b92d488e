import { Link } from '../../Link.tsx';
import { Picture } from '../../Picture.tsx';
import { Heading, below, TitledSection } from '../Heading.tsx';
import type { SectionProps } from '../props.ts';

/**
 * The block every product page ends with (seed 001 §2): support, download (scan the QR code; iOS and Android versions) and contact.
 * The three parts are headed divs, not named sections: a region landmark named "Support" would repeat the menu's.
 */
export function ProductFaq({ section, level }: SectionProps<'product-faq'>) {
  const { support, download, contact } = section;
  const part = (name: string) => `${section.id}-${name}-title`;
  /** The support part and the contact part: a heading, a sentence and links. */
  const linkPart = (name: string, { title, describe, links }: typeof support) => (
    <div className="faq-part">
      <Heading level={below(level)} id={part(name)}>
        {title}
      </Heading>
      <p>{describe}</p>
      <ul>
        {links.map((link) => (
          <li key={link.id}>
            <Link href={link.url}>{link.text}</Link>
          </li>
        ))}
      </ul>
    </div>
  );
  return (
    <TitledSection section={section} level={level} className="product-faq">
      <div className="faq-parts">
        {linkPart('support', support)}
        <div className="faq-part faq-download">
          <Heading level={below(level)} id={part('download')}>
            {download.title}
          </Heading>
          <p>{download.describe}</p>
          <Picture image={download.qr} alt={download.qrAlt} width={144} height={144} />
          <ul className="requirements">
            <li>{download.ios}</li>
            <li>{download.android}</li>
          </ul>
          {download.link && <Link href={download.link.url}>{download.link.text}</Link>}
        </div>
        {linkPart('contact', contact)}
      </div>
    </TitledSection>
  );
}
