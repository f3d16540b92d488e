import type { RuleTable } from '../checks/define.ts';
import { constructFromEvents, EVENT_ID, getScalarValue, parseEvents, SCALAR_STYLE, YAMLException, type Event, type ScalarEvent } from 'js-yaml';
import { isUtf8 } from 'node:buffer';
import { diagnostic, type Diagnostic } from '../diagnostics.ts';

export const rules = {
  'file-encoding': { title: 'File is not UTF-8 text', hint: 'Save the file as UTF-8 (without a byte-order mark is best) in your editor.' },
  'file-too-large': { title: 'File is too large', hint: 'Content files are small texts; split the file or remove pasted binary data.' },
  'empty-file': { title: 'File is empty', hint: 'Write the document, or delete the file if the region has no such content.' },
  'yaml-syntax': { title: 'YAML syntax error', hint: 'Check indentation (spaces, not tabs) and quote texts that contain ": " or start with a special character.' },
  'duplicate-key': { title: 'Duplicate key', hint: 'A key may appear only once in a map: remove or rename one of them.' },
} as const satisfies RuleTable;

/** Content files are hand-written texts; anything larger is a pasted mistake. */
export const MAX_FILE_BYTES = 1024 * 1024;

/**
 * Where each node of a parsed file starts (offsets into `text`), in the shape of its data:
 * what codegen/read/locate.ts walks to turn a JSON pointer into a line and column. Plain data,
 * so it can be kept and compared without the parser.
 */
export interface Positions {
  at: number;
  /** A map's keys in source order, where each key starts, and its values' positions. */
  keys?: string[];
  keyAt?: number[];
  values?: Positions[];
  /** A sequence's items. */
  items?: Positions[];
}

/** Offsets to 1-based lines and columns (columns count UTF-16 code units, as editors do for most text). */
export class LineIndex {
  readonly lineStarts: number[] = [0];
  constructor(text: string) {
    for (let i = text.indexOf('\n'); i !== -1; i = text.indexOf('\n', i + 1)) this.lineStarts.push(i + 1);
  }
  linePos(offset: number): { line: number; col: number } {
    let low = 0;
    let high = this.lineStarts.length - 1;
    while (low < high) {
      const mid = (low + high + 1) >> 1;
      if (this.lineStarts[mid]! <= offset) low = mid;
      else high = mid - 1;
    }
    return { line: low + 1, col: offset - this.lineStarts[low]! + 1 };
  }
}

export interface LoadedFile {
  file: string;
  /** Decoded text ('' when the bytes could not be read as UTF-8 text), line breaks as \n. */
  text: string;
  lineCounter: LineIndex;
  /** Present when the file parsed without errors. */
  positions?: Positions;
  data?: unknown;
  diagnostics: Diagnostic[];
}

/** Offset of the first byte that is not part of valid UTF-8, or -1. NUL counts as not text. */
export function firstInvalidUtf8(bytes: Uint8Array): number {
  const nul = bytes.indexOf(0);
  if (isUtf8(bytes)) return nul;
  // The decoder writes U+FFFD from the first byte of each bad sequence on: the first U+FFFD not spelled out in the bytes (EF BF BD) is where they start.
  const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes);
  for (let i = text.indexOf('\uFFFD'); i !== -1; i = text.indexOf('\uFFFD', i + 1)) {
    const at = Buffer.byteLength(text.slice(0, i));
    if (bytes[at] !== 0xef || bytes[at + 1] !== 0xbf || bytes[at + 2] !== 0xbd) return nul !== -1 && nul < at ? nul : at;
  }
  return nul;
}

/** Deeper flow nesting ([[[…]]], {a: {a: …}}) than any content needs; the parser recurses per level. */
export const MAX_FLOW_DEPTH = 100;

