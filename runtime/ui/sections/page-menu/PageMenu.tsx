import { Link } from '../../Link.tsx';
import { BuyButton } from '../../ProductCard.tsx';
import { usePageContext } from '../../page-context.tsx';
import type { HeroSection } from '../../../../dist/generated/types.ts';
import type { SectionProps } from '../props.ts';

/**
 * The page's local navigation (seed 001 §3: a product page's `menus` and buy label): the product's name, links to
 * the sections of the page and, on a product page, the buy button of the product its hero shows (the page states
 * its product once, on the hero). It stays under the site's bar while the page scrolls (page-menu.css).
 */
export function PageMenu({ section }: SectionProps<'page-menu'>) {
  const { data } = usePageContext();
  const hero = data.page?.sections.find((s): s is HeroSection => s.type === 'hero' && s.product !== undefined);
  const product = hero?.product ? data.catalog.products[hero.product] : undefined;
  return (
    <nav id={section.id} className="page-menu" aria-label={section.label}>
      <div className="page-menu-bar">
        <p className="page-menu-name" aria-hidden="true">
          {section.label}
        </p>
        <ul className="scroll-edges">
          {section.items.map((item) => (
            <li key={item.id}>
              <Link href={item.link}>{item.label}</Link>
            </li>
          ))}
        </ul>
        {product && (
          <div className="page-menu-buy">
            <BuyButton product={product} />
          </div>
        )}
      </div>
    </nav>
  );
}
