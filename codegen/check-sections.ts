import { diagnostic, type Diagnostic } from './diagnostics.ts';
import type { SchemaSet } from './validate.ts';

interface SectionUnion {
  properties?: { type?: { enum?: string[] } };
  oneOf?: { $ref?: string }[];
}

/**
 * Every section schema (schemas/sections/<type>.schema.json) must be wired into
 * page.schema.json — in the discriminated union and in the type enum that
 * editors complete from — and its `type` const must equal its file name.
 */
export function checkSectionSchemas(schemas: SchemaSet): Diagnostic[] {
  const page = schemas.get('page.schema.json') as { definitions?: { section?: SectionUnion } } | undefined;
  if (!page) return [];
  const union = page.definitions?.section ?? {};
  const listed = new Set((union.oneOf ?? []).map((b) => b.$ref ?? ''));
  const named = new Set(union.properties?.type?.enum ?? []);
  const out: Diagnostic[] = [];
  const at = (file: string) => ({ file: `schemas/${file}`, line: 1, column: 1 });
  for (const [file, schema] of schemas) {
    const type = /^sections\/([a-z0-9-]+)\.schema\.json$/.exec(file)?.[1];
    if (!type) continue;
    const constant = (schema as { properties?: { type?: { const?: string } } }).properties?.type?.const;
    if (constant !== type) out.push(diagnostic('section-schema', at(file), `The section schema ${file} must have properties.type.const "${type}" (its file name), not ${JSON.stringify(constant)}.`));
    if (!listed.has(file))
      out.push(
        diagnostic(
          'section-schema',
          at('page.schema.json'),
          `The section type "${type}" is not in page.schema.json's definitions.section.oneOf.`,
          `Add { "$ref": "${file}" } to definitions.section.oneOf.`,
        ),
      );
    if (!named.has(type))
      out.push(
        diagnostic(
          'section-schema',
          at('page.schema.json'),
          `The section type "${type}" is not in page.schema.json's list of section types.`,
          `Add "${type}" to definitions.section.properties.type.enum.`,
        ),
      );
  }
  for (const ref of listed)
    if (!schemas.has(ref)) out.push(diagnostic('section-schema', at('page.schema.json'), `page.schema.json lists ${ref}, which does not exist.`, 'Create the section schema or remove the entry.'));
  return out;
}
