// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { RouteEntry } from '../../dist/generated/routes.ts';
import { applyEntryScroll } from './scroll.ts';

function route(meta: RouteEntry['meta']): RouteEntry {
  return { name: 'page', path: '/page', page: 'page', redirect: null, regions: ['us'], status: 'live', meta };
}

const forward = { isBackwardNavigation: false, hash: '' };

let scrollTo: ReturnType<typeof vi.fn>;
let scrollIntoView: ReturnType<typeof vi.fn>;

/** Puts an element with the id on the page, its top `top` px from the viewport top. */
function anchorAt(id: string, top: number): HTMLElement {
  const el = document.createElement('section');
  el.id = id;
  el.getBoundingClientRect = () => ({ top, bottom: top + 100, left: 0, right: 100, width: 100, height: 100, x: 0, y: top, toJSON: () => ({}) }) as DOMRect;
  el.scrollIntoView = scrollIntoView as unknown as HTMLElement['scrollIntoView'];
  document.body.appendChild(el);
  return el;
}

beforeEach(() => {
  document.body.innerHTML = '';
  scrollTo = vi.fn();
  scrollIntoView = vi.fn();
  vi.spyOn(window, 'scrollTo').mockImplementation(scrollTo as unknown as typeof window.scrollTo);
});
afterEach(() => {
  vi.restoreAllMocks();
});

describe('applyEntryScroll (seed 000 §2.5)', () => {
  it("scrolls to the route's scrollPosition", () => {
    expect(applyEntryScroll(window, route({ scrollPosition: { top: 640 } }), forward)).toBe('position');
    expect(scrollTo).toHaveBeenCalledWith({ top: 640, left: 0 });
  });

  it('prefers the scrollPosition over the anchor', () => {
    anchorAt('banner', 300);
    expect(applyEntryScroll(window, route({ scrollPosition: { top: 0 }, anchor: 'banner' }), forward)).toBe('position');
    expect(scrollTo).toHaveBeenCalledWith({ top: 0, left: 0 });
    expect(scrollIntoView).not.toHaveBeenCalled();
  });

  it('does nothing on back/forward: the saved position is restored by the router', () => {
    anchorAt('banner', 300);
    const result = applyEntryScroll(window, route({ scrollPosition: { top: 640 }, anchor: 'banner' }), { isBackwardNavigation: true, hash: '' });
    expect(result).toBe('none');
    expect(scrollTo).not.toHaveBeenCalled();
    expect(scrollIntoView).not.toHaveBeenCalled();
  });

  it('does nothing when the URL has an explicit #hash', () => {
    anchorAt('banner', 300);
    const result = applyEntryScroll(window, route({ scrollPosition: { top: 640 }, anchor: 'banner' }), { isBackwardNavigation: false, hash: '#specs' });
    expect(result).toBe('none');
    expect(scrollTo).not.toHaveBeenCalled();
    expect(scrollIntoView).not.toHaveBeenCalled();
  });

  it('does nothing for an unknown route', () => {
    expect(applyEntryScroll(window, undefined, forward)).toBe('none');
    expect(scrollTo).not.toHaveBeenCalled();
  });

  it("scrolls the route's anchor into view when it is below the top", () => {
    anchorAt('banner', 420);
    expect(applyEntryScroll(window, route({ anchor: 'banner' }), forward)).toBe('anchor');
    expect(scrollIntoView).toHaveBeenCalledWith({ block: 'start' });
  });

  it('leaves the page alone when the anchor is already at or above the top', () => {
    anchorAt('header', 0);
    expect(applyEntryScroll(window, route({ anchor: 'header' }), forward)).toBe('none');
    document.body.innerHTML = '';
    anchorAt('header', -50);
    expect(applyEntryScroll(window, route({ anchor: 'header' }), forward)).toBe('none');
    expect(scrollIntoView).not.toHaveBeenCalled();
  });

  it('does nothing when the anchor element is not on the page', () => {
    expect(applyEntryScroll(window, route({ anchor: 'missing' }), forward)).toBe('none');
    expect(scrollTo).not.toHaveBeenCalled();
  });

  it('does nothing for a route with neither position nor anchor (Vike starts at the top)', () => {
    expect(applyEntryScroll(window, route({}), { isBackwardNavigation: null, hash: '' })).toBe('none');
    expect(scrollTo).not.toHaveBeenCalled();
  });
});
