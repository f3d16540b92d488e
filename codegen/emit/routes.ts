import type { DatedCopy } from '../checks/campaign.ts';
import { SCHEDULE_KINDS, type ScheduleEntry } from '../checks/schedule.ts';
import type { RegionList } from '../read/region-list.ts';
import type { RouteTable } from '../merge/routes-table.ts';
import { CONST, createSlottedModule, type ModuleBuilder } from './ts-module.ts';
import type { RegionsDocument } from '../../dist/generated/content-types.ts';

/** dist/generated/routes.ts: the flattened route table and the paths served elsewhere. */
export function emitRoutes(build: ModuleBuilder, table: RouteTable): string {
  const routes = table.routes.map(({ pointer: _pointer, ...route }) => route);
  return createSlottedModule(build, 'routes.ts', (file, slot) => {
    file.addImportDeclaration({ isTypeOnly: true, moduleSpecifier: './types.ts', namedImports: ['RegionCode', 'Route'] });
    file.addTypeAlias({
      isExported: true,
      name: 'RouteMeta',
      type: "NonNullable<Route['meta']>",
      docs: ["Route behaviour as routes.yaml declares it (routes.schema.json `meta`); a child carries its parent's `auth`."],
    });
    file.addInterface({
      isExported: true,
      name: 'RouteEntry',
      docs: ['A route of the logical path space (no region prefix). `page` is null for redirects.'],
      properties: [
        { name: 'name', type: 'string' },
        { name: 'path', type: 'string' },
        { name: 'page', type: 'string | null' },
        { name: 'redirect', type: 'string | null' },
        { name: 'regions', type: 'readonly RegionCode[]' },
        { name: 'status', type: "'live' | 'planned'" },
        { name: 'meta', type: 'RouteMeta' },
      ],
    });
    file.addInterface({
      isExported: true,
      name: 'ServedElsewhere',
      properties: [
        { name: 'path', type: 'string' },
        { name: 'owner', type: 'string' },
        { name: 'regions', type: 'readonly RegionCode[]' },
      ],
    });
    file.addVariableStatement({ isExported: true, declarationKind: CONST, declarations: [{ name: 'routes', type: 'readonly RouteEntry[]', initializer: slot('routes') }] });
    file.addVariableStatement({ isExported: true, declarationKind: CONST, declarations: [{ name: 'servedElsewhere', type: 'readonly ServedElsewhere[]', initializer: slot('servedElsewhere') }] });
  })({ routes, servedElsewhere: table.servedElsewhere });
}

/** dist/generated/schedule.ts: every instant at which some region's output changes, ascending. */
export function emitSchedule(build: ModuleBuilder, entries: readonly ScheduleEntry[], dated: readonly DatedCopy[] = []): string {
  return createSlottedModule(build, 'schedule.ts', (file, slot) => {
    file.addImportDeclaration({ isTypeOnly: true, moduleSpecifier: './types.ts', namedImports: ['RegionCode'] });
    file.addInterface({
      isExported: true,
      name: 'ScheduleEntry',
      properties: [
        { name: 'at', type: 'string' },
        { name: 'epochMs', type: 'number' },
        { name: 'regions', type: 'readonly RegionCode[]' },
        {
          name: 'kind',
          type: SCHEDULE_KINDS.map((kind) => `'${kind}'`).join(' | '),
        },
        { name: 'ref', type: 'string' },
      ],
    });
    file.addVariableStatement({ isExported: true, declarationKind: CONST, declarations: [{ name: 'schedule', type: 'readonly ScheduleEntry[]', initializer: slot('schedule') }] });
    file.addInterface({
      isExported: true,
      name: 'DatedCopy',
      docs: ["A date of facts.yaml a page's copy names, past from `pastFrom` while the page is shown until `shownUntil` (null: no end); the campaign calendar lists it (codegen/checks/campaign.ts)."],
      properties: [
        { name: 'region', type: 'RegionCode' },
        { name: 'page', type: 'string' },
        { name: 'fact', type: 'string' },
        { name: 'day', type: 'string' },
        { name: 'pastFrom', type: 'number' },
        { name: 'shownUntil', type: 'number | null' },
      ],
    });
    file.addVariableStatement({ isExported: true, declarationKind: CONST, declarations: [{ name: 'datedCopy', type: 'readonly DatedCopy[]', initializer: slot('datedCopy') }] });
  })({ schedule: entries, datedCopy: dated });
}

/** dist/generated/regions.ts: the region table without texts (prefixes, locales, hosts), for routing and head links. */
/** Fields of a region that only codegen reads (priceRules: the reference prices are computed into the bundles; restrictedWords; legal: the required pages and footer facts, which codegen checks): the site's table leaves them out, as every page's first load carries it. */
const CODEGEN_ONLY_REGION_FIELDS = ['priceRules', 'restrictedWords', 'legal'];

/**
 * Facts of an office that only legal notices and footers show (docs/market-rules.md "Required pages and footer
 * facts"): rendered by the server alone, so they are kept out of the site's table (every page's first load
 * carries it) and emitted in dist/generated/company.ts, with the hosting providers.
 */
const COMPANY_ONLY_OFFICE_FIELDS = ['registration', 'vatId', 'shareCapital', 'representative', 'publicationDirector', 'mailOrderRegistration'];

