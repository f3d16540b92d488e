import { formatMessage } from '../../../../core/message.ts';
import { countdownTarget, currentStage } from '../../../shared/sale-stage.ts';
import { deepestReduction } from '../sale-offers/reduction.ts';
import { Countdown } from '../../Countdown.tsx';
import { Link } from '../../Link.tsx';
import { usePageContext } from '../../page-context.tsx';
import { Picture } from '../../Picture.tsx';
import { Heading } from '../Heading.tsx';
import { headingId, type SectionProps } from '../props.ts';

/**
 * A sale campaign's banner: the stage running at the rendered instant (server
 * time) with its headline, discount and dates, the countdown to the event's end (seed 001: "the
 * countdown shows time until the event ends"; `countdown: stage` counts to the stage's), and
 * the campaign's stages with the current one marked. `data-stage` names it for tests.
 */
export function SaleBanner({ section, level }: SectionProps<'sale-banner'>) {
  const { serverNow, data } = usePageContext();
  const at = currentStage(section.stages, serverNow);
  if (!at) return null;
  const { stage, index } = at;
  // The stage's "up to" figure, from the prices the offers show (never a typed number).
  const upTo = deepestReduction(data, index);
  const locale = data.region.formatLocale;
  const target = countdownTarget(section.stages, serverNow, section.countdown ?? 'event')!;
  return (
    <section id={section.id} className="sale-banner" aria-labelledby={headingId(section)} data-stage={stage.key}>
      <div className="sale-banner-art">
        <Picture image={stage.image ?? section.image} alt={stage.alt ?? section.alt} width={960} height={400} eager />
      </div>
      <div className="sale-banner-text">
        <Heading level={level} id={headingId(section)}>
          {section.title}
        </Heading>
        <p className="sale-stage-title">{stage.title}</p>
        {stage.discount && upTo > 0 && <p className="sale-discount">{formatMessage(stage.discount, { upTo: new Intl.NumberFormat(locale, { style: 'percent' }).format(upTo / 100) }, locale)}</p>}
        {stage.time && <p className="sale-time">{stage.time}</p>}
        <Countdown targetMs={target} id={`${section.id}-countdown`} />
        {section.productLink && section.productLabel && (
          <Link className="button" href={section.productLink}>
            {section.productLabel}
          </Link>
        )}
      </div>
      {section.stages.length > 1 && (
        <ol className="sale-stages" aria-label={section.stagesLabel}>
          {section.stages.map((s, i) => (
            <li key={s.key} data-stage={s.key} aria-current={i === index ? 'step' : undefined} className={i === index ? 'current' : i < index ? 'past' : 'coming'}>
              <span className="sale-stage-name">{s.name}</span>
              {s.time && <span className="sale-stage-time">{s.time}</span>}
              {i === index && section.currentLabel && <span className="sale-stage-now">{section.currentLabel}</span>}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
