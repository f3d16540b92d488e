import { COMPANY_FACTS, type CompanyFact, factLines } from '../../../../core/company-facts.ts';
import { AS_WRITTEN, factSources } from '../../../../codegen/checks/legal.ts';
import type { AnyCheck, RuleTable } from '../../../../codegen/checks/define.ts';
import { diagnostic } from '../../../../codegen/diagnostics.ts';
import { isMap as isObject } from '../../../../codegen/json.ts';
import { locate } from '../../../../codegen/read/locate.ts';

/** It reports `[required-fact]`, the market rule of codegen/checks/legal.ts, for the facts a section shows. */
export const rules = {} as const satisfies RuleTable;

export const checks: readonly AnyCheck[] = [
  {
    // A section shows facts from the data (regions.yaml organization): each needs its value there.
    name: 'company facts',
    scope: 'file',
    kinds: ['page'],
    needs: ['regions'],
    check: ({ kind, loaded, data }, read) => {
      const regionsFile = read.fileOf('regions');
      if (!regionsFile || !('region' in kind)) return [];
      const { regions, officeOf, hostOf } = factSources(regionsFile.data);
      const host = String(regions[kind.region]?.host);
      return (Array.isArray(data.sections) ? data.sections : []).flatMap((section, s) => {
        if (!isObject(section) || section.type !== 'company-facts' || !isObject(section.facts)) return [];
        const office = officeOf(section.office);
        if (!office) return [];
        const missing = Object.keys(section.facts).filter((fact) => (COMPANY_FACTS as readonly string[]).includes(fact) && !factLines(fact as CompanyFact, office, hostOf(kind.region), AS_WRITTEN));
        return missing.map((fact) =>
          diagnostic(
            'required-fact',
            locate(loaded, ['sections', String(s), 'facts', fact], { key: true }),
            fact === 'hostingProvider'
              ? `The section "${String(section.id)}" shows the fact "hostingProvider", but organization.hosting has no provider for the host "${host}".`
              : `The section "${String(section.id)}" shows the fact "${fact}" of the office "${office.id}", but the data has none.`,
            fact === 'hostingProvider'
              ? `Add the provider of the host "${host}" under organization.hosting in content-yaml/regions.yaml, or remove the fact from the section.`
              : `Add the ${fact} to the office "${office.id}" under organization.offices in content-yaml/regions.yaml, or remove the fact from the section.`,
          ),
        );
      });
    },
  },
];
