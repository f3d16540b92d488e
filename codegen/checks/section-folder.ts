import type { CheckModule, RuleTable } from './define.ts';
import type { Location } from '../read/locate.ts';
import { diagnostic, type Diagnostic } from '../diagnostics.ts';
import type { SchemaSet } from '../validate/validate.ts';
import { isMap, type Json } from '../json.ts';

export const rules = {
  'section-folder': {
    title: 'A section folder is incomplete',
    hint: 'A section type is one folder, runtime/ui/sections/<type>/: schema.json (its type const is the folder name), <Type>.tsx exporting <Type>, meta.json ({"render": "static"} or {"render": "island"}) and its stylesheets.',
  },
} as const satisfies RuleTable;

/**
 * A section type is one folder, runtime/ui/sections/<type>/: its schema (schema.json), its component
 * (<Type>.tsx exporting <Type>), its stylesheets (*.css) and meta.json ({"render": "static" | "island"}).
 * Codegen lists the folders and generates the wiring from them (the page schema's list of types, the
 * component registry, the island loaders, the stylesheet list), so nothing else needs editing.
 */
export const SECTIONS_DIR = 'runtime/ui/sections';

/** What codegen reads of a section folder: file names, meta.json and check.ts, never the component's source. */
export interface SectionFolder {
  /** The folder name: the section type. */
  type: string;
  /** The names of the folder's files. */
  files: readonly string[];
  /** meta.json parsed, or undefined when it is missing or not JSON. */
  meta: unknown;
  /** check.ts, loaded by read/read-workspace.ts. */
  check?: SectionModule;
}

/** A section folder's check.ts: its content rules, a check module like those of codegen/checks/ (define.ts), and the files its sections add to dist/generated/ (path -> text). */
export interface SectionModule extends CheckModule {
  files?: (section: Json, at: { region: string; page: string }) => Record<string, string>;
}

/** 'spec-table' -> 'SpecTable': the component's file (SpecTable.tsx) and export. */
export const componentName = (type: string): string => type.replace(/(^|-)([a-z0-9])/g, (_, __, c: string) => c.toUpperCase());

/** The section schema's key in the schema set (ajv and emit-types name section schemas so). */
export const sectionSchemaKey = (type: string): string => `sections/${type}.schema.json`;

/** How page.schema.json refers to the generated list of section types: a file the editors' modelines reach through it. */
export const SECTION_UNION_REF = '../dist/generated/section.schema.json';

/** A folder's schema refers to schemas/ from four levels down; the schema set keeps section schemas one level down. */
export function rebaseSectionSchema(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(rebaseSectionSchema);
  if (typeof schema !== 'object' || schema === null) return schema;
  return Object.fromEntries(
    Object.entries(schema).map(([key, value]) => [key, key === '$ref' && typeof value === 'string' ? value.replace(/^\.\.\/\.\.\/\.\.\/\.\.\/schemas\//, '../') : rebaseSectionSchema(value)]),
  );
}

/** The discriminated union of the section types, each a $ref made by `ref`. */
export function sectionUnion(types: readonly string[], ref: (type: string) => string): Record<string, unknown> {
  return {
    description: 'One section; `type` says which fields it has.',
    type: 'object',
    // ajv reports only the errors of the section's own type, not every branch of the oneOf.
    discriminator: { propertyName: 'type' },
    required: ['type'],
    properties: { type: { description: 'The section type: one folder each under runtime/ui/sections/.', type: 'string', enum: [...types] } },
    oneOf: types.map((type) => ({ $ref: ref(type) })),
  };
}

/** page.schema.json as codegen validates with it: the generated list of section types in its own definitions. */
export function withSectionUnion(page: unknown, types: readonly string[]): unknown {
  const replaceMap = (node: Json): Json =>
    Object.fromEntries(Object.entries(node).map(([key, value]) => [key, key === '$ref' && value === SECTION_UNION_REF ? '#/definitions/section' : replace(value)]));
  const replace = (node: unknown): unknown => (Array.isArray(node) ? node.map(replace) : isMap(node) ? replaceMap(node) : node);
  const out = isMap(page) ? replaceMap(page) : {};
  return { ...out, definitions: { ...(isMap(out.definitions) ? out.definitions : {}), section: sectionUnion(types, sectionSchemaKey) } };
}

const isRender = (meta: unknown): meta is { render: 'static' | 'island' } => isMap(meta) && (meta.render === 'static' || meta.render === 'island');

/** Whether the section type is rendered by the server alone (meta.json "render": "static"). */
export const isStaticFolder = (folder: SectionFolder): boolean => isRender(folder.meta) && folder.meta.render === 'static';

/** Whether the section type is a form visitors fill in (meta.json "form": true): no popup opens over its page. */
export const isFormFolder = (folder: SectionFolder): boolean => isMap(folder.meta) && folder.meta.form === true;

/**
 * A folder must hold schema.json whose type const is the folder's name, <Type>.tsx and a meta.json
 * saying how it renders: the generated wiring imports them by these names.
 */
export function checkSectionFolders(folders: readonly SectionFolder[], schemas: SchemaSet): Diagnostic[] {
  const out: Diagnostic[] = [];
  const report = (at: Location, message: string, hint?: string) => out.push(diagnostic('section-folder', at, message, hint));
  for (const folder of folders) {
    const at = (file: string) => ({ file: `${SECTIONS_DIR}/${folder.type}/${file}`, line: 1, column: 1 });
    if (!/^[a-z][a-z0-9-]*$/.test(folder.type)) {
      report(at(''), `The section folder "${folder.type}" is not a section type name (lower case letters, digits and dashes).`);
      continue;
    }
    const schema = schemas.get(sectionSchemaKey(folder.type)) as { properties?: { type?: { const?: unknown } } } | undefined;
    if (!schema) report(at('schema.json'), `The section type "${folder.type}" has no schema.json.`);
    else if (schema.properties?.type?.const !== folder.type)
      report(
        at('schema.json'),
        `The schema of the section type "${folder.type}" must have properties.type.const "${folder.type}" (its folder name), not ${JSON.stringify(schema.properties?.type?.const)}.`,
      );
    const component = `${componentName(folder.type)}.tsx`;
    if (!folder.files.includes(component)) report(at(component), `The section type "${folder.type}" has no component ${component}.`, `Create ${component} exporting ${componentName(folder.type)}.`);
    if (!isRender(folder.meta)) report(at('meta.json'), `The section type "${folder.type}" needs a meta.json of the form {"render": "static"} or {"render": "island"}.`);
    else if (isMap(folder.meta) && 'form' in folder.meta && typeof folder.meta.form !== 'boolean')
      report(at('meta.json'), `The section type "${folder.type}" has a meta.json "form" that is not true or false.`, 'Write "form": true for a form visitors fill in, or leave it out.');
  }
  return out;
}
