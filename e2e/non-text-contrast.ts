/**
 * Non-text contrast (WCAG 2.1 SC 1.4.11): a control that draws a shape — a filled or outlined button, a field — must
 * stand out from the surface it sits on by 3:1, by its fill or by its edge. axe checks only text, so a button filled
 * with its banner's own colour (visitor test M-2: "Shop the deals" on the sale banner) passed it. The crawl runs this
 * on every page after axe; controls that draw no shape (a text link styled as a button, an icon button) are
 * identified by their text or icon, whose contrast axe checks, and inactive (disabled) controls are exempt.
 */
import type { Page } from 'playwright-core';

/** The controls checked: buttons, links drawn as buttons, tabs and form fields. */
const CONTROLS = '.button, button, [role="tab"], input:not([type="hidden"]):not([type="checkbox"]):not([type="radio"]), select, textarea';

/**
 * Every visible, enabled control whose fill and edge are both below 3:1 against the surface behind it, as
 * `non-text-contrast: selector (fill x:1, edge y:1 against rgb(…))`.
 */
export function nonTextContrastProblems(page: Page): Promise<string[]> {
  return page.evaluate((selector) => {
    type Rgba = [number, number, number, number];
    const parse = (css: string): Rgba => {
      const n = css.match(/[\d.]+/g)?.map(Number) ?? [0, 0, 0, 0];
      return [n[0] ?? 0, n[1] ?? 0, n[2] ?? 0, css.startsWith('rgba') ? (n[3] ?? 1) : 1];
    };
    const over = (top: Rgba, bottom: Rgba): Rgba => {
      const a = top[3];
      return [top[0] * a + bottom[0] * (1 - a), top[1] * a + bottom[1] * (1 - a), top[2] * a + bottom[2] * (1 - a), 1];
    };
    const luminance = ([r, g, b]: Rgba) => {
      const channel = (v: number) => {
        const s = v / 255;
        return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
      };
      return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
    };
    const ratio = (a: Rgba, b: Rgba) => {
      const [l1, l2] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
      return (l1 + 0.05) / (l2 + 0.05);
    };
    /** The opaque colour behind an element: its ancestors' backgrounds composited from the page's up. */
    const surfaceOf = (element: Element): Rgba => {
      const layers: Rgba[] = [];
      for (let e = element.parentElement; e; e = e.parentElement) layers.push(parse(getComputedStyle(e).backgroundColor));
      return layers.reduceRight<Rgba>((below, layer) => over(layer, below), [255, 255, 255, 1]);
    };
    const describe = (e: Element) => {
      const id = e.id ? `#${e.id}` : '';
      const cls = typeof e.className === 'string' && e.className ? `.${e.className.trim().split(/\s+/).join('.')}` : '';
      const text = (e.textContent ?? '').trim().slice(0, 30);
      return `${e.tagName.toLowerCase()}${id}${cls}${text ? ` "${text}"` : ''}`;
    };
    const problems: string[] = [];
    for (const element of document.querySelectorAll(selector)) {
      const style = getComputedStyle(element);
      const box = element.getBoundingClientRect();
      if (box.width === 0 || box.height === 0 || style.visibility === 'hidden' || (element as HTMLButtonElement).disabled || element.closest('[inert], [aria-hidden="true"]')) continue;
      if (element.matches('.visually-hidden, .visually-hidden *') || style.clipPath === 'inset(50%)') continue;
      const surface = surfaceOf(element);
      const fill = parse(style.backgroundColor);
      const edgeWidth = Math.max(
        ...['Top', 'Right', 'Bottom', 'Left'].map((side) =>
          style.getPropertyValue(`border-${side.toLowerCase()}-style`) === 'none' ? 0 : Number.parseFloat(style.getPropertyValue(`border-${side.toLowerCase()}-width`)),
        ),
      );
      const edge = parse(style.borderTopColor);
      const drawsFill = fill[3] > 0;
      const drawsEdge = edgeWidth > 0 && edge[3] > 0;
      if (!drawsFill && !drawsEdge) continue; // a text-only control: its text is the indicator (axe checks it)
      const fillRatio = drawsFill ? ratio(over(fill, surface), surface) : 0;
      const edgeRatio = drawsEdge ? ratio(over(edge, drawsFill ? over(fill, surface) : surface), surface) : 0;
      if (Math.max(fillRatio, edgeRatio) < 3) {
        problems.push(
          `non-text-contrast: ${describe(element)} (fill ${fillRatio.toFixed(2)}:1, edge ${edgeRatio.toFixed(2)}:1 against rgb(${surface.slice(0, 3).map(Math.round).join(' ')}); WCAG 1.4.11 asks 3:1)`,
        );
      }
    }
    return problems;
  }, CONTROLS);
}
