// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { startTextFloat } from './text-float.ts';

type Callback = (entries: { isIntersecting: boolean; target: Element }[]) => void;
let observed: { callback: Callback; options: IntersectionObserverInit; targets: Element[] }[] = [];
class FakeObserver {
  targets: Element[] = [];
  callback: Callback;
  options: IntersectionObserverInit;
  constructor(callback: Callback, options: IntersectionObserverInit) {
    this.callback = callback;
    this.options = options;
    observed.push(this);
  }
  observe(el: Element) {
    this.targets.push(el);
  }
  unobserve(el: Element) {
    this.targets = this.targets.filter((t) => t !== el);
  }
  disconnect() {
    this.targets = [];
  }
}

function page(reduced: boolean) {
  document.body.innerHTML = '<p data-float id="above">above the fold</p><p data-float id="below">below the fold</p>';
  document.documentElement.className = '';
  const rect = (top: number) => ({ top, height: 20 }) as DOMRect;
  document.getElementById('above')!.getBoundingClientRect = () => rect(10);
  document.getElementById('below')!.getBoundingClientRect = () => rect(5000);
  vi.stubGlobal('IntersectionObserver', FakeObserver);
  window.IntersectionObserver = FakeObserver as never;
  window.matchMedia = ((query: string) => ({ matches: reduced && query.includes('reduce') })) as never;
}

afterEach(() => {
  observed = [];
  vi.unstubAllGlobals();
});

describe('startTextFloat', () => {
  it('shows what is in view at once and floats the rest in at threshold 0.1', () => {
    page(false);
    startTextFloat(document);
    expect(document.documentElement.classList.contains('float-ready')).toBe(true);
    expect(document.getElementById('above')!.classList.contains('in-view')).toBe(true);
    const [observer] = observed;
    expect(observer!.options.threshold).toBe(0.1);
    expect(observer!.targets.map((t) => t.id)).toEqual(['below']);
    observer!.callback([{ isIntersecting: true, target: document.getElementById('below')! }]);
    expect(document.getElementById('below')!.classList.contains('in-view')).toBe(true);
  });

  it('does nothing under prefers-reduced-motion: no hidden text, no observer', () => {
    page(true);
    startTextFloat(document);
    expect(document.documentElement.classList.contains('float-ready')).toBe(false);
    expect(observed).toEqual([]);
  });
});