export function emitRegionTable(build: ModuleBuilder, document: RegionsDocument, list: RegionList): string {
  // The glossary (terminology per language) is read only by codegen, like the fields below.
  const { regions: byCode, glossary: _glossary, organization, ...rest } = document;
  const { hosting: _hosting, ...ownOrganization } = organization;
  const siteOrganization = {
    ...ownOrganization,
    offices: (organization.offices ?? []).map((office) => Object.fromEntries(Object.entries(office).filter(([key]) => !COMPANY_ONLY_OFFICE_FIELDS.includes(key)))),
  };
  const regions = {
    ...rest,
    organization: siteOrganization,
    regions: Object.fromEntries(Object.entries(byCode).map(([code, region]) => [code, Object.fromEntries(Object.entries(region ?? {}).filter(([key]) => !CODEGEN_ONLY_REGION_FIELDS.includes(key)))])),
  };
  return createSlottedModule(build, 'regions.ts', (file, slot) => {
    file.addImportDeclaration({ isTypeOnly: true, moduleSpecifier: './types.ts', namedImports: ['Region', 'RegionCode', 'RegionsDocument'] });
    file.addVariableStatement({ isExported: true, declarationKind: CONST, declarations: [{ name: 'regionTable', type: 'RegionsDocument', initializer: slot('regionTable') }] });
    file.addVariableStatement({
      isExported: true,
      declarationKind: CONST,
      docs: ["Every region's code, in regions.yaml's order (the keys of `regions`): the site's one list of them."],
      declarations: [{ name: 'REGION_CODES', type: 'readonly RegionCode[]', initializer: slot('codes') }],
    });
    file.addTypeAlias({ isExported: true, name: 'ApiFamily', type: "Region['apiFamily']", docs: ['An API family: an account space of the service (regions.yaml `apiFamily`).'] });
    file.addVariableStatement({
      isExported: true,
      declarationKind: CONST,
      docs: ["Every API family, in regions.yaml's order (the keys of `api.families`): the service keeps one account space per family."],
      declarations: [{ name: 'API_FAMILIES', type: 'readonly ApiFamily[]', initializer: slot('families') }],
    });
  })({ regionTable: regions, codes: list.codes, families: list.families });
}

/** dist/generated/company.ts: the company facts of each office and the hosting providers (regions.yaml organization), for the server-rendered legal notices and footers. */
export function emitCompany(build: ModuleBuilder, { organization }: RegionsDocument): string {
  return createSlottedModule(build, 'company.ts', (file, slot) => {
    file.addImportDeclaration({ isTypeOnly: true, moduleSpecifier: './types.ts', namedImports: ['RegionsDocument'] });
    file.addVariableStatement({
      isExported: true,
      declarationKind: CONST,
      docs: ["The offices with every fact (regions.yaml organization.offices) and the hosting providers: read by the server alone (the site's regionTable leaves the legal facts out)."],
      declarations: [
        {
          name: 'companyTable',
          type: "{ offices: NonNullable<RegionsDocument['organization']['offices']>; hosting: NonNullable<RegionsDocument['organization']['hosting']> }",
          initializer: slot('companyTable'),
        },
      ],
    });
  })({ companyTable: { offices: organization?.offices ?? [], hosting: organization?.hosting ?? {} } });
}

/** dist/generated/dealers.ts: the authorised dealers (content-yaml/dealers.yaml), facts shared by every region. */
export function emitDealers(build: ModuleBuilder, dealers: unknown): string {
  return createSlottedModule(build, 'dealers.ts', (file, slot) => {
    file.addImportDeclaration({ isTypeOnly: true, moduleSpecifier: './types.ts', namedImports: ['DealersDocument'] });
    file.addVariableStatement({ isExported: true, declarationKind: CONST, declarations: [{ name: 'dealerTable', type: 'DealersDocument', initializer: slot('dealerTable') }] });
  })({ dealerTable: dealers });
}

export const GENERATED_README = `# dist/generated — do not edit

Every file in this folder is generated by \`make generate\` (codegen/) from
content-yaml/, schemas/, service/schemas/ and the section folders (runtime/ui/sections/<type>/).
Edits here are overwritten on the next run.
Change the YAML under content-yaml/ instead.

- types.ts — types of every document kind, from schemas/
- bundle-type.ts — the shape of one region's bundle
- regions/<code>.ts — one region's bundle (facts, texts, catalogue, pages)
- bundles.ts — server side: every region's bundle
- load-bundle.ts — client side: loads one region's bundle on demand
- regions.ts — the region table (prefixes, locales, hosts), the region codes and the API families
- routes.ts — the route table and the paths other systems serve
- schedule.ts — the instants at which a region's pages change
- company.ts — the company facts of each office and the hosting providers (regions.yaml organization), for the server
- dealers.ts — the authorised dealers (content-yaml/dealers.yaml)
- section.schema.json — the section types (page.schema.json refers to it), one per folder
- section-components.ts — server side: the section types, and renderSection (a section by its type's component)
- section-islands.ts — client side: the static section types, and renderIsland (an island by its lazily loaded component)
- section-styles.css — the section folders' stylesheets, linked by pages/sections/+Page.tsx
- api.ts — the account service's calls: request and answer types, the call table (service/schemas/)
- api-validators.js (.d.ts) — the request schemas compiled by ajv (standalone), run by the service and the forms
`;
