/**
 * An init script (plain JavaScript: tsx, which runs the benchmarks, compiles functions with a
 * name-keeping helper the page lacks) that lists each frame rendered while the document is still parsed
 * and before the element named by the head's `<link rel="expect" blocking="render">` is in it
 * (pages/+onRenderHtml.tsx): a frame of a half-parsed header or lead section, which then moves.
 * Read the list as `window.__halfParsedFrames` (strings).
 *
 * @example
 * await page.addInitScript(HALF_PARSED_FRAMES);
 * await page.goto(url);
 * await page.evaluate(() => window.__halfParsedFrames) // => [] when the first paint waited
 */
export const HALF_PARSED_FRAMES = `
  window.__halfParsedFrames = [];
  requestAnimationFrame(function frame() {
    if (document.readyState !== 'loading') return;
    const link = document.querySelector('link[rel="expect"]');
    const expected = link ? link.getAttribute('href').slice(1) : '';
    if (!expected || !document.getElementById(expected)) {
      window.__halfParsedFrames.push('a frame at ' + Math.round(performance.now()) + ' ms before #' + expected + ' was parsed');
    }
    requestAnimationFrame(frame);
  });
`;
