// Types for the two untyped packages the structured-data gate uses (only what it calls).

declare module '@marbec/web-auto-extractor' {
  /** What the extractor found, by syntax and then by root type; `errors` holds what it could not parse. */
  export interface ExtractedData {
    jsonld: Record<string, object[]>;
    microdata: Record<string, object[]>;
    rdfa: Record<string, object[]>;
    errors?: { format: string; message: string }[];
  }
  export default class WebAutoExtractor {
    constructor(options?: { addLocation?: boolean; embedSource?: ('rdfa' | 'microdata')[] });
    parse(html: string): ExtractedData;
  }
}

declare module '@adobe/structured-data-validator' {
  import type { ExtractedData } from '@marbec/web-auto-extractor';
  export interface ValidationIssue {
    rootType: string;
    dataFormat: string;
    issueMessage: string;
    severity: 'ERROR' | 'WARNING';
    fieldNames?: string[];
    location?: string;
  }
  /** Google rich-result rules per type; the schema.org vocabulary check runs only when a vocabulary is given. */
  export default class Validator {
    constructor(schemaOrgJson: object | null);
    validate(data: ExtractedData): Promise<ValidationIssue[]>;
  }
}
