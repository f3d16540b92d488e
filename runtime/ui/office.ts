import { regionTable } from '../../dist/generated/regions.ts';
import { displayNames } from '../shared/format.ts';

export type Office = NonNullable<typeof regionTable.organization.offices>[number];

/**
 * An office of regions.yaml organization.offices, the one place of each address
 * and phone (the footer and the contact page name it by id). Throws on an
 * unknown id, which codegen's reference check refuses before a build.
 */
export function officeOf(id: string, offices: readonly Office[] = regionTable.organization.offices ?? []): Office {
  const office = offices.find((o) => o.id === id);
  if (!office) throw new Error(`The office "${id}" is not in regions.yaml organization.offices.`);
  return office;
}

/**
 * The office's address lines, its country named in the reader's language last.
 *
 * @example
 * addressLines(officeOf('europe'), 'fr-FR') // => ['Danzigerkade 27, 4.08', '1013 AP Amsterdam', 'Pays-Bas']
 */
export function addressLines(office: Office, locale: string): string[] {
  const country = displayNames(locale, 'region').of(office.country) ?? office.country;
  return [...office.address, country];
}
