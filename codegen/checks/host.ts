import type { AnyCheck, RuleTable } from './define.ts';
import { linkSource, LINKING_FILES, linksOf, type LinkSource } from './broken-link.ts';
import { diagnostic, type Diagnostic } from '../diagnostics.ts';
import { locate } from '../read/locate.ts';

export const rules = {
  host: { title: 'Link to an undeclared host of the brand', hint: "Link to a host declared in content-yaml/regions.yaml (`hosts`, or a region's shop), or declare the system's host there." },
} as const satisfies RuleTable;

export interface DeclaredHosts {
  /** regions.yaml `hosts`: the site's own and the systems it links to. */
  hosts: Record<string, string | undefined>;
  /** Each region's shop (regions.yaml `regions.<code>.links.shop`). */
  shops: readonly (string | null | undefined)[];
}

/** The brand's domain: the international host without its first label (www.mechanova.example -> mechanova.example). */
export const brandDomain = (international: string) => new URL(international).hostname.replace(/^[^.]+\.(?=[^.]+\.[^.]+$)/, '');

/**
 * An https link to a host of the brand's domain must name a host that
 * regions.yaml declares (a system the site knows: files, newsroom, shop …), so
 * moving a system is one edit and no link points at a host nobody runs
 * (docs/decisions.md D5). Links to other domains (dealers, social networks) are not ours
 * to declare.
 *
 * @example
 * checkHosts({ loaded, meanings }, declared) // a link to https://newz.mechanova.example/uk => [host]
 */
export function checkHosts(source: LinkSource, declared: DeclaredHosts): Diagnostic[] {
  const international = declared.hosts.international;
  if (!international) return [];
  const domain = brandDomain(international);
  const known = new Set([...Object.values(declared.hosts), ...declared.shops].flatMap((h) => (h ? [new URL(h).hostname] : [])));
  return linksOf(source, (l) => l.startsWith('https://')).flatMap(({ pointer, link }) => {
    const host = URL.parse(link)?.hostname;
    if (host === undefined || !(host === domain || host.endsWith(`.${domain}`)) || known.has(host)) return [];
    const declaredHere = [...known].filter((h) => h.endsWith(domain)).sort();
    return [
      diagnostic('host', locate(source.loaded, pointer), `"${link}" is on ${host}, which content-yaml/regions.yaml does not declare.`, `Declared hosts of ${domain}: ${declaredHere.join(', ')}.`),
    ];
  });
}

export const checks: readonly AnyCheck[] = [
  {
    name: 'hosts',
    scope: 'file',
    kinds: LINKING_FILES,
    needs: ['regions'],
    check: (file, read) => {
      const regions = read.regions();
      return checkHosts(linkSource(read, file), { hosts: regions.hosts, shops: Object.values(regions.regions).map((r) => r?.links.shop) });
    },
  },
];
