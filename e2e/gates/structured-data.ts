/**
 * Structured data of a page: every JSON-LD block must parse, every object must
 * name its schema.org type, and @adobe/structured-data-validator (Google's
 * rich-result rules for Organization, Product, Offer, BreadcrumbList …) must
 * report no error. The schema.org vocabulary check needs a download, so it is
 * off (the validator's documented `null`).
 */
import Validator from '@adobe/structured-data-validator';
import WebAutoExtractor from '@marbec/web-auto-extractor';

export interface StructuredDataReport {
  /** Types found, nested ones as Parent>Child (e.g. Product>Offer). */
  types: string[];
  errors: string[];
  /** The validator's warnings: mostly optional fields the page does not have data for. */
  warnings: string[];
}

const JSON_LD_BLOCK = /<script\b[^>]*\btype\s*=\s*["']?application\/ld\+json["']?[^>]*>([\s\S]*?)<\/script\s*>/gi;
const SCHEMA_ORG = /^https?:\/\/schema\.org\/?$/;

function collectTypes(value: unknown, parent: string, out: Set<string>): void {
  if (Array.isArray(value)) {
    for (const item of value) collectTypes(item, parent, out);
    return;
  }
  if (typeof value !== 'object' || value === null) return;
  const type = (value as Record<string, unknown>)['@type'];
  const name = typeof type === 'string' ? (parent ? `${parent}>${type}` : type) : parent;
  if (typeof type === 'string') out.add(name);
  for (const [key, child] of Object.entries(value)) if (!key.startsWith('@')) collectTypes(child, name, out);
}

/**
 * Checks the JSON-LD of one HTML document.
 *
 * @example
 * const report = await checkStructuredData(await (await fetch(url)).text());
 * report.errors // => [] when every block parses and validates
 */
export async function checkStructuredData(html: string): Promise<StructuredDataReport> {
  const errors: string[] = [];
  const types = new Set<string>();
  const blocks = [...html.matchAll(JSON_LD_BLOCK)].map((m) => m[1] ?? '');
  for (const [index, text] of blocks.entries()) {
    let data: unknown;
    try {
      data = JSON.parse(text);
    } catch (error) {
      errors.push(`JSON-LD block ${index + 1} does not parse: ${(error as Error).message}`);
      continue;
    }
    for (const [position, object] of (Array.isArray(data) ? data : [data]).entries()) {
      const record = (typeof object === 'object' && object !== null ? object : {}) as Record<string, unknown>;
      const where = `JSON-LD block ${index + 1}, object ${position + 1}`;
      if (typeof record['@type'] !== 'string') errors.push(`${where} has no @type`);
      if (typeof record['@context'] !== 'string' || !SCHEMA_ORG.test(record['@context'])) errors.push(`${where} has no schema.org @context`);
    }
    collectTypes(data, '', types);
  }
  const extracted = new WebAutoExtractor({ addLocation: true, embedSource: ['rdfa', 'microdata'] }).parse(html);
  const issues = await new Validator(null).validate(extracted);
  const describe = (i: (typeof issues)[number]) => `${i.rootType}: ${i.issueMessage}`;
  errors.push(...issues.filter((i) => i.severity === 'ERROR').map(describe));
  return { types: [...types], errors, warnings: issues.filter((i) => i.severity !== 'ERROR').map(describe) };
}
