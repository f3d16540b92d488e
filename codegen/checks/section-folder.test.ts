import { describe, expect, it } from 'vitest';
import { checkSectionFolders, componentName, isFormFolder, rebaseSectionSchema, SECTION_UNION_REF, withSectionUnion } from './section-folder.ts';

describe('section folders', () => {
  it('names the component after the type', () => {
    expect(componentName('spec-table')).toBe('SpecTable');
    expect(componentName('faq')).toBe('Faq');
  });

  it('re-bases only the refs that reach schemas/ from the folder', () => {
    const schema = { properties: { id: { $ref: '../../../../schemas/defs.schema.json#/definitions/sectionId' }, items: { $ref: '#/definitions/field' } } };
    expect(rebaseSectionSchema(schema)).toEqual({ properties: { id: { $ref: '../defs.schema.json#/definitions/sectionId' }, items: { $ref: '#/definitions/field' } } });
  });

  it('puts the list of section types into the page schema where it refers to the generated one', () => {
    const page = { properties: { sections: { items: { $ref: SECTION_UNION_REF } } }, definitions: { head: {} } };
    const assembled = withSectionUnion(page, ['hero', 'notes']) as {
      properties: { sections: { items: unknown } };
      definitions: Record<string, { oneOf?: unknown; properties?: { type: { enum: string[] } } }>;
    };
    expect(assembled.properties.sections.items).toEqual({ $ref: '#/definitions/section' });
    expect(assembled.definitions.section!.oneOf).toEqual([{ $ref: 'sections/hero.schema.json' }, { $ref: 'sections/notes.schema.json' }]);
    expect(assembled.definitions.section!.properties!.type.enum).toEqual(['hero', 'notes']);
    expect(assembled.definitions.head).toEqual({});
  });

  it('asks a folder for its schema, its component and its meta.json, by their names', () => {
    const schemas = new Map<string, unknown>([['sections/hero.schema.json', { properties: { type: { const: 'hero' } } }]]);
    expect(checkSectionFolders([{ type: 'hero', files: ['Hero.tsx', 'meta.json', 'schema.json'], meta: { render: 'island' } }], schemas)).toEqual([]);
    const found = checkSectionFolders([{ type: 'callout', files: ['callout.tsx'], meta: { render: 'sometimes' } }], schemas);
    expect(found.map((d) => `${d.file} ${d.rule}`)).toEqual([
      'runtime/ui/sections/callout/schema.json section-folder',
      'runtime/ui/sections/callout/Callout.tsx section-folder',
      'runtime/ui/sections/callout/meta.json section-folder',
    ]);
  });

  it('reads "form" from meta.json: true or false, nothing else', () => {
    const schemas = new Map<string, unknown>([['sections/hero.schema.json', { properties: { type: { const: 'hero' } } }]]);
    const folder = (meta: unknown) => ({ type: 'hero', files: ['Hero.tsx', 'meta.json', 'schema.json'], meta });
    expect(checkSectionFolders([folder({ render: 'island', form: true })], schemas)).toEqual([]);
    const [wrong] = checkSectionFolders([folder({ render: 'island', form: 'yes' })], schemas);
    expect(wrong?.message).toContain('"form" that is not true or false');
    expect(isFormFolder(folder({ render: 'island', form: true }))).toBe(true);
    expect(isFormFolder(folder({ render: 'island' }))).toBe(false);
  });
});
