import { companyTable } from '../../dist/generated/company.ts';
import { COMPANY_FACTS, type CompanyFact, type FactHost, type FactOffice, factIsSample, factLines } from '../../core/company-facts.ts';
import { displayNames, formatPrice } from '../shared/format.ts';

// Server only (the company-facts section is static, the footer's facts are named in its page data): the
// browser ships neither these facts nor this code.

/** The provider that hosts a region's host (regions.yaml organization.hosting), if the data names one. */
export const hostingOf = (host: keyof typeof companyTable.hosting): FactHost | undefined => companyTable.hosting[host];

/** An office with every fact (dist/generated/company.ts). Throws on an unknown id, which codegen refuses before a build. */
export function companyOffice(id: string): FactOffice {
  const office = companyTable.offices.find((o) => o.id === id);
  if (!office) throw new Error(`The office "${id}" is not in regions.yaml organization.offices.`);
  return office;
}

const KNOWN_FACTS: ReadonlySet<string> = new Set(COMPANY_FACTS);
const isCompanyFact = (name: string): name is CompanyFact => KNOWN_FACTS.has(name);

/**
 * The facts a set of labels names (site.yaml companyAddress.facts, a company-facts section's facts), in its
 * order, each with its label and its value in the locale; a fact the data lacks is left out (codegen's
 * [required-fact] refuses that for a required one), and so is a name that is no fact (the schema refuses it).
 */
export function labelledFacts(
  labels: Readonly<Record<string, string | undefined>>,
  office: FactOffice,
  host: FactHost | undefined,
  locale: string,
): { fact: CompanyFact; label: string; lines: string[]; sample: boolean }[] {
  return Object.entries(labels).flatMap(([fact, label]) => {
    if (!isCompanyFact(fact) || label === undefined) return [];
    const lines = factLines(fact, office, host, {
      country: (code) => displayNames(locale, 'region').of(code) ?? code,
      money: (amount, currency) => formatPrice(amount, currency, locale),
    });
    return lines ? [{ fact, label, lines, sample: factIsSample(fact, office, host) }] : [];
  });
}

/** tel: link of a written phone number (+1 408 555 0142 -> tel:+14085550142). */
export const telHref = (phone: string) => `tel:${phone.replace(/[^+0-9]/g, '')}`;

/** A fact's value: an e-mail address as a mailto link, a telephone as a tel: link, several lines (an address) one after another. */
export function FactValue({ fact, lines }: { fact: CompanyFact; lines: readonly string[] }) {
  if (fact === 'email') return <a href={`mailto:${lines[0]}`}>{lines[0]}</a>;
  if (fact === 'telephone') return <a href={telHref(lines[0]!)}>{lines[0]}</a>;
  return lines.length === 1 ? lines[0] : lines.map((line) => <span key={line}>{line}</span>);
}
