import type { AnyCheck, RuleTable } from './define.ts';
import { linkSource, LINKING_FILES } from './broken-link.ts';
import { linksOf, type LinkSource } from './broken-link.ts';
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
 * checkHosts([{ loaded, meanings }], declared) // a link to https://newz.mechanova.example/uk => [host]
 */
export function checkHosts(sources: readonly LinkSource[], declared: DeclaredHosts): Diagnostic[] {
  const international = declared.hosts.international;
  if (!international) return [];
  const domain = brandDomain(international);
  const known = new Set([...Object.values(declared.hosts), ...declared.shops].flatMap((h) => (h ? [new URL(h).hostname] : [])));
  const out: Diagnostic[] = [];
  for (const source of sources) {
    const { loaded } = source;
    for (const { pointer, link } of linksOf(source, (l) => l.startsWith('https://'))) {
      let host: string;
      try {
        host = new URL(link).hostname;
      } catch {
        continue;
      }
      if ((host === domain || host.endsWith(`.${domain}`)) && !known.has(host)) {
        out.push(
          diagnostic(
            'host',
            locate(loaded, pointer),
            `"${link}" is on ${host}, which content-yaml/regions.yaml does not declare.`,
            `Declared hosts of ${domain}: ${[...known]
              .filter((h) => h.endsWith(domain))
              .sort()
              .join(', ')}.`,
          ),
        );
      }
    }
  }
  return out;
}

export const checks: readonly AnyCheck[] = [
  {
    name: 'hosts',
    scope: 'file',
    kinds: LINKING_FILES,
    needs: ['regions'],
    check: (file, read) => {
      const regions = read.regions();
      return checkHosts([linkSource(read, file)], { hosts: regions.hosts, shops: Object.values(regions.regions).map((r) => r?.links.shop) });
    },
  },
];
