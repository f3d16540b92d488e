// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { rewriteWebpSources, setBodyFlags } from './body-flags.ts';

/** How the probe image behaves in the stubbed browser. */
let probeOutcome: 'load' | 'load-empty' | 'error' = 'load';
const probed: string[] = [];

class FakeImage {
  width = 0;
  height = 0;
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  set src(value: string) {
    probed.push(value);
    queueMicrotask(() => {
      if (probeOutcome === 'error') {
        this.onerror?.();
        return;
      }
      if (probeOutcome === 'load') {
        this.width = 1;
        this.height = 1;
      }
      this.onload?.();
    });
  }
}

beforeEach(() => {
  probeOutcome = 'load';
  probed.length = 0;
  vi.stubGlobal('Image', FakeImage);
  document.body.className = 'no-js page';
  document.body.innerHTML = `
    <picture>
      <source srcset="/art/hero.webp?from=png 1x, /art/hero@2x.webp?from=png 2x" type="image/webp">
      <img id="hero" src="/art/hero.webp?from=png" srcset="/art/hero.webp?from=png 1x, /art/hero@2x.webp?from=png 2x">
    </picture>
    <img id="photo" src="https://cdn.example/p/photo.webp?from=jpg">
    <img id="jpeg" src="/p/old.webp?from=jpeg">
    <img id="plain" src="/art/plain.webp" srcset="/art/plain.webp 1x">
    <img id="gif" src="/art/anim.webp?from=gif">
    <img id="png" src="/art/logo.png">`;
});
afterEach(() => {
  vi.unstubAllGlobals();
});

const attr = (selector: string, name: string) => document.querySelector(selector)!.getAttribute(name);

describe('setBodyFlags', () => {
  it('removes no-js at once, before the feature test settles, and keeps other classes', () => {
    void setBodyFlags(document);
    expect(document.body.classList.contains('no-js')).toBe(false);
    expect(document.body.classList.contains('page')).toBe(true);
  });

  it('probes with the given image', async () => {
    await setBodyFlags(document, 'data:image/webp;base64,AAAA');
    expect(probed).toEqual(['data:image/webp;base64,AAAA']);
  });

  it('adds webp when the probe decodes, and leaves the sources alone', async () => {
    await expect(setBodyFlags(document)).resolves.toBe(true);
    expect(document.body.classList.contains('webp')).toBe(true);
    expect(document.body.classList.contains('no-webp')).toBe(false);
    expect(attr('#hero', 'src')).toBe('/art/hero.webp?from=png');
    expect(probed[0]).toMatch(/^data:image\/webp;base64,/);
  });

  it('adds no-webp and rewrites the sources when the probe fails to load', async () => {
    probeOutcome = 'error';
    await expect(setBodyFlags(document)).resolves.toBe(false);
    expect(document.body.classList.contains('no-webp')).toBe(true);
    expect(document.body.classList.contains('webp')).toBe(false);
    expect(attr('#hero', 'src')).toBe('/art/hero.png');
  });

  it('counts a probe that loads with no size as unsupported', async () => {
    probeOutcome = 'load-empty';
    await expect(setBodyFlags(document)).resolves.toBe(false);
    expect(document.body.classList.contains('no-webp')).toBe(true);
    expect(attr('#hero', 'src')).toBe('/art/hero.png');
  });
});

describe('rewriteWebpSources', () => {
  beforeEach(() => {
    rewriteWebpSources(document);
  });

  it('rewrites img src to the original format', () => {
    expect(attr('#hero', 'src')).toBe('/art/hero.png');
    expect(attr('#photo', 'src')).toBe('https://cdn.example/p/photo.jpg');
    expect(attr('#jpeg', 'src')).toBe('/p/old.jpeg');
  });

  it('rewrites every candidate of an img srcset, keeping the descriptors', () => {
    expect(attr('#hero', 'srcset')).toBe('/art/hero.png 1x, /art/hero@2x.png 2x');
  });

  it('rewrites the srcset of <source> elements', () => {
    expect(attr('source', 'srcset')).toBe('/art/hero.png 1x, /art/hero@2x.png 2x');
  });

  it('leaves WebP sources without a from-format query alone', () => {
    expect(attr('#plain', 'src')).toBe('/art/plain.webp');
    expect(attr('#plain', 'srcset')).toBe('/art/plain.webp 1x');
  });

  it('leaves from-formats it does not know, and non-WebP images, alone', () => {
    expect(attr('#gif', 'src')).toBe('/art/anim.webp?from=gif');
    expect(attr('#png', 'src')).toBe('/art/logo.png');
  });

  it('is idempotent', () => {
    rewriteWebpSources(document);
    expect(attr('#hero', 'srcset')).toBe('/art/hero.png 1x, /art/hero@2x.png 2x');
  });
});
