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

/** What a picture (`"x-artwork": true`) and a clip (`"x-video": true`) name: their rule, the files that must exist, and how a name is written. */
const NAMED = {
  artwork: {
    rule: 'missing-picture',
    what: 'picture',
    files: (key: string) => `public/artwork/${key}.svg does not exist`,
    named: 'A picture is named by its file in public/artwork/, without ".svg".',
  },
  video: {
    rule: 'missing-video',
    what: 'clip',
    files: (key: string) => `public/videos/${key}.webm and public/videos/${key}.mp4 must both exist`,
    named: 'A clip is named by its files in public/videos/, without the extension.',
  },
} as const;

/**
 * Every picture a document names (a string whose schema says `"x-artwork": true`, whatever its key) must exist as
 * public/artwork/<key>.svg or, for a rendered figure, .webp (what scripts/artwork.mjs rasterises); every clip (`"x-video": true`) in both formats the
 * video element offers, public/videos/<clip>.webm and .mp4. `present` is the set of keys read from disk by
 * read-workspace.ts (for clips, those with both files). Each file is checked as written, so a picture inherited
 * through `extends` is reported once, in the file that names it.
 *
 * @example
 * checkNamedFiles({ loaded, meanings }, 'artwork', new Set(['flagship-bumblebee-hero']))
 */
export function checkNamedFiles({ loaded, meanings }: PictureSource, meaning: keyof typeof NAMED, present: ReadonlySet<string>): Diagnostic[] {
  const { rule, what, files, named } = NAMED[meaning];
  return meanings[meaning].flatMap(({ pointer, value: key }) => {
    if (present.has(key)) return [];
    const guess = didYouMean(key, present);
    return [diagnostic(rule, locate(loaded, pointer), `There is no ${what} "${key}": ${files(key)}.`, guess ? `Did you mean "${guess}"? ${named}` : undefined)];
  });
}

export const checks: readonly AnyCheck[] = [
  { name: 'pictures', scope: 'file', check: (file, read) => checkNamedFiles(file, 'artwork', read.artwork()) },
  {
    name: 'clips',
    scope: 'file',
    check: (file, read) => {
      const clips = read.clips();
      return clips ? checkNamedFiles(file, 'video', clips) : [];
    },
  },
];
