import { useEffect, useState, type KeyboardEvent } from 'react';
import type { SaleBannerSection, SaleOffersSection } from '../../../../dist/generated/types.ts';
import { formatPrice } from '../../../shared/format.ts';
import { reducedPrice } from '../../../shared/reference-price.ts';
import { currentStage, salePriceAt, stagePrices } from '../../../shared/sale-stage.ts';
import { Installments, BuyButton, LowestPrice, TaxNote } from '../../ProductCard.tsx';
import { Link } from '../../Link.tsx';
import { usePageContext } from '../../page-context.tsx';
import { Picture } from '../../Picture.tsx';
import { RichText } from '../../RichText.tsx';
import { SampleLabel } from '../../SampleLabel.tsx';
import { ServerOnly } from '../../ServerOnly.tsx';
import { below, Heading, TitledSection, type HeadingLevel } from '../Heading.tsx';
import type { SectionProps } from '../props.ts';

type Tab = SaleOffersSection['tabs'][number];
type Group = NonNullable<Tab['groups']>[number];
type Item = Group['items'][number];

const PAYMENT_NAMES: Record<string, string> = { paypal: 'PayPal', klarna: 'Klarna' };

/** The campaign's stages: those of the page's sale banner (one campaign per page). */
function useStages(): readonly SaleBannerSection['stages'][number][] {
  const { data } = usePageContext();
  const banner = data.page?.sections.find((s): s is SaleBannerSection => s.type === 'sale-banner');
  return banner?.stages ?? [];
}

/**
 * A sale campaign's offers in tabs. The server renders every panel under its
 * #anchor, with the tab names as in-page links, so everything is there without
 * JavaScript. Once hydrated it is a WAI-ARIA tablist (automatic activation,
 * roving tabindex, arrow keys, Home, End); the URL's #anchor selects a tab and
 * selecting a tab updates it.
 */