/** Offset of the first bracket that opens a level past MAX_FLOW_DEPTH, outside quotes and comments; -1 if none. */
export function firstTooDeep(text: string): number {
  let depth = 0;
  let quote: string | undefined;
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (quote) {
      if (c === '\\' && quote === '"') i++;
      else if (c === quote) quote = undefined;
      else if (c === '\n' && quote === "'") quote = undefined; // an unclosed quote is the parser's to report
      continue;
    }
    if (c === '#' && (i === 0 || /\s/.test(text[i - 1]!))) {
      const end = text.indexOf('\n', i);
      if (end < 0) break;
      i = end;
      continue;
    }
    if ((c === '"' || c === "'") && (i === 0 || /[\s[{,:]/.test(text[i - 1]!))) quote = c;
    else if (c === '[' || c === '{') {
      if (++depth > MAX_FLOW_DEPTH) return i;
    } else if ((c === ']' || c === '}') && depth > 0) depth--;
  }
  return -1;
}

/** How many nodes aliases may add, as a multiple of the nodes written: more is an alias bomb, not content. */
export const MAX_ALIAS_EXPANSION = 10;

const NO_TEXT_HINT = 'Content is a few levels deep at most: check for brackets [ { opened and never closed, or pasted data.';
const ANCHOR_HINT = 'Content files need no anchors (&name) or aliases (*name): write the value out.';

interface Frame {
  kind: 'map' | 'seq';
  node: Positions;
  /** Nodes under this one, aliases counted at their anchor's size. */
  size: number;
  anchor: string | undefined;
  /** A map whose next node is a key. */
  expectKey: boolean;
  /** A map's keys so far. */
  seen: Set<string>;
  /** This collection is itself a key (a complex key, which construction refuses). */
  isKey: boolean;
}

type Problem = { rule: 'yaml-syntax' | 'duplicate-key'; at: number; message: string; hint?: string };

/**
 * One pass over the parser's events: the positions tree, every duplicate key, and what the
 * constructor does not report well (a missing key, an unknown alias, an alias bomb, a second document).
 */
function readEvents(text: string, events: readonly Event[]): { positions?: Positions; empty: boolean; problems: Problem[] } {
  const problems: Problem[] = [];
  const stack: Frame[] = [];
  const anchors = new Map<string, number>();
  let root: Positions | undefined;
  let documents = 0;
  let written = 0;
  let expanded = 0;
  let empty = false;
  /** End of the last scalar read, for a value left empty (`key:` or `- `). */
  let lastEnd = 0;

  const startOf = (event: ScalarEvent): number => {
    if (event.valueStart === -1) return -1;
    if (event.style === SCALAR_STYLE.SINGLE_QUOTED || event.style === SCALAR_STYLE.DOUBLE_QUOTED) return event.valueStart - 1;
    if (event.style === SCALAR_STYLE.LITERAL_BLOCK || event.style === SCALAR_STYLE.FOLDED_BLOCK) {
      // The value starts at its indicator (| or >), on the line before its text.
      return Math.max(text.lastIndexOf('|', event.valueStart), text.lastIndexOf('>', event.valueStart));
    }
    return event.valueStart;
  };
  /** Whether the next node is a map's key. */
  const keyNext = () => stack.at(-1)?.kind === 'map' && stack.at(-1)!.expectKey;
  /** Places a finished node (or a key) in its parent; `size` counts the nodes it stands for. */
  const place = (node: Positions, size: number, keyText: string | undefined, keyAt: number) => {
    const parent = stack.at(-1);
    if (!parent) {
      root = node;
      return;
    }
    parent.size += size;
    if (parent.isKey) return;
    if (parent.kind === 'seq') {
      parent.node.items!.push(node);
      return;
    }
    if (parent.expectKey) {
      parent.expectKey = false;
      if (keyText !== undefined) {
        if (parent.seen.has(keyText)) problems.push({ rule: 'duplicate-key', at: keyAt, message: `The key "${keyText}" appears more than once in this map.` });
        parent.seen.add(keyText);
      }
      parent.node.keys!.push(keyText ?? '');
      parent.node.keyAt!.push(keyAt);
      return;
    }
    parent.expectKey = true;
    parent.node.values!.push(node);
  };

  for (const event of events) {
    switch (event.type) {
      case EVENT_ID.DOCUMENT:
        if (++documents === 2) {
          const next = text.indexOf('---', lastEnd);
          problems.push({
            rule: 'yaml-syntax',
            at: next === -1 ? lastEnd : next,
            message: 'A second document starts here: a content file holds one document.',
            hint: 'Remove the --- line: what follows it belongs in this document or in a file of its own.',
          });
        }
        break;
      case EVENT_ID.SCALAR: {
        written++;
        expanded++;
        const parent = stack.at(-1);
        const isKey = keyNext();
        let at = startOf(event);
        if (at === -1) {
          if (!parent) {
            empty = event.tagStart === -1 && event.anchorStart === -1;
            at = 0;
          } else if (isKey) {
            at = Math.max(0, text.indexOf(':', lastEnd));
            problems.push({ rule: 'yaml-syntax', at, message: 'This colon has no key before it.', hint: 'Write the key before the colon, or join the line to the one above if it continues it.' });
          } else if (parent.kind === 'map') {
            // `key:` with nothing after: the value belongs just after the colon.
            const colon = text.indexOf(':', lastEnd);
            at = colon === -1 ? lastEnd : colon + 1;
          } else {
            // `-` with nothing after: just after the dash (a flow sequence's empty item is a syntax error).
            const dash = text.indexOf('-', lastEnd);
            at = dash === -1 ? lastEnd : dash + 1;
          }
        } else {
          lastEnd = event.valueEnd + (event.style === SCALAR_STYLE.SINGLE_QUOTED || event.style === SCALAR_STYLE.DOUBLE_QUOTED ? 1 : 0);
        }
        if (event.anchorStart !== -1) anchors.set(text.slice(event.anchorStart, event.anchorEnd), 1);
        place({ at }, 1, isKey ? (event.valueStart === -1 ? undefined : getScalarValue(text, event)) : undefined, at);
        break;
      }
      case EVENT_ID.SEQUENCE:
      case EVENT_ID.MAPPING: {
        written++;
        expanded++;
        const isKey = Boolean(stack.at(-1)?.isKey) || keyNext();
        const map = event.type === EVENT_ID.MAPPING;
        const node: Positions = map ? { at: event.start, keys: [], keyAt: [], values: [] } : { at: event.start, items: [] };
        lastEnd = Math.max(lastEnd, event.start);
        const anchor = event.anchorStart === -1 ? undefined : text.slice(event.anchorStart, event.anchorEnd);
        stack.push({ kind: map ? 'map' : 'seq', node, size: 1, expectKey: true, isKey, anchor, seen: new Set() });
        break;
      }
      case EVENT_ID.POP: {
        const frame = stack.pop();
        if (!frame) break;
        if (frame.anchor !== undefined) anchors.set(frame.anchor, frame.size);
        // A collection used as a key has no text to name it by; construction reports it.
        place(frame.node, frame.size, undefined, frame.node.at);
        break;
      }
      case EVENT_ID.ALIAS: {
        const name = text.slice(event.anchorStart, event.anchorEnd);
        const at = event.anchorStart - 1;
        const size = anchors.get(name);
        if (size === undefined) {
          problems.push({ rule: 'yaml-syntax', at, message: `The alias *${name} names no anchor &${name} written before it.`, hint: ANCHOR_HINT });
          place({ at }, 1, undefined, at);
          break;
        }
        expanded += size;
        place({ at }, size, keyNext() ? `*${name}` : undefined, at);
        break;
      }
    }
  }
  if (expanded > MAX_ALIAS_EXPANSION * Math.max(written, 1)) {
    problems.push({ rule: 'yaml-syntax', at: 0, message: `Aliases expand this file's ${written} values to ${expanded}: more than ${MAX_ALIAS_EXPANSION} times what is written.`, hint: ANCHOR_HINT });
  }
  return { ...(root ? { positions: root } : {}), empty: documents === 0 || empty, problems };
}

/** A parser or constructor error's reason as a sentence ("deficient indentation" -> "Deficient indentation."). */
const sentence = (reason: string) => `${reason.charAt(0).toUpperCase()}${reason.slice(1)}${/[.!?]$/.test(reason) ? '' : '.'}`;

const loadedBytes = new WeakMap<Uint8Array, LoadedFile>();
/** loadYaml, once per bytes object: regions.yaml and the catalogues are read for the region and product lists (region-list.ts) before they load. */
export function loadYamlOnce(file: string, bytes: Uint8Array): LoadedFile {
  let loaded = loadedBytes.get(bytes);
  if (loaded?.file !== file) loadedBytes.set(bytes, (loaded = loadYaml(file, bytes)));
  return loaded;
}

/**
 * Reads one YAML file from its bytes, keeping source positions. Never throws:
 * every problem becomes a located diagnostic.
 *
 * The parser is js-yaml's event parser (YAML 1.2, core schema: what codegen/load-yaml.test.ts
 * and the differential test against the `yaml` library pin down); the positions come from the
 * same events, so nothing is parsed twice.
 *
 * @example
 * const loaded = loadYaml('content-yaml/fr/site.yaml', await readFile(path));
 * if (loaded.diagnostics.length === 0) use(loaded.data);
 */
export function loadYaml(file: string, bytes: Uint8Array): LoadedFile {
  const fail = (d: Diagnostic, text = ''): LoadedFile => ({ file, text, lineCounter: new LineIndex(text), diagnostics: [d] });

  if (bytes.length > MAX_FILE_BYTES) {
    const size = (bytes.length / (1024 * 1024)).toFixed(1);
    return fail(diagnostic('file-too-large', { file, line: 1, column: 1 }, `The file is ${size} MiB; content files may be at most 1 MiB.`));
  }
  const invalid = firstInvalidUtf8(bytes);
  if (invalid !== -1) {
    // The bytes before it are text: its line, and its column in characters.
    const before = new TextDecoder().decode(bytes.subarray(0, invalid)).split('\n');
    const at = { line: before.length, column: before.at(-1)!.length + 1 };
    const byte = bytes[invalid]!.toString(16).padStart(2, '0');
    return fail(diagnostic('file-encoding', { file, ...at }, `Byte 0x${byte} at offset ${invalid} is not UTF-8 text (is the file saved as Latin-1 or UTF-16, or is it binary?).`));
  }
  // Windows (\r\n) and old Mac (\r) line breaks read as \n: the same lines, the same columns.
  const text = new TextDecoder('utf-8')
    .decode(bytes)
    .replace(/^\uFEFF/, '')
    .replace(/\r\n?/g, '\n');
  const lineCounter = new LineIndex(text);
  const located = (rule: Problem['rule'], at: number, message: string, hint?: string): Diagnostic => {
    const { line, col } = lineCounter.linePos(at);
    return diagnostic(rule, { file, line, column: col }, message, hint);
  };

  const deep = firstTooDeep(text);
  if (deep !== -1) return fail(located('yaml-syntax', deep, `Values are nested more than ${MAX_FLOW_DEPTH} levels deep here.`, NO_TEXT_HINT), text);

  // `...` ends a document; js-yaml reads on after one that ends before any content, where YAML says a second document starts.
  const end = /^\.\.\.(?:[ \t].*)?$/m.exec(text);
  if (end && /^[ \t]*[^\s#]/m.test(text.slice(end.index + end[0].length))) {
    return fail(
      located(
        'yaml-syntax',
        end.index,
        'A document ends here (...), and more follows: a content file holds one document.',
        'Remove the ... line: what follows it belongs in this document or in a file of its own.',
      ),
      text,
    );
  }
  let events: Event[];
  try {
    events = parseEvents(text, { filename: file, maxDepth: MAX_FLOW_DEPTH });
  } catch (error) {
    const mark = error instanceof YAMLException ? error.mark : undefined;
    if (mark?.position === undefined) return fail(located('yaml-syntax', 0, 'The file is nested too deeply to be read.', NO_TEXT_HINT), text);
    const reason = error instanceof YAMLException ? error.reason : 'not valid YAML';
    return fail(located('yaml-syntax', mark.position, sentence(reason), /nesting exceeded/.test(reason) ? NO_TEXT_HINT : undefined), text);
  }
  const { positions, empty, problems } = readEvents(text, events);
  if (problems.length) {
    return { file, text, lineCounter, diagnostics: problems.map((p) => located(p.rule, p.at, p.message, p.hint)) };
  }
  if (empty) return { file, text, lineCounter, diagnostics: [diagnostic('empty-file', { file, line: 1, column: 1 }, 'The file holds no document (only comments or nothing).')] };
  try {
    const [data] = constructFromEvents(events, { source: text, filename: file, maxAliases: -1 });
    return { file, text, lineCounter, ...(positions ? { positions } : {}), data, diagnostics: [] };
  } catch (error) {
    // An unknown tag (!!foo), a collection used as a key, a key written twice in another spelling.
    const mark = error instanceof YAMLException ? error.mark : undefined;
    const reason = error instanceof YAMLException ? error.reason : (error as Error).message;
    const rule = /duplicated mapping key/.test(reason) ? 'duplicate-key' : 'yaml-syntax';
    return { file, text, lineCounter, diagnostics: [located(rule, mark?.position ?? 0, sentence(reason))] };
  }
}
