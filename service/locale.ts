/**
 * Which region's texts an answer uses, and the texts themselves, from each
 * region's site.yaml (api.message, api.mail). The seed's client sends a
 * `region` header and Accept-Language (the language when it is en, else the
 * region code); a region of another API family is never used.
 */
import { apiMessage, formatMessage, type Message, type MessageValues } from '../core/message.ts';
import { bundle } from '../dist/generated/bundles.ts';
import { regionTable } from '../dist/generated/regions.ts';
import type { RegionCode, SiteDocument } from '../dist/generated/types.ts';
import type { Family } from './tables.ts';

const regionsOf = (family: Family): RegionCode[] => (Object.keys(regionTable.regions) as RegionCode[]).filter((code) => regionTable.regions[code].apiFamily === family);

/**
 * The region used when a request names none of the family: its regions.yaml `api.families.<family>.defaultRegion`,
 * else its first English one, else its first (codegen checks that the named region is the family's).
 */
const defaultRegion = (family: Family): RegionCode => {
  const own = regionsOf(family);
  return regionTable.api?.families[family].defaultRegion ?? own.find((code) => regionTable.regions[code].language === 'en') ?? own[0]!;
};

export function requestRegion(family: Family, regionHeader: string | undefined, acceptLanguage: string | undefined): RegionCode {
  const own = regionsOf(family);
  const header = regionHeader?.trim().toLowerCase();
  if (header && (own as string[]).includes(header)) return header as RegionCode;
  for (const part of (acceptLanguage ?? '').split(',').slice(0, 10)) {
    const tag = part.split(';')[0]!.trim().toLowerCase();
    if ((own as string[]).includes(tag)) return tag as RegionCode;
    const byLocale = own.find((code) => regionTable.regions[code].locale.toLowerCase() === tag);
    if (byLocale) return byLocale;
    const language = tag.split('-')[0];
    const byLanguage = own.find((code) => regionTable.regions[code].language === language);
    if (language && byLanguage) return language === 'en' && own.includes(defaultRegion(family)) ? defaultRegion(family) : byLanguage;
  }
  return defaultRegion(family);
}

/** The localised `msg` of an answer code (api.message.<code>, else api.message.default), with the wait in seconds where the answer has one. */
export function messageFor(region: RegionCode, code: number, { seconds }: { seconds?: number } = {}): string {
  const messages: Readonly<Record<string, string | Message<{ seconds: number }>>> = bundle(region).site.api.message;
  return apiMessage(messages[String(code)] ?? messages.default!, seconds, regionTable.regions[region].formatLocale);
}

type Mails = SiteDocument['api']['mail'];
export type MailKind = keyof Mails;
/** The arguments of a mail of `kind`, as its subject and text declare them (site.schema.json `x-message`). */
export type MailValues<K extends MailKind> = NonNullable<Mails[K]>['text'] extends Message<infer A> ? A : never;

export function mailFor<K extends MailKind>(region: RegionCode, kind: K, values: MailValues<K>): { subject: string; text: string } {
  const template = bundle(region).site.api.mail[kind];
  if (!template) throw new Error(`${region} has no ${kind} mail`);
  const locale = regionTable.regions[region].formatLocale;
  const format = (message: Message<MessageValues>) => formatMessage<MessageValues>(message, values, locale);
  return { subject: format(template.subject), text: format(template.text) };
}

/** The site origin of a region (SITE_ORIGIN, else the region's host), for links in e-mails. */
export function regionOrigin(region: RegionCode, siteOrigin?: string): string {
  const hosts: Readonly<Record<string, string>> = regionTable.hosts;
  return siteOrigin ?? hosts[regionTable.regions[region].host]!;
}

/** The site origin and path prefix of a region, for links in e-mails (reset-password). */
export function regionPageUrl(region: RegionCode, page: string, siteOrigin?: string): string {
  const entry = regionTable.regions[region];
  return `${regionOrigin(region, siteOrigin)}${entry.prefix ? `/${entry.prefix}` : ''}/${page}`;
}

/** Whether the region's copy has a mail of `kind` (an optional one, such as the welcome code's). */
export const hasMail = (region: RegionCode, kind: MailKind): boolean => bundle(region).site.api.mail[kind] !== undefined;
