import { COMPANY_FACTS, type CompanyFact, factLines } from '../../../../core/company-facts.ts';
import { AS_WRITTEN, factSources } from '../../../../codegen/checks/legal.ts';
import type { AnyCheck, RuleTable } from '../../../../codegen/checks/define.ts';
import type { ContentFile } from '../../../../codegen/checks/units.ts';
import { diagnostic, type Diagnostic } from '../../../../codegen/diagnostics.ts';
import { isMap as isObject, type Json } from '../../../../codegen/json.ts';
import { locate } from '../../../../codegen/read/locate.ts';
import type { RegionCode } from '../../../../codegen/read/workspace.ts';

/** It reports `[required-fact]`, the market rule of codegen/checks/legal.ts, for the facts a section shows. */
export const rules = {} as const satisfies RuleTable;

/** The facts of a page's company-facts sections that the data has no value for: a section shows facts from the data, each needs its value there. */
function companyFacts(region: RegionCode, { loaded, data }: ContentFile, regionsData: Json): Diagnostic[] {
  const out: Diagnostic[] = [];
  const { regions, officeOf, hostOf } = factSources(regionsData);
  const sections = Array.isArray(data.sections) ? data.sections : [];
  sections.forEach((section, s) => {
    if (!isObject(section) || section.type !== 'company-facts' || !isObject(section.facts)) return;
    const office = officeOf(section.office);
    if (!office) return;
    for (const fact of Object.keys(section.facts)) {
      if (!(COMPANY_FACTS as readonly string[]).includes(fact) || factLines(fact as CompanyFact, office, hostOf(region), AS_WRITTEN)) continue;
      out.push(
        diagnostic(
          'required-fact',
          locate(loaded, ['sections', String(s), 'facts', fact], { key: true }),
          fact === 'hostingProvider'
            ? `The section "${String(section.id)}" shows the fact "hostingProvider", but organization.hosting has no provider for the host "${String(regions[region]?.host)}".`
            : `The section "${String(section.id)}" shows the fact "${fact}" of the office "${office.id}", but the data has none.`,
          fact === 'hostingProvider'
            ? `Add the provider of the host "${String(regions[region]?.host)}" under organization.hosting in content-yaml/regions.yaml, or remove the fact from the section.`
            : `Add the ${fact} to the office "${office.id}" under organization.offices in content-yaml/regions.yaml, or remove the fact from the section.`,
        ),
      );
    }
  });
  return out;
}

export const checks: readonly AnyCheck[] = [
  {
    name: 'company facts',
    scope: 'file',
    kinds: ['page'],
    needs: ['regions'],
    check: (file, read) => {
      const regionsFile = read.fileOf('regions');
      return regionsFile && 'region' in file.kind ? companyFacts(file.kind.region, file, regionsFile.data) : [];
    },
  },
];
