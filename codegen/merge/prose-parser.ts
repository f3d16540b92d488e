import { parseProse, type ParsedProse } from './markdown.ts';

/**
 * Prose texts parsed once: a text is checked in its file and emitted for each region that shows it (inherited
 * texts too). A text parsed by the last complete run is kept while some file still holds it, so a watcher's
 * run parses again only the texts an edit changed.
 */
export function createProseParser() {
  let kept = new Map<string, ParsedProse>();
  let used = new Map<string, ParsedProse>();
  return {
    parse(text: string): ParsedProse {
      let parsed = used.get(text) ?? kept.get(text);
      if (!parsed) parsed = parseProse(text);
      used.set(text, parsed);
      return parsed;
    },
    /** A new run: the texts it parses start a new set. */
    start() {
      used = new Map();
    },
    /** A complete run: the texts it used are the ones to keep. */
    commit() {
      kept = used;
    },
  };
}
