import { diagnostic } from '../diagnostics.ts';
import { locate } from '../read/locate.ts';
import type { AnyCheck, RuleTable } from './define.ts';

export const rules = {
  length: {
    title: 'A text longer than its field allows',
    hint: "Shorten the text to the field's budget (its schema's x-max-length; a Chinese, Japanese or Korean character counts two, as it is set twice as wide): a title, button or tab that runs long wraps, truncates or is cut in search results.",
  },
} as const satisfies RuleTable;

const WIDE = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}\u3000-\u303f\uff01-\uff60]/u;

/**
 * How wide a text is set, in narrow characters: a CJK character (and a full-width sign) counts two; a [[fact]] or
 * {placeholder} counts four (a figure or a name filled in later), a tag nothing.
 *
 * @example
 * textWidth('Flagship Megatron') // => 17
 * textWidth('メガトロン') // => 10
 */
export function textWidth(text: string): number {
  let width = 0;
  for (const char of text.replace(/<[^>]+>/g, '').replace(/\[\[[^\]]*\]\]|\{[^{}]*\}/g, '####')) width += WIDE.test(char) ? 2 : 1;
  return width;
}

export const checks: readonly AnyCheck[] = [
  {
    // [length] (a warning): each text of a field with a budget, where the file writes it.
    name: 'length',
    scope: 'file',
    check: (file) =>
      file.meanings.length.flatMap(({ pointer, value, budget }) => {
        const width = textWidth(value);
        return budget !== undefined && width > budget
          ? [diagnostic('length', locate(file.loaded, pointer), `This text is ${width} wide, over its field's budget of ${budget}.`, undefined, 'warning')]
          : [];
      }),
  },
];
