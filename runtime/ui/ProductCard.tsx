import type { PageContext } from 'vike/types';
import { productAnchor } from '../../core/anchors.ts';
import type { ProductCardsSection } from '../../dist/generated/types.ts';
import { formatMessage, messageParts } from '../../core/message.ts';
import { formatPrice } from '../shared/format.ts';
import { installmentPlan } from '../shared/money.ts';
import { offerAt } from '../shared/offer.ts';
import { reducedPrice } from '../shared/reference-price.ts';
import { isShown } from '../shared/time.ts';
import { Link } from './Link.tsx';
import { usePageContext } from './page-context.tsx';
import { useMessage } from './use-message.ts';
import { Picture } from './Picture.tsx';
import { RichText } from './RichText.tsx';
import { Heading, type HeadingLevel } from './sections/Heading.tsx';

type Product = NonNullable<PageContext['data']['catalog']['products'][keyof PageContext['data']['catalog']['products']]>;
export type Card = ProductCardsSection['items'][number];

/**
 * Price with the region's currency and locale, the list price during a promotion (struck
 * through, and named for screen readers, which do not announce a line-through) with, where the
 * region's price rules ask for it, the lowest price of the 30 days before the promotion
 * (reference-price.ts), the tax note where the region's texts have one, and the instalments as
 * the lender charges them (money.ts).
 */
export function Price({ product, id }: { product: Product; id: string }) {
  const { data, serverNow } = usePageContext();
  const { price, listPrice } = offerAt(product, serverNow);
  if (price === null) return null;
  const { currency } = data.catalog;
  const format = (n: number, context: 'price' | 'installment' = 'price') => formatPrice(n, currency, data.region.formatLocale, context);
  const { ui } = data.site;
  // A promotion that has run longer than the market allows is the regular price (no struck price, no saving).
  const regular = (data.referencePrices?.regularFrom?.[id] ?? Number.POSITIVE_INFINITY) <= serverNow;
  const reduced = listPrice === null || regular ? {} : reducedPrice(price, listPrice, data.referencePrices?.promotions[id], data.referencePrices !== undefined);
  return (
    <p className="price">
      <span className="amount">{format(price)}</span>
      {reduced.struck !== undefined && (
        <del className="list-price">
          <span className="visually-hidden">{ui.listPrice} </span>
          {format(reduced.struck)}
        </del>
      )}
      {reduced.lowest !== undefined && <LowestPrice amount={reduced.lowest} />}
      <TaxNote />
      <Installments price={price} />
    </p>
  );
}

/**
 * The region's tax note beside a price (`ui.taxNote`: inc. VAT, TTC, 税込), which regions.yaml
 * priceRules.taxNote makes required; where the note holds {shipping} (de: inkl. MwSt., zzgl.
 * Versandkosten), `ui.shippingCosts` goes there, linked to the page that states the costs.
 */
export function TaxNote() {
  const { data } = usePageContext();
  const { taxNote, shippingCosts } = data.site.ui;
  if (!taxNote) return null;
  const shipping = shippingCosts ? (
    <Link key="shipping" href={shippingCosts.link}>
      {shippingCosts.label}
    </Link>
  ) : (
    ''
  );
  return <span className="tax-note">{messageParts(taxNote, { shipping }, data.region.formatLocale)}</span>;
}

/** "Lowest price in the last 30 days: …" (the region's `ui.lowestPrice`), plain text beside a struck price. */
export function LowestPrice({ amount }: { amount: number }) {
  const { data } = usePageContext();
  const text = data.site.ui.lowestPrice;
  if (!text) return null;
  return <span className="lowest-price">{formatMessage(text, { price: formatPrice(amount, data.catalog.currency, data.region.formatLocale) }, data.region.formatLocale)}</span>;
}

/**
 * The region's instalment line for a price, as the lender charges it (money.ts), with the lines the
 * region's law and lender require beside it (`ui.installmentTerms`, regions.yaml priceRules.installmentTerms);
 * nothing where the region has no instalments.
 */
export function Installments({ price }: { price: number }) {
  const message = useMessage();
  const { data } = usePageContext();
  const { currency } = data.catalog;
  const plan = data.region.installment ? installmentPlan(price, data.region.installment.count, currency) : undefined;
  if (!plan) return null;
  const { ui } = data.site;
  const format = (n: number) => formatPrice(n, currency, data.region.formatLocale, 'installment');
  return (
    <>
      <span className="installment">
        {plan.last === plan.regular
          ? message(ui.installment, { count: plan.count, amount: format(plan.regular) })
          : message(ui.installmentLast, { count: plan.count, amount: format(plan.regular), last: format(plan.last) })}
      </span>
      {ui.installmentTerms && <span className="installment-terms">{ui.installmentTerms}</span>}
    </>
  );
}

/**
 * Buy Now / Pre-Order Now / Sold Out / Out of Stock from the catalogue and the
 * schedule (offer.ts, the same rule as the structured data). Only Buy Now and
 * Pre-Order Now are links to the shop; the other two are disabled buttons that
 * say why the product cannot be bought. `data-state` names the state for tests.
 */
export function BuyButton({ product }: { product: Product }) {
  const { data, serverNow } = usePageContext();
  const { text } = data.site;
  const { state } = offerAt(product, serverNow);
  if (state === 'soldOut' || state === 'outOfStock') {
    return (
      <button type="button" className="button buy" data-state={state} disabled>
        {state === 'soldOut' ? text.soldOut : text.outOfStock}
      </button>
    );
  }
  return (
    <a className="button buy" data-state={state} href={product.buy} rel="noopener">
      {state === 'preOrder' ? text.preOrder : text.buy}
    </a>
  );
}

/** A featured slide's picture on the page (product-cards.css): 7/12 of the page's column on a desktop, the window's width below. */
const SLIDE_PICTURE_SIZES = '(min-width: 1069px) 700px, 100vw';

/** A product card; its id is the product's #anchor (core/anchors.ts), which menus may link to. */
export function ProductCard({ card, large = false, first = false, level }: { card: Card; large?: boolean; first?: boolean; level: HeadingLevel }) {
  const { data, serverNow } = usePageContext();
  const product = data.catalog.products[card.product];
  if (!product || !isShown(card, serverNow)) return null;
  return (
    <article className={`product-card${large ? ' large' : ''}`} id={productAnchor(card.product)}>
      {/* A slide's picture is drawn large (product-cards.css); the first slide's is the home's largest paint. */}
      <Picture image={card.image} alt={product.alt} eager={large && first} {...(large ? { sizes: SLIDE_PICTURE_SIZES } : {})} />
      <Heading level={level}>
        <RichText text={card.title} />
      </Heading>
      <p className="subtitle">{card.subtitle}</p>
      {/* The licensor's credit the card carries (seed 001 §3), e.g. Toy Story © Disney/Pixar; server-rendered text. */}
      {card.copyright && <p className="card-credit">{card.copyright.text}</p>}
      <Price product={product} id={card.product} />
      <div className="card-actions">
        {card.showBuy && <BuyButton product={product} />}
        {/* The product's name, hidden visually, makes each "Learn More" a distinct link for screen readers and search engines. */}
        {card.link && (
          <Link className="button secondary" href={card.link}>
            {data.site.text.learnMore}
            <span className="visually-hidden">
              {' '}
              <RichText text={card.title} />
            </span>
          </Link>
        )}
      </div>
    </article>
  );
}
