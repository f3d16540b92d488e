import type { PageContext } from 'vike/types';
import type { HomePage } from '../../dist/generated/types.ts';
import { fillTemplate, formatPrice } from '../shared/format.ts';
import { isShown } from '../shared/time.ts';
import { Link } from './Link.tsx';
import { usePageContext } from './page-context.tsx';
import { Picture } from './Picture.tsx';
import { RichText } from './RichText.tsx';

type Product = NonNullable<PageContext['data']['catalog']['products'][keyof PageContext['data']['catalog']['products']]>;
export type Card = HomePage['section1']['items'][number];

/** The price in force now: the activity price from its start time (seed 000 §4), else the list price. */
export function priceNow(product: Product, now: number): { price: number | null; listPrice: number | null } {
  const promo = product.activityPrice !== undefined && product.activityTime && isShown(product.activityTime, now);
  return promo ? { price: product.activityPrice!, listPrice: product.price } : { price: product.price, listPrice: null };
}

/** Price with the region's currency and locale, the struck list price during a promotion, and the instalment note. */
export function Price({ product }: { product: Product }) {
  const { data, serverNow } = usePageContext();
  const { price, listPrice } = priceNow(product, serverNow);
  if (price === null) return null;
  const format = (n: number) => formatPrice(n, data.catalog.currency, data.region.locale);
  const plan = data.region.installment;
  return (
    <p className="price">
      <span className="amount">{format(price)}</span>
      {listPrice !== null && <del className="list-price">{format(listPrice)}</del>}
      {plan && <span className="installment">{fillTemplate(data.site.ui.installment, { count: plan.count, amount: format(Math.ceil((price / plan.count) * 100) / 100) })}</span>}
    </p>
  );
}

/** Buy Now / Pre-Order Now / Sold Out from the catalogue (seed 001 §4). */
export function BuyButton({ product }: { product: Product }) {
  const { text } = usePageContext().data.site;
  if (product.stock === 0) return <button type="button" className="button buy" disabled>{text.soldOut}</button>;
  if (!product.buy) return null;
  return <a className="button buy" href={product.buy} rel="noopener">{product.isPreSale ? text.preOrder : text.buy}</a>;
}

const slug = (id: string) => id.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);

export function ProductCard({ card, large = false }: { card: Card; large?: boolean }) {
  const { data, serverNow } = usePageContext();
  const product = data.catalog.products[card.product];
  if (!product || !isShown(card, serverNow)) return null;
  return (
    <article className={`product-card${large ? ' large' : ''}`} id={card.image || slug(card.product)}>
      <Picture image={card.image} alt={product.alt} eager={large} />
      <h3><RichText text={card.title} /></h3>
      <p className="subtitle">{card.subtitle}</p>
      <Price product={product} />
      <div className="card-actions">
        {card.showBuy && <BuyButton product={product} />}
        {card.link && <Link className="button secondary" href={card.link}>{data.site.text.learnMore}</Link>}
      </div>
    </article>
  );
}
