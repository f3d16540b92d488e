import { productAnchor } from '../../../../core/anchors.ts';
import { isShown } from '../../../shared/time.ts';
import { Link } from '../../Link.tsx';
import { ProductCard } from '../../ProductCard.tsx';
import { usePageContext } from '../../page-context.tsx';
import { RichText } from '../../RichText.tsx';
import { Heading, below } from '../Heading.tsx';
import { headingId, type SectionProps } from '../props.ts';

/**
 * Product cards: price, stock state and buy link from the catalogue. `size: large` (the home's featured products,
 * seed 001 §3 "home slide/card") shows them as slides, one a screen on a dark stage (product-cards.css), in a row
 * the visitor scrolls or swipes; below them, a link to each slide by its product's name. Nothing moves by itself
 * (no autoplay, so nothing to pause: WCAG 2.2.2), and without JavaScript it all works the same.
 */
export function ProductCards({ section, level }: SectionProps<'product-cards'>) {
  const { serverNow } = usePageContext();
  const large = section.size === 'large';
  const shown = section.items.filter((card) => isShown(card, serverNow));
  return (
    <section id={section.id} className={`product-cards${large ? ' featured' : ''}`} aria-labelledby={headingId(section)}>
      <Heading level={level} id={headingId(section)}>
        {section.title}
      </Heading>
      <div className={`cards${large ? ' large' : ''}`}>
        {shown.map((card, index) => (
          <ProductCard key={card.product} card={card} large={large} first={index === 0} level={below(level)} />
        ))}
      </div>
      {large && shown.length > 1 && (
        <ul className="slide-links">
          {shown.map((card) => (
            <li key={card.product}>
              <Link href={`#${productAnchor(card.product)}`}>
                <RichText text={card.title} />
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
