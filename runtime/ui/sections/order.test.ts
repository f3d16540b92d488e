import { describe, expect, it } from 'vitest';
import { bundle } from '../../../dist/generated/bundles.ts';
import type { Section } from '../../../dist/generated/types.ts';
import { sectionAfterLead, shownSections } from './order.ts';

const sectionsOf = (page: string): Section[] => (bundle('us').pages as Record<string, { sections: Section[] } | undefined>)[page]!.sections;
const NOW = Date.parse('2026-06-01T00:00:00Z');

describe('sectionAfterLead (what the first paint waits for)', () => {
  it('names the section after the one holding the h1', () => {
    const sections = sectionsOf('flagship-bumblebee');
    const shown = shownSections(sections, NOW);
    const lead = shown.findIndex(({ level }) => level === 1);
    expect(shown[lead]!.section.type).toBe('hero');
    expect(sectionAfterLead(sections, NOW)).toBe(shown[lead + 1]!.section.id);
  });

  it('skips an untitled first section (a breadcrumb) to find the lead', () => {
    const sections = sectionsOf('manuals');
    expect(sections[0]!.type).toBe('breadcrumb');
    const shown = shownSections(sections, NOW);
    const lead = shown.findIndex(({ level }) => level === 1);
    expect(lead).toBeGreaterThan(0);
    expect(sectionAfterLead(sections, NOW)).toBe(shown[lead + 1]?.section.id);
  });

  it('is undefined when the lead is the last section or no section has a title', () => {
    const sections = sectionsOf('flagship-bumblebee');
    const shown = shownSections(sections, NOW).map(({ section }) => section);
    const lead = shown.findIndex((s) => s.type === 'hero');
    expect(sectionAfterLead(shown.slice(0, lead + 1), NOW)).toBeUndefined();
    expect(
      sectionAfterLead(
        shown.filter((s) => !('title' in s)),
        NOW,
      ),
    ).toBeUndefined();
    expect(sectionAfterLead([], NOW)).toBeUndefined();
  });
});
