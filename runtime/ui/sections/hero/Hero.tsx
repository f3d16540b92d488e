import { Dialog } from '../../Dialog.tsx';
import { Picture } from '../../Picture.tsx';
import { BuyButton, Price } from '../../ProductCard.tsx';
import { usePageContext } from '../../page-context.tsx';
import { RichText } from '../../RichText.tsx';
import { Video, videoFile } from '../../Video.tsx';
import { MEDIA } from '../../../shared/layout.ts';
import { textAt } from '../../../shared/time.ts';
import { Heading } from '../Heading.tsx';
import { headingId, type SectionProps } from '../props.ts';

/** The hero's picture on the page (hero.css): 3/5 of the page's column up to 45rem on a desktop, the column up to 44rem on a tablet, the window's width on a phone. */
const HERO_PICTURE_SIZES = `${MEDIA.desktop} min(60vw, 720px), ${MEDIA.tablet} min(100vw, 704px), 100vw`;

/**
 * The top of a product page: heading, copy, the main picture — or the banner video,
 * a wide cut and a portrait one for phones, with a Watch Video dialog (whose link
 * opens the dialog's video file without JavaScript, or the banner videos when it has
 * none) — and price and buy button
 * from the catalogue.
 */
export function Hero({ section, level }: SectionProps<'hero'>) {
  const { data, serverNow } = usePageContext();
  const product = section.product ? data.catalog.products[section.product] : undefined;
  const videosId = `${section.id}-videos`;
  return (
    <section id={section.id} className="hero" aria-labelledby={headingId(section)}>
      <div className="hero-text">
        <Heading level={level} id={headingId(section)}>
          {section.title}
        </Heading>
        {section.subtitle && <p className="subtitle">{section.subtitle}</p>}
        <p>{section.content}</p>
        {section.availability && <p className="availability">{textAt(section.availability, section.availabilityChanges, serverNow)}</p>}
        {product && section.product && (
          <div className="buy-box">
            <p className="product-name">
              <RichText text={product.name} />
            </p>
            <Price product={product} id={section.product} />
            <div className="card-actions">
              <BuyButton product={product} />
              {section.videos && (
                <Dialog
                  id={`${section.id}-dialog`}
                  title={section.videos.dialog.title}
                  opener={data.site.text.watchVideo}
                  fallbackHref={videoFile(section.videos.dialog) ?? `#${videosId}`}
                  className="dialog-video"
                >
                  <Video video={section.videos.dialog} played />
                </Dialog>
              )}
            </div>
          </div>
        )}
        {section.note && <p className="note">{section.note}</p>}
      </div>
      {section.videos ? (
        <div id={videosId} className="hero-media">
          <Video video={section.videos.desktop} small={{ video: section.videos.mobile, media: MEDIA.mobile, width: 540, height: 720 }} eager />
        </div>
      ) : (
        <Picture image={section.image} alt={product?.alt ?? section.title} width={640} height={480} eager sizes={HERO_PICTURE_SIZES} />
      )}
    </section>
  );
}
