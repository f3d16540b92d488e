import { ProductCard } from '../../ProductCard.tsx';
import { Heading, below } from '../Heading.tsx';
import { headingId, type SectionProps } from '../props.ts';

/** A grid of product cards: price, stock state and buy link from the catalogue. */
export function ProductCards({ section, level }: SectionProps<'product-cards'>) {
  const large = section.size === 'large';
  return (
    <section id={section.id} className={`product-cards${large ? ' featured' : ''}`} aria-labelledby={headingId(section)}>
      <Heading level={level} id={headingId(section)}>
        {section.title}
      </Heading>
      <div className={`cards${large ? ' large' : ''}`}>
        {section.items.map((card) => (
          <ProductCard key={card.product} card={card} large={large} level={below(level)} />
        ))}
      </div>
    </section>
  );
}
