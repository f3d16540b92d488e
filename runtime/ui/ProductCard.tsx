import type { PageContext } from 'vike/types';
import { productAnchor } from '../../core/anchors.ts';
import type { ProductCardsSection } from '../../dist/generated/types.ts';
import { fillTemplate, formatPrice } from '../shared/format.ts';
import { installmentPlan } from '../shared/money.ts';
import { isShown, onPreSale } from '../shared/time.ts';
import { Link } from './Link.tsx';
import { usePageContext } from './page-context.tsx';
import { Picture } from './Picture.tsx';
import { RichText } from './RichText.tsx';
import { Heading, type HeadingLevel } from './sections/Heading.tsx';

type Product = NonNullable<PageContext['data']['catalog']['products'][keyof PageContext['data']['catalog']['products']]>;
export type Card = ProductCardsSection['items'][number];

/** The price in force now: the activity price from its start time (seed 000 §4), else the list price. */
export function priceNow(product: Product, now: number): { price: number | null; listPrice: number | null } {
  const promo = product.activityPrice !== undefined && product.activityTime && isShown(product.activityTime, now);
  return promo ? { price: product.activityPrice!, listPrice: product.price } : { price: product.price, listPrice: null };
}

/**
 * Price with the region's currency and locale, the list price during a promotion (struck
 * through, and named for screen readers, which do not announce a line-through), the tax note
 * where the region's texts have one, and the instalments as the lender charges them (money.ts).
 */
export function Price({ product }: { product: Product }) {
  const { data, serverNow } = usePageContext();
  const { price, listPrice } = priceNow(product, serverNow);
  if (price === null) return null;
  const { currency } = data.catalog;
  const format = (n: number, context: 'price' | 'installment' = 'price') => formatPrice(n, currency, data.region.formatLocale, context);
  const plan = data.region.installment ? installmentPlan(price, data.region.installment.count, currency) : undefined;
  const { ui } = data.site;
  return (
    <p className="price">
      <span className="amount">{format(price)}</span>
      {listPrice !== null && <del className="list-price"><span className="visually-hidden">{ui.listPrice} </span>{format(listPrice)}</del>}
      {ui.taxNote && <span className="tax-note">{ui.taxNote}</span>}
      {plan && (
        <span className="installment">
          {plan.last === plan.regular
            ? fillTemplate(ui.installment, { count: plan.count, amount: format(plan.regular, 'installment') })
            : fillTemplate(ui.installmentLast, { count: plan.count, amount: format(plan.regular, 'installment'), last: format(plan.last, 'installment') })}
        </span>
      )}
    </p>
  );
}

/** Buy Now / Pre-Order Now / Sold Out from the catalogue (seed 001 §4). */
export function BuyButton({ product }: { product: Product }) {
  const { data, serverNow } = usePageContext();
  const { text } = data.site;
  if (product.stock === 0) return <button type="button" className="button buy" disabled>{text.soldOut}</button>;
  if (!product.buy) return null;
  return <a className="button buy" href={product.buy} rel="noopener">{onPreSale(product, serverNow) ? text.preOrder : text.buy}</a>;
}

/** A product card; its id is the product's #anchor (core/anchors.ts), which menus may link to. */
export function ProductCard({ card, large = false, level }: { card: Card; large?: boolean; level: HeadingLevel }) {
  const { data, serverNow } = usePageContext();
  const product = data.catalog.products[card.product];
  if (!product || !isShown(card, serverNow)) return null;
  return (
    <article className={`product-card${large ? ' large' : ''}`} id={productAnchor(card.product)}>
      <Picture image={card.image} alt={product.alt} eager={large} />
      <Heading level={level}><RichText text={card.title} /></Heading>
      <p className="subtitle">{card.subtitle}</p>
      <Price product={product} />
      <div className="card-actions">
        {card.showBuy && <BuyButton product={product} />}
        {/* The product's name, hidden visually, makes each "Learn More" a distinct link for screen readers and search engines. */}
        {card.link && <Link className="button secondary" href={card.link}>{data.site.text.learnMore}<span className="visually-hidden"> <RichText text={card.title} /></span></Link>}
      </div>
    </article>
  );
}
