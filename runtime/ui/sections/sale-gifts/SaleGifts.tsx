import { formatPrice } from '../../../shared/format.ts';
import { usePageContext } from '../../page-context.tsx';
import { useMessage } from '../../use-message.ts';
import { Picture } from '../../Picture.tsx';
import { TitledSection } from '../Heading.tsx';
import type { SectionProps } from '../props.ts';

/** Tiered free gifts: each tier's threshold in the region's currency and locale, with the gift's mini picture. */
export function SaleGifts({ section, level }: SectionProps<'sale-gifts'>) {
  const message = useMessage();
  const { data } = usePageContext();
  const format = (n: number) => formatPrice(n, data.catalog.currency, data.region.formatLocale);
  return (
    <TitledSection section={section} level={level} className="sale-gifts">
      {section.describe && <p>{section.describe}</p>}
      <ul className="sale-tiers">
        {section.tiers.map((tier) => (
          <li key={tier.key} data-tier={tier.key}>
            {tier.picture && <Picture image={`gift-${tier.picture}`} alt="" width={64} height={64} />}
            <span className="sale-tier-text">
              {tier.threshold !== undefined && <strong className="sale-tier-threshold">{message(section.overLabel, { amount: format(tier.threshold) })}</strong>}
              <span className="sale-tier-gift">{tier.gift}</span>
              {tier.condition && <span className="sale-tier-condition">{tier.condition}</span>}
            </span>
          </li>
        ))}
      </ul>
    </TitledSection>
  );
}
