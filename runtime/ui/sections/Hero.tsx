import { Picture } from '../Picture.tsx';
import { BuyButton, Price } from '../ProductCard.tsx';
import { usePageContext } from '../page-context.tsx';
import { RichText } from '../RichText.tsx';
import { textAt } from '../../shared/time.ts';
import { Heading } from './Heading.tsx';
import { headingId, type SectionProps } from './props.ts';

/** The top of a product page: heading, copy, main picture, and price and buy button from the catalogue. */
export function Hero({ section, level }: SectionProps<'hero'>) {
  const { data, serverNow } = usePageContext();
  const product = section.product ? data.catalog.products[section.product] : undefined;
  return (
    <section id={section.id} className="hero" aria-labelledby={headingId(section)}>
      <div className="hero-text">
        <Heading level={level} id={headingId(section)}>{section.title}</Heading>
        {section.subtitle && <p className="subtitle">{section.subtitle}</p>}
        <p>{section.content}</p>
        {section.availability && <p className="availability">{textAt(section.availability, section.availabilityChanges, serverNow)}</p>}
        {product && (
          <div className="buy-box">
            <p className="product-name"><RichText text={product.name} /></p>
            <Price product={product} />
            <BuyButton product={product} />
          </div>
        )}
      </div>
      <Picture image={section.image} alt={product?.alt ?? section.title} width={640} height={480} eager />
    </section>
  );
}
