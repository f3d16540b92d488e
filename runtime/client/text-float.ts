import { MEDIA, TEXT_FLOAT } from '../shared/layout.ts';

/**
 * Text float (seed 000 §9): elements marked `data-float` rise by
 * `--float-distance` (50 px) once 10 % of them enters the viewport (no fade:
 * the text keeps its contrast throughout).
 * Elements already in view at start are shown at once, and nothing happens
 * under prefers-reduced-motion or without IntersectionObserver: the text never
 * waits for an animation to be readable. Only transform changes, so
 * the layout never shifts.
 * @returns a function that stops watching.
 */
export function startTextFloat(doc: Document): () => void {
  const win = doc.defaultView;
  if (!win || typeof win.IntersectionObserver !== 'function' || win.matchMedia?.(MEDIA.reducedMotion).matches) return () => {};
  const targets = [...doc.querySelectorAll<HTMLElement>('[data-float]')];
  const pending = targets.filter((el) => {
    const inView = el.getBoundingClientRect().top < win.innerHeight;
    if (inView) el.classList.add('in-view');
    return !inView;
  });
  const observer = new win.IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting) continue;
        entry.target.classList.add('in-view');
        observer.unobserve(entry.target);
      }
    },
    { threshold: TEXT_FLOAT.threshold },
  );
  for (const el of pending) observer.observe(el);
  doc.documentElement.classList.add('float-ready');
  return () => observer.disconnect();
}
