/** Each route change pushes a virtualPageview with the page URL (seed 000 §2.5). */
export function pushPageview(win: object, url: string): void {
  const target = win as { dataLayer?: unknown[] };
  target.dataLayer = target.dataLayer ?? [];
  target.dataLayer.push({ event: 'virtualPageview', pageUrl: url });
}
