import type { LinkHubSection } from '../../../../dist/generated/types.ts';
import { Link } from '../../Link.tsx';
import { usePageContext } from '../../page-context.tsx';
import { Picture } from '../../Picture.tsx';
import { Heading, below, TitledSection } from '../Heading.tsx';
import type { SectionProps } from '../props.ts';

type HubItem = LinkHubSection['items'][number];

/**
 * Where an item leads: its link, or its shopPath on the region's own shop
 * (regions.yaml links.shop). undefined when the region has no shop (kr):
 * the item is then not shown rather than pointing nowhere.
 *
 * @example
 * hubItemHref({ shopPath: '/pages/warranty-policy' }, 'https://us.shop.mechanova.example') // => 'https://us.shop.mechanova.example/pages/warranty-policy'
 */
export function hubItemHref(item: Pick<HubItem, 'link' | 'shopPath'>, shop: string | null): string | undefined {
  if (item.link !== undefined) return item.link;
  if (item.shopPath === undefined || !shop) return undefined;
  return new URL(item.shopPath, shop).href;
}

/** A grid of destinations (the support hub): icon, title, a sentence, and the whole card as one link. */
export function LinkHub({ section, level }: SectionProps<'link-hub'>) {
  const { data } = usePageContext();
  const items = section.items.flatMap((item) => {
    const href = hubItemHref(item, data.region.links.shop);
    return href ? [{ item, href }] : [];
  });
  return (
    <TitledSection section={section} level={level} className="link-hub">
      {section.describe && <p className="lead">{section.describe}</p>}
      <ul>
        {items.map(({ item, href }) => (
          <li key={item.id} id={item.id}>
            <Picture image={item.image} alt="" width={48} height={48} />
            <Heading level={below(level)}>
              <Link href={href}>{item.title}</Link>
            </Heading>
            {item.describe && <p>{item.describe}</p>}
          </li>
        ))}
      </ul>
    </TitledSection>
  );
}
