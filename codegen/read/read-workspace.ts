import { readdirSync, readFileSync, statSync, type Dirent } from 'node:fs';
import { join, relative } from 'node:path';
import { pathToFileURL } from 'node:url';
import { diagnostic, type Diagnostic } from '../diagnostics.ts';
import type { ApiContract, ApiInput } from '../emit/api.ts';
import type { GenerateInput } from '../generate.ts';
import { LOCK_DIR } from '../records/stale-translations.ts';
import { addRules } from '../rules.ts';
import { walk } from './input-stamp.ts';
import { rebaseSectionSchema, SECTIONS_DIR, sectionSchemaKey, withSectionUnion, type SectionFolder, type SectionModule } from '../checks/section-folder.ts';

// Synchronous on purpose: a few dozen small files read faster without a promise per call,
// which matters for the watch-mode latency.

/** The names in a folder, or undefined when it cannot be read (it does not exist). */
function namesIn(dir: string): Dirent[] | undefined {
  try {
    return readdirSync(dir, { withFileTypes: true });
  } catch {
    return undefined;
  }
}

/**
 * The artwork keys: the names of public/artwork/*.svg (the drawn pictures, D55) and *.webp (the rendered product
 * figures, D74) without their extension, as scripts/artwork.mjs reads them.
 */
const readArtworkKeys = (dir: string): Set<string> => new Set((namesIn(dir) ?? []).filter((e) => e.isFile() && /\.(svg|webp)$/.test(e.name)).map((e) => e.name.replace(/\.(svg|webp)$/, '')));

/** The clip keys: names of public/videos/ that exist as both .webm and .mp4; undefined without that folder. */
function readClipKeys(dir: string): Set<string> | undefined {
  const names = namesIn(dir)?.map((e) => e.name);
  return names && new Set(names.filter((n) => n.endsWith('.webm') && names.includes(`${n.slice(0, -'.webm'.length)}.mp4`)).map((n) => n.slice(0, -'.webm'.length)));
}

/** The section folders (runtime/ui/sections/<type>/): their file names, meta.json, and schema.json into `schemas`. */
function readSectionFolders(root: string, schemas: Map<string, unknown>, problems: Diagnostic[]): SectionFolder[] {
  const folders: SectionFolder[] = [];
  for (const entry of (namesIn(join(root, SECTIONS_DIR)) ?? []).filter((e) => e.isDirectory() && !e.name.startsWith('.')).sort((a, b) => a.name.localeCompare(b.name))) {
    const dir = join(root, SECTIONS_DIR, entry.name);
    const files = readdirSync(dir).sort();
    const schema = files.includes('schema.json') ? readJson(join(dir, 'schema.json'), `${SECTIONS_DIR}/${entry.name}/schema.json`, problems, rebaseSectionSchema) : undefined;
    if (schema !== undefined) schemas.set(sectionSchemaKey(entry.name), schema);
    const meta = files.includes('meta.json') ? readJson(join(dir, 'meta.json'), `${SECTIONS_DIR}/${entry.name}/meta.json`, problems) : undefined;
    folders.push({ type: entry.name, files, meta });
  }
  return folders;
}

/**
 * A folder's check.ts, the type's content rules: a check module like those of codegen/checks/, imported as it
 * is (Node strips its types; loaded once per process), its rules added to the catalogue (rules.ts).
 */
async function withCheck(root: string, folder: SectionFolder, problems: Diagnostic[]): Promise<SectionFolder> {
  if (!folder.files.includes('check.ts')) return folder;
  const file = `${SECTIONS_DIR}/${folder.type}/check.ts`;
  try {
    const check = (await import(pathToFileURL(join(root, file)).href)) as SectionModule;
    addRules(check.rules);
    return { ...folder, check };
  } catch (error) {
    problems.push(diagnostic('section-folder', { file, line: 1, column: 1 }, `${file} does not load: ${(error as Error).message}`));
    return folder;
  }
}

/** The service's contract (service/schemas/: calls.json and the request schemas); undefined where the root has no service/ (a content-only copy). */
function readApi(root: string, problems: Diagnostic[]): ApiInput | undefined {
  const dir = join(root, 'service/schemas');
  const read = (path: string): unknown => {
    const text = readFileSync(path, 'utf8');
    try {
      return JSON.parse(text);
    } catch (error) {
      problems.push(diagnostic('schema-file', { file: relative(root, path), line: 1, column: 1 }, `Invalid JSON: ${(error as Error).message}.`));
      return undefined;
    }
  };
  let contract: unknown;
  try {
    contract = read(join(dir, 'calls.json'));
  } catch {
    return undefined;
  }
  const schemas = new Map(walk(dir, (n) => n.endsWith('.schema.json')).map((path) => [relative(dir, path).replace(/\.schema\.json$/, ''), read(path)]));
  return { contract: contract as ApiContract, schemas };
}

