import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { PAGE_ROUTE, SECTION_REGISTRY, type RendererSources } from './check-renderers.ts';
import { diagnostic, type Diagnostic } from './diagnostics.ts';
import type { ApiContract, ApiInput } from './emit-api.ts';
import type { GenerateInput } from './generate.ts';

// Synchronous on purpose: a few dozen small files read faster without a promise per call,
// which matters for the watch-mode latency.
function walk(dir: string, filter: (name: string) => boolean): string[] {
  let entries: import('node:fs').Dirent[];
  try {
    entries = readdirSync(dir, { withFileTypes: true });
  } catch {
    return [];
  }
  const out: string[] = [];
  for (const entry of entries) {
    if (entry.name.startsWith('.')) continue;
    const path = join(dir, entry.name);
    if (entry.isDirectory()) out.push(...walk(path, filter));
    else if (filter(entry.name)) out.push(path);
  }
  return out;
}

/** The artwork keys: the names of public/artwork/*.svg without ".svg", as scripts/artwork.mjs reads them. */
function readArtworkKeys(dir: string): Set<string> {
  let entries: import('node:fs').Dirent[];
  try {
    entries = readdirSync(dir, { withFileTypes: true });
  } catch {
    return new Set();
  }
  return new Set(entries.filter((e) => e.isFile() && e.name.endsWith('.svg')).map((e) => e.name.slice(0, -'.svg'.length)));
}

/** The clip keys: names of public/videos/ that exist as both .webm and .mp4; undefined without that folder. */
function readClipKeys(dir: string): Set<string> | undefined {
  let names: string[];
  try {
    names = readdirSync(dir);
  } catch {
    return undefined;
  }
  return new Set(
    names
      .filter((n) => n.endsWith('.webm'))
      .map((n) => n.slice(0, -'.webm'.length))
      .filter((key) => names.includes(`${key}.mp4`)),
  );
}

/**
 * The site's renderers as codegen checks them: the section registry, the bespoke pages and
 * which pages/<page>/+Page.tsx exist. Undefined where the root has no runtime/ (a content-only copy).
 */
export function readRenderers(root: string): RendererSources | undefined {
  let registry: string;
  try {
    registry = readFileSync(join(root, SECTION_REGISTRY), 'utf8');
  } catch {
    return undefined;
  }
  let pageRoute = '';
  try {
    pageRoute = readFileSync(join(root, PAGE_ROUTE), 'utf8');
  } catch {
    /* reported by checkRenderers */
  }
  let entries: import('node:fs').Dirent[] = [];
  try {
    entries = readdirSync(join(root, 'pages'), { withFileTypes: true });
  } catch {
    /* no pages/ */
  }
  const components = new Set(
    entries
      .filter((e) => {
        if (!e.isDirectory()) return false;
        try {
          readFileSync(join(root, 'pages', e.name, '+Page.tsx'));
          return true;
        } catch {
          return false;
        }
      })
      .map((e) => e.name),
  );
  return { registry, pageRoute, components };
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

/** Reads content-yaml/**.yaml (as bytes), schemas/**.schema.json, the artwork keys and the renderers under `root`. */
export async function readWorkspace(root: string): Promise<GenerateInput> {
  const files = new Map<string, Uint8Array>();
  for (const path of walk(join(root, 'content-yaml'), (n) => n.endsWith('.yaml') || n.endsWith('.yml'))) {
    files.set(relative(root, path).split('\\').join('/'), readFileSync(path));
  }
  const schemas = new Map<string, unknown>();
  const problems: Diagnostic[] = [];
  const schemaDir = join(root, 'schemas');
  for (const path of walk(schemaDir, (n) => n.endsWith('.schema.json'))) {
    const text = readFileSync(path, 'utf8');
    try {
      // The same text gives the same object: the generator then knows the schemas unchanged without serializing them.
      const known = parsedSchemas.get(path);
      const schema = known?.text === text ? known.schema : JSON.parse(text);
      parsedSchemas.set(path, { text, schema });
      schemas.set(relative(schemaDir, path).split('\\').join('/'), schema);
    } catch (error) {
      // "Unexpected token } in JSON at position 120" -> line and column of that position.
      const at = Number(/position (\d+)/.exec((error as Error).message)?.[1] ?? 0);
      const before = text.slice(0, at);
      problems.push(diagnostic('schema-file', { file: relative(root, path), line: before.split('\n').length, column: at - before.lastIndexOf('\n') }, `Invalid JSON: ${(error as Error).message}.`));
    }
  }
  const renderers = readRenderers(root);
  const clips = readClipKeys(join(root, 'public/videos'));
  const api = readApi(root, problems);
  return { files, schemas, artwork: readArtworkKeys(join(root, 'public/artwork')), problems, ...(renderers ? { renderers } : {}), ...(clips ? { clips } : {}), ...(api ? { api } : {}) };
}
