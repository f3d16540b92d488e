import type { AnyCheck, RuleTable } from './define.ts';

import { diagnostic, didYouMean, type Diagnostic } from '../diagnostics.ts';
import type { LoadedFile } from '../read/load-yaml.ts';
import { locate } from '../read/locate.ts';
import type { Meanings } from '../validate/meaning.ts';

export const rules = {
  'missing-picture': { title: 'Picture does not exist', hint: 'An `image` names a file of public/artwork/ without ".svg"; use one that exists, or ask a developer to add the artwork.' },
  'missing-video': { title: 'Clip does not exist', hint: "A video's `clip` names files of public/videos/ (<clip>.webm and <clip>.mp4) without the extension; make them with scripts/make-videos.sh." },
} as const satisfies RuleTable;

export interface PictureSource {
  loaded: LoadedFile;
  meanings: Meanings;
}

/**
 * Every picture a document names (a string whose schema says `"x-artwork": true`, whatever its key)
 * must exist as public/artwork/<key>.svg or, for a rendered figure, .webp (what scripts/artwork.mjs rasterises). `artwork` is
 * the set of those keys, read from disk by read-workspace.ts. Each file is
 * checked as written, so a picture inherited through `extends` is reported once,
 * in the file that names it.
 *
 * @example
 * checkPictures([{ loaded, meanings }], new Set(['flagship-bumblebee-hero']))
 */
export function checkPictures(sources: readonly PictureSource[], artwork: ReadonlySet<string>): Diagnostic[] {
  const out: Diagnostic[] = [];
  for (const { loaded, meanings } of sources) {
    for (const { pointer, value: key } of meanings.artwork) {
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

/**
 * Every clip a document names (`"x-video": true`) must be shipped in both formats the video element
 * offers: public/videos/<clip>.webm and public/videos/<clip>.mp4. `clips` is the
 * set of keys that have both (read-workspace.ts).
 */
export function checkClips(sources: readonly PictureSource[], clips: ReadonlySet<string>): Diagnostic[] {
  const out: Diagnostic[] = [];
  for (const { loaded, meanings } of sources) {
    for (const { pointer, value: key } of meanings.video) {
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

export const checks: readonly AnyCheck[] = [
  { name: 'pictures', scope: 'file', check: (file, read) => checkPictures([file], read.artwork()) },
  {
    name: 'clips',
    scope: 'file',
    check: (file, read) => {
      const clips = read.clips();
      return clips ? checkClips([file], clips) : [];
    },
  },
];