const parsedSchemas = new Map<string, { text: string; schema: unknown }>();

/** A JSON file parsed (the same text gives the same object: the generator then knows it unchanged without serializing it), or a problem. */
function readJson(path: string, name: string, problems: Diagnostic[], shape: (parsed: unknown) => unknown = (parsed) => parsed): unknown {
  const text = readFileSync(path, 'utf8');
  const known = parsedSchemas.get(path);
  if (known?.text === text) return known.schema;
  try {
    const schema = shape(JSON.parse(text));
    parsedSchemas.set(path, { text, schema });
    return schema;
  } catch (error) {
    // "Unexpected token } in JSON at position 120" -> line and column of that position.
    const at = Number(/position (\d+)/.exec((error as Error).message)?.[1] ?? 0);
    const before = text.slice(0, at);
    problems.push(diagnostic('schema-file', { file: name, line: before.split('\n').length, column: at - before.lastIndexOf('\n') }, `Invalid JSON: ${(error as Error).message}.`));
    return undefined;
  }
}

/** page.schema.json with the section types of the folders, made once per page schema and list of types. */
let assembled: { page: unknown; types: string; schema: unknown } | undefined;
function assemblePage(page: unknown, folders: readonly SectionFolder[]): unknown {
  const types = folders.map((f) => f.type).join('\0');
  const known = assembled;
  if (known && known.page === page && known.types === types) return known.schema;
  const schema = withSectionUnion(
    page,
    folders.map((f) => f.type),
  );
  assembled = { page, types, schema };
  return schema;
}

/**
 * The bytes of each content file last read, with its identity (inode, size, change and modification times):
 * a file whose identity is the same is not read again. The watcher reads the workspace on each save, and
 * reading every file cost time in proportion to the whole content (docs/decisions.md D52). A save (a write
 * or a rename) changes the change time; as file times advance in clock ticks, not nanoseconds, two writes
 * of the same length within one tick look alike, so a file changed in the last two seconds is always read
 * (git's "racy clean" rule).
 */
const contentBytes = new Map<string, { id: string; bytes: Uint8Array }>();
const RACY_MS = 2000;
function readContent(path: string): Uint8Array {
  const s = statSync(path, { bigint: true });
  const id = `${s.ino}:${s.size}:${s.mtimeNs}:${s.ctimeNs}`;
  const known = contentBytes.get(path);
  if (known?.id === id && Number(s.ctimeNs / 1_000_000n) < Date.now() - RACY_MS) return known.bytes;
  const bytes = readFileSync(path);
  if (contentBytes.size > 100_000) contentBytes.clear();
  contentBytes.set(path, { id, bytes });
  return bytes;
}

/** Reads content-yaml/**.yaml (as bytes), schemas/**.schema.json, the section folders and the artwork keys under `root`. */
export async function readWorkspace(root: string): Promise<GenerateInput> {
  const files = new Map<string, Uint8Array>();
  for (const path of walk(join(root, 'content-yaml'), (n) => n.endsWith('.yaml') || n.endsWith('.yml'))) {
    files.set(relative(root, path).split('\\').join('/'), readContent(path));
  }
  const schemas = new Map<string, unknown>();
  const problems: Diagnostic[] = [];
  const schemaDir = join(root, 'schemas');
  for (const path of walk(schemaDir, (n) => n.endsWith('.schema.json'))) {
    const schema = readJson(path, relative(root, path), problems);
    if (schema !== undefined) schemas.set(relative(schemaDir, path).split('\\').join('/'), schema);
  }
  const sections = await Promise.all(readSectionFolders(root, schemas, problems).map((folder) => withCheck(root, folder, problems)));
  if (sections.length && schemas.has('page.schema.json')) schemas.set('page.schema.json', assemblePage(schemas.get('page.schema.json'), sections));
  const clips = readClipKeys(join(root, 'public/videos'));
  const api = readApi(root, problems);
  // The translation records, one per region (stale-translations.ts), read like the content: an unchanged one is not read again.
  const translationLocks = new Map<string, Uint8Array>();
  for (const path of walk(join(root, LOCK_DIR), (n) => n.endsWith('.lock.json'))) translationLocks.set(relative(join(root, LOCK_DIR), path).slice(0, -'.lock.json'.length), readContent(path));
  return {
    files,
    schemas,
    artwork: readArtworkKeys(join(root, 'public/artwork')),
    problems,
    ...(sections.length ? { sections } : {}),
    ...(clips ? { clips } : {}),
    ...(api ? { api } : {}),
    ...(translationLocks.size ? { translationLocks } : {}),
  };
}
