/**
 * The company facts a market requires a site to show (docs/market-rules.md "Required pages and footer
 * facts"): where each one's value is in the data (regions.yaml organization.offices and
 * organization.hosting), shared by codegen (a required fact the data lacks is an error) and the site (the
 * footer and the company-facts section render them). The names are defs.schema.json `companyFact`.
 */
export const COMPANY_FACTS = [
  'company',
  'registeredOffice',
  'register',
  'registeredIn',
  'registrationNumber',
  'vatId',
  'shareCapital',
  'representative',
  'publicationDirector',
  'email',
  'telephone',
  'mailOrderRegistration',
  'hostingProvider',
] as const;
export type CompanyFact = (typeof COMPANY_FACTS)[number];

/** What the facts read of an office of regions.yaml (the company at that address). */
export interface FactOffice {
  company: string;
  address: readonly string[];
  country: string;
  sample?: boolean;
  email?: string;
  /** Its telephone (LCEN 6-III-1 in fr, 전자상거래법 제10조 in kr). */
  phone?: string;
  registration?: { register: string; place?: string; number: string };
  vatId?: string;
  shareCapital?: { amount: number; currency: string };
  representative?: string;
  publicationDirector?: string;
  mailOrderRegistration?: string;
}
/** A hosting provider of regions.yaml organization.hosting. */
export interface FactHost {
  name: string;
  address: readonly string[];
  country: string;
  phone?: string;
  sample?: boolean;
}
/** How the reader's locale writes a country and an amount. */
export interface FactFormat {
  country: (code: string) => string;
  money: (amount: number, currency: string) => string;
}

/**
 * A fact's value as the lines to show, or undefined when the data lacks it. `host` is the provider of the
 * region's host (regions.yaml organization.hosting[region.host]).
 *
 * @example
 * factLines('registrationNumber', { company: 'X Ltd', address: ['1 Way'], country: 'GB', registration: { register: 'Companies House', number: '00000000' } }, undefined, format)
 * // => ['00000000']
 */
export function factLines(fact: CompanyFact, office: FactOffice, host: FactHost | undefined, format: FactFormat): string[] | undefined {
  const lines = FACT_LINES[fact](office, host, format);
  return typeof lines === 'string' ? [lines] : lines;
}

/** Each fact's value: one line, its lines, or undefined when the data lacks it. */
const FACT_LINES: Readonly<Record<CompanyFact, (office: FactOffice, host: FactHost | undefined, format: FactFormat) => string | string[] | undefined>> = {
  company: (office) => office.company,
  registeredOffice: (office, _host, format) => [...office.address, format.country(office.country)],
  register: (office) => office.registration?.register,
  registeredIn: (office) => office.registration?.place,
  registrationNumber: (office) => office.registration?.number,
  vatId: (office) => office.vatId,
  shareCapital: (office, _host, format) => office.shareCapital && format.money(office.shareCapital.amount, office.shareCapital.currency),
  representative: (office) => office.representative,
  publicationDirector: (office) => office.publicationDirector,
  email: (office) => office.email,
  telephone: (office) => office.phone,
  mailOrderRegistration: (office) => office.mailOrderRegistration,
  hostingProvider: (_office, host, format) => host && [host.name, ...host.address, format.country(host.country), ...(host.phone ? [host.phone] : [])],
};

/** Whether a fact's value is sample data: the hosting provider's own flag, any other the office's. */
export const factIsSample = (fact: CompanyFact, office: FactOffice, host: FactHost | undefined): boolean => (fact === 'hostingProvider' ? host?.sample === true : office.sample === true);
