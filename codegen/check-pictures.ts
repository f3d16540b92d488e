import { diagnostic, didYouMean, type Diagnostic } from './diagnostics.ts';
import type { LoadedFile } from './load-yaml.ts';
import { locate } from './locate.ts';
import { stringLeaves } from './string-leaves.ts';
import type { ContentKind } from './workspace.ts';

export interface PictureSource {
  kind: ContentKind;
  loaded: LoadedFile;
  data: unknown;
}

/**
 * Every artwork key of a document with its JSON pointer: a string under a key
 * named `image`, at any depth (schemas: defs.schema.json#/definitions/artworkKey).
 */
export function collectPictures(data: unknown, pointer = ''): { pointer: string; key: string }[] {
  return stringLeaves(data)
    .filter((leaf) => leaf.key === 'image')
    .map((leaf) => ({ pointer: pointer + leaf.pointer, key: leaf.value }));
}

/**
 * Every picture a site, catalog, page or dealers document names must exist as
 * public/artwork/<key>.svg (what scripts/artwork.mjs rasterises). `artwork` is
 * the set of those keys, read from disk by read-workspace.ts. Each file is
 * checked as written, so a picture inherited through `extends` is reported once,
 * in the file that names it.
 *
 * @example
 * checkPictures([{ kind, loaded, data }], new Set(['flagship-bumblebee-hero']))
 */
export function checkPictures(sources: readonly PictureSource[], artwork: ReadonlySet<string>): Diagnostic[] {
  const out: Diagnostic[] = [];
  for (const { kind, loaded, data } of sources) {
    if (kind.kind !== 'site' && kind.kind !== 'catalog' && kind.kind !== 'page' && kind.kind !== 'dealers') continue;
    for (const { pointer, key } of collectPictures(data)) {
      if (artwork.has(key)) continue;
      const guess = didYouMean(key, artwork);
      out.push(
        diagnostic(
          'missing-picture',
          locate(loaded, pointer),
          `There is no picture "${key}": public/artwork/${key}.svg does not exist.`,
          guess ? `Did you mean "${guess}"? A picture is named by its file in public/artwork/, without ".svg".` : undefined,
        ),
      );
    }
  }
  return out;
}

/** Every clip key of a document (a string under a key named `clip`, schemas: defs.schema.json#/definitions/video) with its JSON pointer. */
export function collectClips(data: unknown, pointer = ''): { pointer: string; key: string }[] {
  return stringLeaves(data)
    .filter((leaf) => leaf.key === 'clip')
    .map((leaf) => ({ pointer: pointer + leaf.pointer, key: leaf.value }));
}

/**
 * Every clip a page names must be shipped in both formats the video element
 * offers: public/videos/<clip>.webm and public/videos/<clip>.mp4. `clips` is the
 * set of keys that have both (read-workspace.ts).
 */
export function checkClips(sources: readonly PictureSource[], clips: ReadonlySet<string>): Diagnostic[] {
  const out: Diagnostic[] = [];
  for (const { kind, loaded, data } of sources) {
    if (kind.kind !== 'page') continue;
    for (const { pointer, key } of collectClips(data)) {
      if (clips.has(key)) continue;
      const guess = didYouMean(key, clips);
      out.push(
        diagnostic(
          'missing-video',
          locate(loaded, pointer),
          `There is no clip "${key}": public/videos/${key}.webm and public/videos/${key}.mp4 must both exist.`,
          guess ? `Did you mean "${guess}"? A clip is named by its files in public/videos/, without the extension.` : undefined,
        ),
      );
    }
  }
  return out;
}
