/**
 * A section type whose meta.json says static must have no behaviour in the browser: its page may be
 * left unhydrated, so a handler, a state or an effect would silently never run. A source scan of the
 * component and every local module it imports (transitively; a React render cannot see handlers).
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { STATIC_SECTION_TYPES } from './static.ts';

const DIR = dirname(new URL(import.meta.url).pathname);
const BEHAVIOUR = /\b(useState|useEffect|useLayoutEffect|useReducer|useRef|useSyncExternalStore|useSignals?|useCallback|useTransition|useActionState|on[A-Z][a-zA-Z]*=\{|addEventListener)\b/;

/** section type -> component file: each type's folder holds <Type>.tsx. */
function componentFiles(): Map<string, string> {
  const types = readdirSync(DIR, { withFileTypes: true }).filter((e) => e.isDirectory());
  const pascal = (type: string) => type.replace(/(^|-)([a-z0-9])/g, (_, __, c: string) => c.toUpperCase());
  return new Map(types.map((e) => [e.name, resolve(DIR, e.name, `${pascal(e.name)}.tsx`)]));
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

  it('every static section type has a folder with its component', () => {
    expect(files.size).toBeGreaterThan(20);
    for (const type of STATIC_SECTION_TYPES) expect(existsSync(files.get(type) ?? ''), type).toBe(true);
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
