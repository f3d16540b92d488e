import { regionTable } from '../../dist/generated/regions.ts';
import { type CompanyFact, type FactHost, factIsSample, factLines } from '../../core/company-facts.ts';
import { displayNames, formatPrice } from '../shared/format.ts';
import type { Office } from './office.ts';

/** The provider that hosts a region's host (regions.yaml organization.hosting), if the data names one. */
export const hostingOf = (host: string): FactHost | undefined => (regionTable.organization.hosting as Record<string, FactHost | undefined> | undefined)?.[host];

/** One fact of the office, as the label and lines to show in the region's locale; none when the data lacks it (codegen's [required-fact] refuses that for a required one). */
export function companyFact(fact: CompanyFact, office: Office, host: FactHost | undefined, locale: string): { lines: string[]; sample: boolean } | undefined {
  const lines = factLines(fact, office, host, {
    country: (code) => displayNames(locale, 'region').of(code) ?? code,
    money: (amount, currency) => formatPrice(amount, currency, locale),
  });
  return lines && { lines, sample: factIsSample(fact, office, host) };
}

/** A fact's value: an e-mail address as a mailto link; several lines (an address) one after another, or on one line between commas (`inline`). */
export function FactValue({ fact, lines, inline = false }: { fact: CompanyFact; lines: readonly string[]; inline?: boolean }) {
  if (fact === 'email') return <a href={`mailto:${lines[0]}`}>{lines[0]}</a>;
  if (inline || lines.length === 1) return lines.join(', ');
  return lines.map((line) => <span key={line}>{line}</span>);
}
