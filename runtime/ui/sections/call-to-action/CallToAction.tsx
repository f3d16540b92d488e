import { BuyButton, Price } from '../../ProductCard.tsx';
import { usePageContext } from '../../page-context.tsx';
import { below, Heading, TitledSection } from '../Heading.tsx';
import type { SectionProps } from '../props.ts';

/**
 * The call to buy: heading and slogan, the labelled prices (facts written in at generate time in the
 * region's currency), the catalogue's price today with its buy button (offer.ts: the same state as the
 * price block and the structured data), then the booking notices and the tip.
 */
export function CallToAction({ section, level }: SectionProps<'call-to-action'>) {
  const { data } = usePageContext();
  const product = data.catalog.products[section.product];
  if (!product) return null;
  const noticeId = `${section.id}-notice`;
  return (
    <TitledSection section={section} level={level} className="call-to-action">
      <p className="slogan">{section.slogan}</p>
      <dl className="cta-prices">
        {section.prices.map((item) => (
          <div key={item.id} data-price={item.id}>
            <dt>{item.label}</dt>
            <dd>
              <span className="cta-amount">{item.price}</span>
              {item.note && <span className="note">{item.note}</span>}
            </dd>
          </div>
        ))}
      </dl>
      <div className="buy-box">
        {section.priceToday && <p className="price-today">{section.priceToday}</p>}
        <Price product={product} id={section.product} />
        <BuyButton product={product} />
      </div>
      <div className="booking">
        <Heading level={below(level)} id={noticeId}>
          {section.bookingNotice}
        </Heading>
        <ul>
          {section.bookingNoticeList.map((item) => (
            <li key={item.id}>{item.text}</li>
          ))}
        </ul>
        {section.bookingTips && <p className="booking-tips">{section.bookingTips}</p>}
      </div>
    </TitledSection>
  );
}
