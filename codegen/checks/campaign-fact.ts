import { diagnostic, type Diagnostic } from '../diagnostics.ts';
import { locate } from '../read/locate.ts';
import type { AnyCheck, RuleTable } from './define.ts';
import { documentOf } from './units.ts';

export const rules = {
  'campaign-fact': {
    title: "A campaign's date falls outside its page's window",
    hint: "Re-date the fact with its campaign (content-yaml/facts.yaml campaign.<page>.<name>, and its `regions` where a region has its own day): a campaign's dates fall within the page's window, or within the days after it that its promises run (a draw's results, a returns deadline). Check the year.",
  },
} as const satisfies RuleTable;

/** How long after its page closes a campaign's date may still fall: the promises that outlast a sale (draw results, returns). */
const AFTER_WINDOW_DAYS = 60;

const dayNumber = (day: string) => Date.parse(`${day}T00:00:00Z`) / 86_400_000;

/**
 * [campaign-fact]: a date of facts.yaml named `campaign.<page>.<name>` (a gift day, a draw's results, a returns
 * deadline) that falls before the page's window opens, or more than AFTER_WINDOW_DAYS after it closes, in a region
 * whose route of the page has a window: what re-dating a campaign leaves behind (the us Black Friday moved to 2026
 * with its gift day in 2024). Reported once per date, at the date, naming the regions and their windows.
 */
function campaignFacts(read: Parameters<Extract<AnyCheck, { scope: 'site' }>['check']>[0]): Diagnostic[] {
  const file = read.fileOf('facts');
  const facts = documentOf(file, 'facts')?.facts;
  if (!file || !facts) return [];
  const codes = Object.keys(read.regions().regions);
  const out: Diagnostic[] = [];
  for (const [name, any] of Object.entries(facts)) {
    const page = /^campaign\.([^.]+)\.[^.]+$/.exec(name)?.[1];
    const fact = any && 'date' in any ? any : undefined;
    if (!page || !fact) continue;
    // Per place the date is written (the common one, and each region's own): the regions that read it, and how far off it is there.
    const off = new Map<string, string[]>();
    for (const region of codes) {
      const window = read.factTable(region).get(`campaign.${page}`);
      if (window?.kind !== 'period') continue;
      const own = fact.regions?.[region];
      const day = own ?? fact.date;
      const outside = dayNumber(day) < dayNumber(window.first) ? 'before' : dayNumber(day) > dayNumber(window.last) + AFTER_WINDOW_DAYS ? 'after' : undefined;
      if (!outside) continue;
      const pointer = own ? `/facts/${name}/regions/${region}` : `/facts/${name}/date`;
      off.set(pointer, [
        ...(off.get(pointer) ?? []),
        `${region} (${window.first} to ${window.last}: ${outside === 'before' ? 'before it opens' : `more than ${AFTER_WINDOW_DAYS} days after it closes`})`,
      ]);
    }
    for (const [pointer, where] of off) {
      const day = pointer.endsWith('/date') ? fact.date : fact.regions?.[pointer.split('/').at(-1)!];
      out.push(diagnostic('campaign-fact', locate(file.loaded, pointer), `${name} is ${day}, outside the window of the page "${page}" in ${where.join(', ')}.`));
    }
  }
  return out;
}

export const checks: readonly AnyCheck[] = [{ name: 'campaign facts', scope: 'site', needs: ['regions', 'routes', 'schedule'], check: campaignFacts }];
