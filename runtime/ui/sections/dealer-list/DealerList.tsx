import { dealerTable } from '../../../../dist/generated/dealers.ts';
import { regionTable } from '../../../../dist/generated/regions.ts';
import { Link } from '../../Link.tsx';
import { usePageContext } from '../../page-context.tsx';
import { Picture } from '../../Picture.tsx';
import { SampleLabel } from '../../SampleLabel.tsx';
import { Heading, below, TitledSection } from '../Heading.tsx';
import type { SectionProps } from '../props.ts';

/** The groups with the region's own country's first (schema `ownGroup`), the others in their order. */
export function ownGroupFirst<G extends { id: string }>(groups: readonly G[], ownGroup: string | undefined): G[] {
  const own = groups.filter((group) => group.id === ownGroup);
  return [...own, ...groups.filter((group) => group.id !== ownGroup)];
}

/**
 * Authorised dealers by country group, from content-yaml/dealers.yaml (facts
 * kept once; codegen checks each group has dealers), then the call to buy from
 * the region's own store (regions.yaml `links.shop`; a region without a shop
 * shows no call). The region's own country comes first (`ownGroup`). An invented dealer (`sample: true`) carries the sample-data label.
 */
export function DealerList({ section, level }: SectionProps<'dealer-list'>) {
  const { region } = usePageContext();
  const shop = regionTable.regions[region].links.shop;
  const groupLevel = below(level);
  return (
    <TitledSection section={section} level={level} className="dealer-list">
      {section.describe && <p>{section.describe}</p>}
      {ownGroupFirst(section.groups, section.ownGroup).map((group) => (
        <TitledSection key={group.id} section={group} level={groupLevel} className="dealer-group">
          <ul>
            {dealerTable.dealers
              .filter((dealer) => dealer.group === group.id)
              .map((dealer) => (
                <li key={dealer.id} className="dealer">
                  {/* The logo repeats the name beside it: decorative for assistive technology. */}
                  <Picture image={dealer.image} alt="" width={240} height={80} />
                  <Heading level={below(groupLevel)}>
                    <Link href={dealer.link}>{dealer.title}</Link>
                  </Heading>
                  <SampleLabel sample={dealer.sample} />
                  {dealer.addresses?.map((address) => (
                    <address key={address}>{address}</address>
                  ))}
                </li>
              ))}
          </ul>
        </TitledSection>
      ))}
      {section.store && shop && (
        <div id={section.store.id} className="official-store">
          <Heading level={groupLevel}>{section.store.title}</Heading>
          {section.store.describe && <p>{section.store.describe}</p>}
          <Link href={shop} className="button">
            {section.store.label}
          </Link>
        </div>
      )}
    </TitledSection>
  );
}
