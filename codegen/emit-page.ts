import { withProseTrees } from './prose.ts';

type Json = Record<string, unknown>;

/**
 * A page as the site receives it: sections a region keeps with `disabled: true`
 * (only so that translation parity knows) are left out, and prose becomes its
 * typed tree.
 */
export function pageOutput(doc: Json): Json {
  const sections = Array.isArray(doc.sections) ? doc.sections.filter((s) => !(typeof s === 'object' && s !== null && (s as Json).disabled === true)) : doc.sections;
  return withProseTrees({ ...doc, sections });
}
