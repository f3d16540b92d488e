// @vitest-environment happy-dom
import { act, createElement } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import type { PageContext } from 'vike/types';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PageContextProvider } from './page-context.tsx';
import { readFileSync } from 'node:fs';
import { shapeOf, Video, type SmallCut } from './Video.tsx';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const pageContext = { data: { site: { text: { watchVideo: 'Watch Video' } } } } as unknown as PageContext;
const wide = { image: 'flagship-megatron-banner-desktop', title: 'Megatron, wide', clip: 'flagship-megatron-banner-desktop' };
const small: SmallCut = {
  video: { image: 'flagship-megatron-banner-mobile', title: 'Megatron, portrait', clip: 'flagship-megatron-banner-mobile' },
  media: '(max-width: 720.99px)',
  width: 540,
  height: 720,
};

describe('Video in the browser', () => {
  let container: HTMLElement;
  let root: Root;
  let played: string[];
  beforeEach(async () => {
    played = [];
    // happy-dom has no media pipeline: record what would play.
    vi.spyOn(HTMLMediaElement.prototype, 'play').mockImplementation(function (this: HTMLMediaElement) {
      played.push(this.querySelector('source')?.getAttribute('src') ?? '');
      return Promise.resolve();
    });
    container = document.createElement('div');
    document.body.append(container);
    root = createRoot(container);
  });
  afterEach(async () => {
    await act(async () => root.unmount());
    container.remove();
  });
  const show = (props: Parameters<typeof Video>[0]) => act(async () => root.render(createElement(PageContextProvider, { pageContext, children: createElement(Video, props) })));
  const press = async (init: MouseEventInit = {}) => {
    const event = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0, ...init });
    await act(async () => container.querySelector('a')!.dispatchEvent(event));
    return event;
  };

  it('is a link to the file, named by what it plays, until pressed; then plays the clip in place, muted, with controls, focused', async () => {
    await show({ video: wide });
    expect(container.querySelector('video')).toBeNull();
    expect(container.querySelector('a')!.getAttribute('href')).toBe('/videos/flagship-megatron-banner-desktop.mp4');
    expect(container.querySelector('a')!.textContent).toBe('Watch Video: Megatron, wide');
    const event = await press();
    expect(event.defaultPrevented).toBe(true);
    const video = container.querySelector('video')!;
    expect([...video.querySelectorAll('source')].map((s) => s.getAttribute('src'))).toEqual(['/videos/flagship-megatron-banner-desktop.webm', '/videos/flagship-megatron-banner-desktop.mp4']);
    expect([video.muted, video.controls, video.hasAttribute('autoplay'), video.getAttribute('aria-label')]).toEqual([true, true, false, 'Megatron, wide']);
    expect(document.activeElement).toBe(video);
    expect(played).toEqual(['/videos/flagship-megatron-banner-desktop.webm']);
  });

  it('plays the portrait cut where its media query holds, and the wide one elsewhere', async () => {
    const matches = vi.fn(() => true);
    vi.stubGlobal('matchMedia', (query: string) => ({ matches: query === small.media && matches() }));
    await show({ video: wide, small });
    await press();
    expect(played).toEqual(['/videos/flagship-megatron-banner-mobile.webm']);
    expect([container.querySelector('video')!.getAttribute('width'), container.querySelector('video')!.getAttribute('height')]).toEqual(['540', '720']);
    await act(async () => root.unmount());
    root = createRoot(container);
    matches.mockReturnValue(false);
    await show({ video: wide, small });
    await press();
    expect(played.at(-1)).toBe('/videos/flagship-megatron-banner-desktop.webm');
  });

  it('played (mounted by the press that opened a dialog): plays at once, without a poster first; a video without a clip stays a picture', async () => {
    await show({ video: wide, played: true });
    expect(container.querySelector('a')).toBeNull();
    expect(document.activeElement).toBe(container.querySelector('video'));
    expect(played).toEqual(['/videos/flagship-megatron-banner-desktop.webm']);
    await act(async () => root.unmount());
    root = createRoot(container);
    await show({ video: { image: wide.image, title: wide.title }, played: true });
    expect(container.querySelector('video')).toBeNull();
    expect(container.querySelector('img')!.getAttribute('alt')).toBe(wide.title);
  });

  it('leaves a press with a modifier key to the browser (the file in a new tab)', async () => {
    await show({ video: wide });
    const event = await press({ ctrlKey: true });
    expect(event.defaultPrevented).toBe(false);
    expect(container.querySelector('video')).toBeNull();
  });
});

describe('the poster keeps the box of the player', () => {
  it('names the shapes the site plays in, and styles.css gives each its box', () => {
    const css = readFileSync('runtime/ui/styles.css', 'utf8');
    // The default player (960 × 540) and the video list's (480 × 360, VideoList.tsx).
    for (const [width, height, shape] of [
      [960, 540, '16:9'],
      [480, 360, '4:3'],
    ] as const) {
      expect(shapeOf(width, height)).toBe(shape);
      expect(css).toContain(`.video-poster[data-shape="${shape}"] img { aspect-ratio: ${shape.replace(':', ' / ')}; }`);
    }
  });
});