export function SaleOffers({ section, level }: SectionProps<'sale-offers'>) {
  const [enhanced, setEnhanced] = useState(false);
  const [selected, setSelected] = useState(section.tabs[0]!.id);
  const ids = section.tabs.map((t) => t.id);

  // biome-ignore lint/correctness/useExhaustiveDependencies: once, on hydration: the tabs (ids) come from the section, which does not change on the client
  useEffect(() => {
    const fromHash = () => {
      const id = decodeURIComponent(location.hash.slice(1));
      if (ids.includes(id)) setSelected(id);
      return id;
    };
    // A link to a tab other than the first: the browser could not scroll to its panel while it was hidden.
    const linked = fromHash();
    if (linked !== ids[0] && ids.includes(linked)) requestAnimationFrame(() => document.getElementById(`${linked}-tab`)?.scrollIntoView({ block: 'start' }));
    setEnhanced(true);
    addEventListener('hashchange', fromHash);
    return () => removeEventListener('hashchange', fromHash);
  }, []);

  function select(id: string, focus: boolean) {
    setSelected(id);
    history.replaceState(history.state, '', `#${id}`);
    if (focus) document.getElementById(`${id}-tab`)?.focus();
  }

  function onKeyDown(event: KeyboardEvent<HTMLButtonElement>, index: number) {
    const last = ids.length - 1;
    const next = { ArrowRight: index === last ? 0 : index + 1, ArrowLeft: index === 0 ? last : index - 1, Home: 0, End: last }[event.key];
    if (next === undefined) return;
    event.preventDefault();
    select(ids[next]!, true);
  }

  const panelLevel: HeadingLevel = section.title ? below(level) : level;
  return (
    <TitledSection section={section} level={level} className="sale-offers" aria-label={section.title ? undefined : section.label}>
      {enhanced ? (
        <div role="tablist" aria-label={section.label} className="sale-tablist">
          {section.tabs.map((tab, i) => (
            <button
              key={tab.id}
              type="button"
              role="tab"
              id={`${tab.id}-tab`}
              aria-selected={tab.id === selected}
              aria-controls={tab.id}
              tabIndex={tab.id === selected ? 0 : -1}
              onClick={() => select(tab.id, false)}
              onKeyDown={(event) => onKeyDown(event, i)}
            >
              {tab.label}
            </button>
          ))}
        </div>
      ) : (
        <nav aria-label={section.label} className="sale-tablist">
          <ul>
            {section.tabs.map((tab) => (
              <li key={tab.id}>
                <a href={`#${tab.id}`} id={`${tab.id}-tab`}>
                  {tab.label}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      )}
      {section.tabs.map((tab) => (
        // Hidden from the server's HTML on, so nothing collapses when the tabs hydrate (no layout shift);
        // without JavaScript public/no-js.css (linked in a <noscript>) shows every panel.
        <div key={tab.id} id={tab.id} className="sale-panel" hidden={tab.id !== selected} {...(enhanced ? { role: 'tabpanel', 'aria-labelledby': `${tab.id}-tab`, tabIndex: 0 } : {})}>
          {/* The panel's content has no behaviour: the server's HTML, never hydrated (dozens of prices to format). */}
          <ServerOnly>{() => <Panel section={section} tab={tab} level={panelLevel} />}</ServerOnly>
        </div>
      ))}
    </TitledSection>
  );
}

function Panel({ section, tab, level }: { section: SaleOffersSection; tab: Tab; level: HeadingLevel }) {
  const inner = tab.title ? below(level) : level;
  return (
    <>
      {tab.title && <Heading level={level}>{tab.title}</Heading>}
      {tab.content && <p>{tab.content}</p>}
      {tab.groups?.map((group) => (
        <div key={group.id} id={group.id} className="sale-group">
          {group.label && <p className="sale-group-label">{group.label}</p>}
          <Heading level={inner}>{group.title}</Heading>
          {group.content && <p>{group.content}</p>}
          <div className="sale-cards">
            {group.items.map((item) => (
              <SaleCard key={item.id} section={section} item={item} level={below(inner)} />
            ))}
          </div>
        </div>
      ))}
      {tab.offers && (
        <div className="sale-member-offers">
          {tab.offers.map((offer) => (
            <article key={offer.id} id={offer.id} className="sale-member-offer">
              {offer.image && <Picture image={offer.image} alt={offer.alt ?? ''} width={480} height={200} />}
              <Heading level={inner}>{offer.title}</Heading>
              {offer.subTitle && <p className="subtitle">{offer.subTitle}</p>}
              <p>{offer.describe}</p>
              {/* No welcome code here: it is mailed to a confirmed account and shown on its account page (docs/decisions.md D45). */}
              <Link className="button" href={offer.link}>
                {offer.button}
              </Link>
            </article>
          ))}
        </div>
      )}
      {tab.prizes && (
        <div className="sale-prizes">
          {tab.prizes.image && <Picture image={tab.prizes.image} alt={tab.prizes.alt ?? ''} width={960} height={400} />}
          <Heading level={inner}>{tab.prizes.title}</Heading>
          <p>{tab.prizes.describe}</p>
          <p className="sale-prizes-results">{tab.prizes.results}</p>
        </div>
      )}
    </>
  );
}

/**
 * One product on sale: sale price at the current stage, the list price struck
 * through and named (with the lowest price of the 30 days before, where the region's price
 * rules ask for it), the saving, the tax note, instalments, payment methods, gifts, warranty and the
 * buy link; an early-sale entry lists its price at each stage (when there are stages to compare), with '??' and the
 * region's 'unlock soon' text for the stages not yet reached; an invented price carries the sample-data label (D38).
 */
function SaleCard({ section, item, level }: { section: SaleOffersSection; item: Item; level: HeadingLevel }) {
  const { data, serverNow } = usePageContext();
  const [stages, product, { text }] = [useStages(), data.catalog.products[item.product], data.site];
  if (!product) return null;
  const index = currentStage(stages, serverNow)?.index ?? 0;
  const sale = salePriceAt(item, index);
  // The struck list price and the saving; where the region's price rules ask for it, the lowest price of the 30 days before this stage's price (reference-price.ts).
  const reduced = sale === undefined ? {} : reducedPrice(sale, product.price, data.referencePrices?.sales[item.id]?.[index], data.referencePrices !== undefined);
  const format = (n: number) => formatPrice(n, data.catalog.currency, data.region.formatLocale);
  return (
    <article className="sale-card" id={`${item.id}-card`} data-product={item.product}>
      {item.badge && <p className="badge">{item.badge}</p>}
      <Picture image={item.image} alt={product.alt} width={480} height={360} />
      <Heading level={level} className="product-name">
        <RichText text={product.name} />
      </Heading>
      <SampleLabel sample={item.sample} />
      {item.describe && (
        <ul className="sale-describe">
          {item.describe.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      )}
      {sale !== undefined && (
        <p className="price sale-price">
          <span className="amount" data-amount={sale}>
            {format(sale)}
          </span>
          {/* The struck price's name is visible: a bare struck price does not say what it was (the review's engineering note). */}
          {reduced.struck !== undefined && (
            <span className="list-price-line">
              <span className="list-price-label">{section.originalLabel ?? data.site.ui.listPrice}</span> <del className="list-price">{format(reduced.struck)}</del>
            </span>
          )}
          {reduced.save !== undefined && (
            <span className="save">
              {text.save} {format(reduced.save)}
            </span>
          )}
          {reduced.lowest !== undefined && <LowestPrice amount={reduced.lowest} />}
          <TaxNote />
          <Installments price={sale} />
        </p>
      )}
      {item.stagePrices && stages.length > 1 && (
        <dl className="stage-prices" aria-label={section.stageLabel}>
          {stagePrices(item.stagePrices, index, stages.length).map(({ stageIndex, state, price }) => (
            <div key={stageIndex} data-state={state} data-stage={stages[stageIndex]?.key}>
              <dt>{stages[stageIndex]?.name}</dt>
              <dd>
                {price === null ? (
                  <>
                    <span className="locked-price">??</span> <span className="unlock-soon">{text.unlcokSoon}</span>
                  </>
                ) : (
                  format(price)
                )}
              </dd>
            </div>
          ))}
        </dl>
      )}
      {data.region.paymentMethods.length > 0 && (
        <p className="payment-methods">
          {section.payWith} <span className="payment-names">{data.region.paymentMethods.map((m) => PAYMENT_NAMES[m] ?? m).join(', ')}</span>
        </p>
      )}
      {item.gifts && (
        <div className="sale-card-gifts">
          {section.giftsLabel && <p>{section.giftsLabel}</p>}
          <ul>
            {item.gifts.map((gift) => {
              const name = section.giftNames?.[gift] ?? gift;
              return (
                <li key={gift}>
                  <Picture image={`gift-${gift}`} alt={name} width={48} height={48} />
                </li>
              );
            })}
          </ul>
        </div>
      )}
      {item.extendedWarranty && <p className="extended-warranty">{item.extendedWarranty}</p>}
      <div className="card-actions">
        <BuyButton product={product} />
        {product.link && (
          <Link className="button secondary" href={product.link}>
            {text.learnMore}
            <span className="visually-hidden">
              {' '}
              <RichText text={product.name} />
            </span>
          </Link>
        )}
      </div>
    </article>
  );
}
