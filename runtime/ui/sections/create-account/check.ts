import type { AnyCheck, RuleTable } from '../../../../codegen/checks/define.ts';

import { diagnostic, type Diagnostic } from '../../../../codegen/diagnostics.ts';
import { locate, locateKey } from '../../../../codegen/read/locate.ts';
import type { Reads } from '../../../../codegen/checks/reads.ts';

export const rules = {
  consent: {
    title: 'Registration without the consent its market requires',
    hint: 'Where regions.yaml gives a region accountConsent: checkbox, its create-account section needs agreement.consent, the label of the box the user ticks (docs/market-rules.md).',
  },
} as const satisfies RuleTable;

/**
 * `[consent]`: a region whose regions.yaml entry has `accountConsent: checkbox` (cn: PIPL Art. 14 and 17)
 * registers an account only with an unticked box the user ticks, whose label is the create-account section's
 * `agreement.consent` on its register page. Located at the section's `agreement` in the file that writes it.
 */
function checkAccountConsent(read: Reads): Diagnostic[] {
  const pages = read.pages();
  return Object.entries(read.regions().regions).flatMap(([region, entry]) =>
    entry?.accountConsent !== 'checkbox'
      ? []
      : [...read.mergedPages()].flatMap(([page, byRegion]) => {
          const sections = (byRegion.get(region)?.sections ?? []) as { type?: string; agreement?: { consent?: unknown } }[];
          const index = sections.findIndex((s) => s.type === 'create-account');
          const file = pages.get(page)?.get(region);
          if (index < 0 || sections[index]!.agreement?.consent !== undefined || !file) return [];
          // The section as the region's own file writes it (an inheriting file may list it elsewhere, or not at all).
          const own = ((file.data as { sections?: { type?: string }[] }).sections ?? []).findIndex((s) => s.type === 'create-account');
          return [
            diagnostic(
              'consent',
              own < 0 ? locate(file.loaded, '') : locateKey(file.loaded, `/sections/${own}`, 'agreement'),
              `${region} registers an account only with the user's explicit consent, an unticked box he ticks (regions.yaml accountConsent: checkbox), but the create-account section of its ${page} page has no agreement.consent, the box's label.`,
              "Add under agreement: consent: the sentence the user ticks, in the region's language, with links to the terms and the privacy notice (cn: 我已阅读并同意[《使用条款》](…)和[《隐私政策》](…)).",
            ),
          ];
        }),
  );
}

export const checks: readonly AnyCheck[] = [
  // Explicit consent to register (regions.yaml accountConsent): the box's label on the register page.
  { name: 'account consent', scope: 'site', needs: ['regions'], check: checkAccountConsent },
];
