import { DATA_LAYER_KEY } from '../shared/storage-keys.ts';

/** Each route change pushes a virtualPageview with the page URL (seed 000 §2.5), onto window[DATA_LAYER_KEY] (listed for the cookie policy). */
export function pushPageview(win: object, url: string): void {
  const target = win as Record<typeof DATA_LAYER_KEY, unknown[] | undefined>;
  const layer = (target[DATA_LAYER_KEY] ??= []);
  layer.push({ event: 'virtualPageview', pageUrl: url });
}
