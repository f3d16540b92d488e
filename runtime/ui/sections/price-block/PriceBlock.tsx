import { offerAt } from '../../../shared/offer.ts';
import { BuyButton, Price } from '../../ProductCard.tsx';
import { usePageContext } from '../../page-context.tsx';
import { RichText } from '../../RichText.tsx';
import { TitledSection } from '../Heading.tsx';
import type { SectionProps } from '../props.ts';

/**
 * The buy section: price, list price and instalments, the button, and the line
 * that goes with the button's state — the pre-sale and expected delivery while
 * it reads Pre-Order Now, the availability line once it reads Buy Now — all from
 * the catalogue at the rendered instant (offer.ts, like the structured data).
 */
export function PriceBlock({ section, level }: SectionProps<'price-block'>) {
  const { data, serverNow } = usePageContext();
  const product = data.catalog.products[section.product];
  if (!product) return null;
  const { state } = offerAt(product, serverNow);
  return (
    <TitledSection section={section} level={level} className="price-block" data-state={state}>
      <div className="buy-box">
        <p className="product-name">
          <RichText text={product.name} />
        </p>
        {state === 'preOrder' && section.preSale && <p className="availability">{section.preSale}</p>}
        {state === 'buy' && section.available && <p className="availability">{section.available}</p>}
        <Price product={product} id={section.product} />
        <BuyButton product={product} />
        {state === 'preOrder' && section.delivery && <p className="delivery">{section.delivery}</p>}
      </div>
    </TitledSection>
  );
}
