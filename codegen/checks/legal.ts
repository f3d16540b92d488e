import type { AnyCheck, RuleTable } from './define.ts';

import { type CompanyFact, type FactHost, type FactOffice, factLines } from '../../core/company-facts.ts';
import { diagnostic, type Diagnostic } from '../diagnostics.ts';
import type { LoadedFile } from '../read/load-yaml.ts';
import { locate } from '../read/locate.ts';
import type { RouteTable } from '../merge/routes-table.ts';
import type { RegionCode } from '../read/workspace.ts';
import { isMap as isObject, type Json } from '../json.ts';
import type { RegionDocument } from '../merge/resolve-extends.ts';
import type { Region } from '../../dist/generated/content-types.ts';
import { inherited } from './walk.ts';

export const rules = {
  'required-page': {
    title: 'A page the market requires is not live',
    hint: "Register the page's route for the region in content-yaml/routes.yaml (status: planned until it is written: make generate accepts it, make launch-check blocks the launch until it is live), as regions.yaml legal.requiredPages names it (docs/market-rules.md).",
  },
  'required-fact': {
    title: 'A company fact the market requires is missing',
    hint: "Add the fact's value to the office in content-yaml/regions.yaml (organization.offices, or organization.hosting for the host) and its label to site.yaml companyAddress.facts (docs/market-rules.md).",
  },
} as const satisfies RuleTable;

/** The region's own filing numbers: facts of the region entry, not of an office. */
const REGION_FACTS = new Set(['icpFiling', 'publicSecurityFiling']);

/** A required page's route in a region: live, planned (a launch blocker), registered only for other regions, or none. */
export function requiredRouteStatus(table: RouteTable, region: RegionCode, name: string): 'live' | 'planned' | 'other-regions' | 'none' {
  const route = table.routes.find((r) => r.name === name);
  if (!route) return 'none';
  if (!route.regions.includes(region)) return 'other-regions';
  return route.status;
}

/** Codegen asks only whether a value is there: country names and amounts as written. */
export const AS_WRITTEN = { country: (code: string) => code, money: (amount: number, currency: string) => `${amount} ${currency}` };

/** regions.yaml's regions, and the office and host of its organization a fact is read from. */
export function factSources(regionsData: Json) {
  const regions = (regionsData.regions ?? {}) as Record<RegionCode, Json>;
  const organization = (regionsData.organization ?? {}) as { offices?: (FactOffice & { id: string })[]; hosting?: Record<string, FactHost> };
  return { regions, officeOf: (id: unknown) => organization.offices?.find((o) => o.id === id), hostOf: (region: RegionCode) => organization.hosting?.[String(regions[region]?.host)] };
}

/**
 * The pages and footer facts each market requires (regions.yaml `legal`, docs/market-rules.md "Required
 * pages and footer facts"):
 *
 * - `[required-page]`: a required page needs a route of that name registered for the region. A route still
 *   `planned` is no error here: it blocks the launch (make launch-check), not the build.
 * - `[required-fact]`: a required footer fact needs its value in the data (the footer's office, the region's
 *   host's provider, or the region's own filing number, which may be null until the deployer sets it) and a
 *   label in the region's site.yaml `companyAddress.facts`, which the footer renders (a company-facts section
 *   needs the value of every fact it shows: runtime/ui/sections/company-facts/check.ts).
 */
function marketRules(regionsFile: { loaded: LoadedFile; data: Json }, table: RouteTable, sites: ReadonlyMap<RegionCode, RegionDocument>): Diagnostic[] {
  const out: Diagnostic[] = [];
  const report = (...args: Parameters<typeof diagnostic>) => out.push(diagnostic(...args));
  const { regions, officeOf, hostOf } = factSources(regionsFile.data);

  for (const [region, entry] of Object.entries(regions)) {
    const legal = entry.legal as Region['legal'];
    if (!legal) continue;
    legal.requiredPages.forEach(({ route, law }, i) => {
      const status = requiredRouteStatus(table, region, route);
      if (status === 'live' || status === 'planned') return;
      report(
        'required-page',
        locate(regionsFile.loaded, ['regions', region, 'legal', 'requiredPages', String(i), 'route']),
        `${region} must have the page "${route}" (${law}), but ${status === 'none' ? 'content-yaml/routes.yaml has no route of that name' : `the route "${route}" is not registered for ${region}`}.`,
        `Register the route "${route}" for ${region} in content-yaml/routes.yaml (status: planned until its page is written, which make launch-check lists), and write content-yaml/${region}/pages/<page>.yaml in the region's language.`,
      );
    });

    const footer = inherited(sites, region, ['companyAddress']);
    const companyAddress = isObject(footer?.value) ? footer.value : undefined;
    const office = officeOf(companyAddress?.office);
    const labels = isObject(companyAddress?.facts) ? companyAddress.facts : {};
    const ownSite = sites.get(region);
    legal.footerFacts.forEach(({ fact, law }, i) => {
      const at = locate(regionsFile.loaded, ['regions', region, 'legal', 'footerFacts', String(i), 'fact']);
      if (REGION_FACTS.has(fact)) {
        // null is an unset deployer value (a launch blocker); only a missing key is an error.
        if (!(fact in entry))
          report(
            'required-fact',
            at,
            `${region}'s footer must show its ${fact} (${law}), but its entry in regions.yaml has no ${fact}.`,
            `Add \`${fact}: null\` to ${region}'s entry (make launch-check lists it until the deployer sets it).`,
          );
        return;
      }
      // An office the footer names but regions.yaml lacks is [broken-reference]'s to report.
      if (!office) return;
      if (!factLines(fact as CompanyFact, office, hostOf(region), AS_WRITTEN))
        report(
          'required-fact',
          at,
          `${region}'s footer must show the company fact "${fact}" (${law}), but the data has none: ${fact === 'hostingProvider' ? `organization.hosting has no provider for the host "${String(entry.host)}"` : `the office "${office.id}" (its site.yaml companyAddress.office) has no ${fact}`}.`,
          fact === 'hostingProvider'
            ? `Add the provider of the host "${String(entry.host)}" under organization.hosting in content-yaml/regions.yaml (sample: true while it is invented).`
            : `Add the ${fact} to the office "${office.id}" under organization.offices in content-yaml/regions.yaml (its schema description says its form; an invented one is all zeros, with sample: true).`,
        );
      else if (typeof labels[fact] !== 'string') {
        const file = footer?.doc.loaded ?? ownSite?.loaded;
        if (!file) return;
        report(
          'required-fact',
          footer ? locate(file, ['companyAddress'], { key: true }) : locate(file, []),
          `${region}'s footer must show the company fact "${fact}" (${law}, content-yaml/regions.yaml), but companyAddress.facts gives it no label, so the footer does not show it.`,
          `Add \`${fact}: <its label in the region's language>\` under companyAddress.facts (the footer shows the value from regions.yaml beside it).`,
        );
      }
    });
  }
  return out;
}

export const checks: readonly AnyCheck[] = [
  {
    // The pages and footer facts each market requires (regions.yaml legal).
    name: 'required pages and facts',
    scope: 'site',
    needs: ['regions', 'routes'],
    check: (read) => {
      const regionsFile = read.fileOf('regions');
      return regionsFile ? marketRules(regionsFile, read.routes().table, read.sites()) : [];
    },
  },
];
