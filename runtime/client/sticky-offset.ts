/**
 * Keeps `--sticky-offset` on <html> equal to the sticky header's height, so
 * anchors (scroll-padding-top in styles.css) land just below it whatever the
 * header measures: compact on phones, two rows when its menu wraps, taller with
 * a text banner. Without JavaScript the CSS falls back to `--header-h`.
 * @returns a function that stops watching.
 */
export function watchStickyOffset(doc: Document, selector = '.site-header'): () => void {
  const header = doc.querySelector<HTMLElement>(selector);
  if (!header) return () => {};
  const apply = () => doc.documentElement.style.setProperty('--sticky-offset', `${Math.ceil(header.getBoundingClientRect().height)}px`);
  apply();
  const View = doc.defaultView;
  if (!View || typeof View.ResizeObserver !== 'function') return () => {};
  const observer = new View.ResizeObserver(apply);
  observer.observe(header);
  return () => observer.disconnect();
}
