/**
 * The document's speculation rules (https://developer.chrome.com/docs/web-platform/prerender-pages):
 * with server routing every navigation is a page load, so a same-site page link is fetched when the
 * visitor hovers it (~200 ms) or presses it ("moderate"), and the click finds it ready. Prefetch
 * only — never prerender: a prerendered page would run its scripts (and count a page view) for a
 * page the visitor may never open. The service's API and the development mailbox are left alone.
 * Browsers without speculation rules ignore the block. The CSP allows it by the
 * 'inline-speculation-rules' source, which admits no script.
 */
export const SPECULATION_RULES = JSON.stringify({
  prefetch: [
    {
      source: 'document',
      where: { and: [{ href_matches: '/*' }, { not: { href_matches: '/api/*' } }, { not: { href_matches: '/dev/*' } }, { not: { selector_matches: '[rel~="nofollow"], [download]' } }] },
      eagerness: 'moderate',
    },
  ],
});
