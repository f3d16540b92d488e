import { useRef, useState, type KeyboardEvent, type MouseEvent, type PointerEvent } from 'react';
import { useModalDialog } from '../../Dialog.tsx';
import { usePageContext } from '../../page-context.tsx';
import { useMessage } from '../../use-message.ts';
import { artworkSources, Picture } from '../../Picture.tsx';
import { TitledSection } from '../Heading.tsx';
import type { SectionProps } from '../props.ts';

/** The full-size file of a picture: its 2x WebP, what a link opens without JavaScript. */
export const fullSizeSource = (image: string) => artworkSources(image).srcSet.split(', ')[1]!.replace(/ 2x$/, '');

/** A horizontal swipe of at least this many CSS pixels moves to the next or previous picture. */
export const SWIPE_MIN_PX = 40;

/** Which way a pointer gesture moves the viewer: -1 back, 1 on, 0 not a swipe (too short, or mostly vertical). */
export function swipeStep(dx: number, dy: number): -1 | 0 | 1 {
  if (Math.abs(dx) < SWIPE_MIN_PX || Math.abs(dx) < Math.abs(dy)) return 0;
  return dx < 0 ? 1 : -1;
}

/** The index `step` pictures away from `index`, wrapping around the ends. */
export const wrapIndex = (index: number, step: number, count: number) => (((index + step) % count) + count) % count;

/**
 * Pictures of the product. Each is a link to its full-size file; with
 * JavaScript it opens the full-screen viewer, a native modal <dialog>:
 * arrow keys and swipes move, Escape closes and focus returns to the picture.
 * The links are files, not pages: `data-vike="false"` keeps Vike's link
 * interception (which ignores defaultPrevented) from routing to them.
 */
export function Gallery({ section, level }: SectionProps<'gallery'>) {
  const message = useMessage();
  const { ui } = usePageContext().data.site;
  const viewer = ui.galleryViewer;
  const modal = useModalDialog();
  const [index, setIndex] = useState(0);
  // A ref, not state: pointerup must see where pointerdown began even within the same frame.
  const start = useRef<{ x: number; y: number } | null>(null);
  const count = section.items.length;
  const move = (step: number) => setIndex((i) => wrapIndex(i, step, count));
  const openAt = (i: number) => (event: MouseEvent<HTMLAnchorElement>) => {
    if (!viewer || event.ctrlKey || event.metaKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    setIndex(i);
    modal.open(event.currentTarget);
  };
  const onKeyDown = (event: KeyboardEvent) => {
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    if (!step) return;
    event.preventDefault();
    move(step);
  };
  const onPointerDown = (event: PointerEvent) => {
    start.current = { x: event.clientX, y: event.clientY };
  };
  const onPointerUp = (event: PointerEvent) => {
    if (start.current) move(swipeStep(event.clientX - start.current.x, event.clientY - start.current.y));
    start.current = null;
  };
  const current = section.items[index]!;
  return (
    <TitledSection section={section} level={level} className="gallery">
      <ul>
        {section.items.map((item, i) => (
          <li key={item.id}>
            <a
              href={fullSizeSource(item.image)}
              data-vike="false"
              onClick={openAt(i)}
              {...(viewer ? { 'aria-label': message(viewer.open, { alt: item.alt }), 'aria-haspopup': 'dialog' as const } : {})}
            >
              <Picture image={item.image} alt={item.alt} />
            </a>
          </li>
        ))}
      </ul>
      {viewer && (
        <dialog
          ref={modal.ref}
          className="gallery-viewer"
          aria-label={section.title}
          onKeyDown={onKeyDown}
          onPointerDown={onPointerDown}
          onPointerUp={onPointerUp}
          onPointerCancel={() => {
            start.current = null;
          }}
        >
          <div className="viewer-bar">
            <p className="viewer-position" aria-live="polite">
              {message(viewer.position, { index: index + 1, count })}
            </p>
            <button type="button" className="button secondary viewer-close" onClick={modal.close}>
              {ui.close}
            </button>
          </div>
          <figure>
            <img src={fullSizeSource(current.image)} alt={current.alt} width={960} height={720} draggable={false} />
            <figcaption>{current.alt}</figcaption>
          </figure>
          {count > 1 && (
            <div className="viewer-nav">
              <button type="button" className="button secondary viewer-previous" onClick={() => move(-1)}>
                ‹ {viewer.previous}
              </button>
              <button type="button" className="button secondary viewer-next" onClick={() => move(1)}>
                {viewer.next} ›
              </button>
            </div>
          )}
        </dialog>
      )}
    </TitledSection>
  );
}
