/**
 * A section type listed as static (static.ts) must have no behaviour in the browser: its page may be
 * left unhydrated, so a handler, a state or an effect would silently never run. A source scan of the
 * component and every local module it imports (transitively; a React render cannot see handlers).
 */
import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { STATIC_SECTION_TYPES } from './static.ts';

const DIR = dirname(new URL(import.meta.url).pathname);
const BEHAVIOUR = /\b(useState|useEffect|useLayoutEffect|useReducer|useRef|useSyncExternalStore|useSignals?|useCallback|useTransition|useActionState|on[A-Z][a-zA-Z]*=\{|addEventListener)\b/;

/** section type -> component file, read from index.ts's imports and its map. */
function componentFiles(): Map<string, string> {
  const index = readFileSync(resolve(DIR, 'index.ts'), 'utf8');
  const files = new Map([...index.matchAll(/import \{ (\w+) \} from '(\.\/\w+\.tsx)'/g)].map((m) => [m[1]!, resolve(DIR, m[2]!)]));
  return new Map([...index.matchAll(/^\s+'?([\w-]+)'?: (\w+),$/gm)].map((m) => [m[1]!, files.get(m[2]!)!]));
}

/** The file and its local (relative) imports, transitively, without the generated data and CSS. */
function closure(file: string, seen = new Set<string>()): Set<string> {
  if (seen.has(file)) return seen;
  seen.add(file);
  for (const m of readFileSync(file, 'utf8').matchAll(/^import [^;]*?from '(\.{1,2}\/[^']+\.tsx?)'/gm)) {
    if (m[1]!.includes('/dist/generated/')) continue;
    closure(resolve(dirname(file), m[1]!), seen);
  }
  return seen;
}

const behaviourIn = (file: string) =>
  readFileSync(file, 'utf8')
    .split('\n')
    .filter((line) => !/^\s*(\/\/|\*|\/\*)/.test(line) && BEHAVIOUR.test(line));

describe('static section types', () => {
  const files = componentFiles();

  it('index.ts maps every section type to a component file', () => {
    expect(files.size).toBeGreaterThan(20);
    for (const type of STATIC_SECTION_TYPES) expect(files.get(type), type).toBeDefined();
  });

  it.each([...STATIC_SECTION_TYPES])('%s: no state, effect or handler in its component or what it renders', (type) => {
    const found = [...closure(files.get(type)!)].flatMap((file) => behaviourIn(file).map((line) => `${file.replace(`${DIR}/`, '')}: ${line.trim()}`));
    expect(found).toEqual([]);
  });

  it('the scan sees behaviour where there is some (hero: dialog, gallery: viewer, faq, region-chooser)', () => {
    for (const type of ['hero', 'gallery', 'faq', 'region-chooser', 'voice-commands']) {
      expect(STATIC_SECTION_TYPES.has(type as never), type).toBe(false);
      expect(
        [...closure(files.get(type)!)].some((file) => behaviourIn(file).length > 0),
        type,
      ).toBe(true);
    }
  });
});
