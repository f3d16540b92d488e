import { isAlias, LineCounter, parseDocument, visit, type Document } from 'yaml';
import { diagnostic, type Diagnostic } from './diagnostics.ts';

/** Content files are hand-written texts; anything larger is a pasted mistake. */
export const MAX_FILE_BYTES = 1024 * 1024;

export interface LoadedFile {
  file: string;
  /** Decoded text ('' when the bytes could not be read as UTF-8 text). */
  text: string;
  lineCounter: LineCounter;
  /** Present when the file parsed without errors. */
  doc?: Document.Parsed;
  data?: unknown;
  diagnostics: Diagnostic[];
}

/** Offset of the first byte that is not part of valid UTF-8, or -1. NUL counts as not text. */
export function firstInvalidUtf8(bytes: Uint8Array): number {
  let i = 0;
  while (i < bytes.length) {
    const b = bytes[i]!;
    if (b === 0) return i;
    if (b < 0x80) { i += 1; continue; }
    let need: number;
    let min: number;
    if (b >= 0xc2 && b <= 0xdf) { need = 1; min = 0x80; }
    else if (b >= 0xe0 && b <= 0xef) { need = 2; min = 0x800; }
    else if (b >= 0xf0 && b <= 0xf4) { need = 3; min = 0x10000; }
    else return i;
    let cp = b & (0x3f >> need);
    for (let k = 1; k <= need; k++) {
      const c = bytes[i + k];
      if (c === undefined || (c & 0xc0) !== 0x80) return i;
      cp = (cp << 6) | (c & 0x3f);
    }
    if (cp < min || cp > 0x10ffff || (cp >= 0xd800 && cp <= 0xdfff)) return i;
    i += need + 1;
  }
  return -1;
}

function positionOfByte(bytes: Uint8Array, offset: number): { line: number; column: number } {
  let line = 1;
  let lineStart = 0;
  for (let i = 0; i < offset; i++) if (bytes[i] === 0x0a) { line++; lineStart = i + 1; }
  const column = new TextDecoder().decode(bytes.subarray(lineStart, offset)).length + 1;
  return { line, column };
}

/**
 * Reads one YAML file from its bytes, keeping source positions. Never throws:
 * every problem becomes a located diagnostic.
 *
 * @example
 * const loaded = loadYaml('content-yaml/fr/site.yaml', await readFile(path));
 * if (loaded.diagnostics.length === 0) use(loaded.data);
 */
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
    if (c === '#' && (i === 0 || /\s/.test(text[i - 1]!))) { const end = text.indexOf('\n', i); if (end < 0) break; i = end; continue; }
    if ((c === '"' || c === "'") && (i === 0 || /[\s[{,:]/.test(text[i - 1]!))) quote = c;
    else if (c === '[' || c === '{') { if (++depth > MAX_FLOW_DEPTH) return i; }
    else if ((c === ']' || c === '}') && depth > 0) depth--;
  }
  return -1;
}

export function loadYaml(file: string, bytes: Uint8Array): LoadedFile {
  const lineCounter = new LineCounter();
  const fail = (d: Diagnostic, text = ''): LoadedFile => ({ file, text, lineCounter, diagnostics: [d] });

  if (bytes.length > MAX_FILE_BYTES) {
    const size = (bytes.length / (1024 * 1024)).toFixed(1);
    return fail(diagnostic('file-too-large', { file, line: 1, column: 1 }, `The file is ${size} MiB; content files may be at most 1 MiB.`));
  }
  const invalid = firstInvalidUtf8(bytes);
  if (invalid !== -1) {
    const at = positionOfByte(bytes, invalid);
    const byte = bytes[invalid]!.toString(16).padStart(2, '0');
    return fail(diagnostic('file-encoding', { file, ...at }, `Byte 0x${byte} at offset ${invalid} is not UTF-8 text (is the file saved as Latin-1 or UTF-16, or is it binary?).`));
  }
  const text = new TextDecoder('utf-8').decode(bytes).replace(/^\uFEFF/, '');

  const deep = firstTooDeep(text);
  if (deep !== -1) {
    const line = text.slice(0, deep).split('\n').length;
    const column = deep - text.lastIndexOf('\n', deep - 1);
    return fail(diagnostic('yaml-syntax', { file, line, column }, `Values are nested more than ${MAX_FLOW_DEPTH} levels deep here.`,
      'Content is a few levels deep at most: check for brackets [ { opened and never closed, or pasted data.'), text);
  }
  const parse = () => parseDocument(text, { lineCounter, uniqueKeys: true, prettyErrors: false, strict: true });
  let doc: ReturnType<typeof parse>;
  try {
    doc = parse();
  } catch {
    // The parser recurses per level: a nesting deep enough exhausts the stack before any check above can tell.
    return fail(diagnostic('yaml-syntax', { file, line: 1, column: 1 }, 'The file is nested too deeply to be read.',
      'Content is a few levels deep at most: check for brackets [ { opened and never closed, or pasted data.'), text);
  }
  const diagnostics: Diagnostic[] = [];
  // After the first syntax error the parser's further errors are mostly its consequences: keep the first.
  const firstSyntax = doc.errors.find((e) => e.code !== 'DUPLICATE_KEY');
  const reported = [...doc.errors.filter((e) => e.code === 'DUPLICATE_KEY' || e === firstSyntax), ...doc.warnings];
  for (const error of reported) {
    const pos = lineCounter.linePos(error.pos[0]);
    const rule = error.code === 'DUPLICATE_KEY' ? 'duplicate-key' : 'yaml-syntax';
    const message = error.message.split('\n')[0]!.replace(/ at line \d+, column \d+:?$/, '');
    diagnostics.push(diagnostic(rule, { file, line: pos.line, column: pos.col }, message, undefined, error.name === 'YAMLWarning' ? 'warning' : 'error'));
  }
  if (diagnostics.some((d) => d.severity === 'error')) return { file, text, lineCounter, diagnostics };
  if (doc.contents === null) {
    return { file, text, lineCounter, diagnostics: [...diagnostics, diagnostic('empty-file', { file, line: 1, column: 1 }, 'The file holds no document (only comments or nothing).')] };
  }
  try {
    return { file, text, lineCounter, doc, data: doc.toJS({ maxAliasCount: 50 }), diagnostics };
  } catch (error) {
    // Aliases are resolved only here: an unknown anchor, or an alias bomb.
    let position = 0;
    visit(doc, { Alias(_, node) { if (isAlias(node) && !node.resolve(doc)) { position = node.range?.[0] ?? 0; return visit.BREAK; } return undefined; } });
    const { line, col } = lineCounter.linePos(position);
    return { file, text, lineCounter, diagnostics: [...diagnostics, diagnostic('yaml-syntax', { file, line, column: col }, (error as Error).message.split('\n')[0]!,
      'Content files need no anchors (&name) or aliases (*name): write the value out.')] };
  }
}
