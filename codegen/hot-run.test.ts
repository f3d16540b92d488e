import { describe, expect, it } from 'vitest';
import { createMemoryCache } from './compile-cache.ts';
import { createGenerator, type GenerateInput, type GenerateResult } from './generate.ts';
import { readWorkspace } from './read/read-workspace.ts';
import { PROJECT_ROOT } from './test-workspace.ts';

/**
 * A watcher's run (one generator kept across edits: per file, per page and per region results come from its memo)
 * must report and write exactly what a cold run (a new generator) does on the same content (docs/decisions.md D59).
 * Each step edits the content as an editor would; after each, one kept generator and a new one read the same input,
 * and their diagnostics, outputs and translation records are compared. Edits that break something in another file
 * than the one saved (an anchor a route names, a fact copy refers to, a rule of regions.yaml) are undone by the next
 * step, so the fixes are compared too.
 */
const encoder = new TextEncoder();
const decoder = new TextDecoder();

interface Step {
  name: string;
  /** An edit of a content file: `from` replaced by `to` (every occurrence). */
  file?: string;
  from?: string;
  to?: string;
  /** Or a change of the artwork keys (a picture deleted or added). */
  artwork?: (keys: ReadonlySet<string>) => Set<string>;
  /** What the step must bring (so the comparison is of a run that found something). */
  expect?: (result: GenerateResult) => void;
}

const rules = (result: GenerateResult) => result.diagnostics.map((d) => `${d.rule} ${d.file}`);

const STEPS: Step[] = [
  { name: 'a translation edited', file: 'content-yaml/fr/site.yaml', from: 'title: Rejoignez la communauté Mechanova', to: 'title: Rejoignez vite la communauté Mechanova' },
  {
    name: 'a reference text edited (stale elsewhere)',
    file: 'content-yaml/us/pages/about-us.yaml',
    from: '    title: About Mechanova',
    to: '    title: About Mechanova, the company',
    expect: (r) => expect(rules(r)).toContain('stale-translation content-yaml/fr/pages/about-us.yaml'),
  },
  {
    // The page menu's item and the section it scrolls to, both renamed: routes.yaml's entry anchor of the page is gone in fr.
    name: 'a section renamed: the entry anchor routes.yaml names is gone in fr',
    file: 'content-yaml/fr/pages/flagship-megatron.yaml',
    from: '- id: banner\n',
    to: '- id: banner-top\n',
    expect: (r) => expect(rules(r)).toContain('broken-anchor content-yaml/routes.yaml'),
  },
  { name: 'the section named back', file: 'content-yaml/fr/pages/flagship-megatron.yaml', from: '- id: banner-top\n', to: '- id: banner\n' },
  {
    name: 'a fact copy refers to renamed',
    file: 'content-yaml/facts.yaml',
    from: '  policy.welcomeCodePercent:',
    to: '  policy.welcomePercent:',
    expect: (r) => expect(rules(r)).toContain('fact content-yaml/us/site.yaml'),
  },
  { name: 'the fact named back', file: 'content-yaml/facts.yaml', from: '  policy.welcomePercent:', to: '  policy.welcomeCodePercent:' },
  {
    name: "a fact's value changed (every region writes it)",
    file: 'content-yaml/facts.yaml',
    from: 'policy.welcomeCodePercent: { percent: 5,',
    to: 'policy.welcomeCodePercent: { percent: 6,',
    expect: (r) => expect(r.files?.get('regions/fr.ts')).toContain('6'),
  },
  {
    name: 'a rule of regions.yaml the price notices read',
    file: 'content-yaml/regions.yaml',
    from: 'mustSay: [APR, Klarna, Subject to approval]',
    to: 'mustSay: [APR, Klarna, Subject to approval, Mechanova Pay]',
    expect: (r) => expect(rules(r)).toContain('price-notice content-yaml/us/site.yaml'),
  },
  { name: 'the rule restored', file: 'content-yaml/regions.yaml', from: 'mustSay: [APR, Klarna, Subject to approval, Mechanova Pay]', to: 'mustSay: [APR, Klarna, Subject to approval]' },
  {
    name: 'a contact point renamed in regions.yaml',
    file: 'content-yaml/regions.yaml',
    from: '    - id: customer-support\n',
    to: '    - id: customer-care\n',
    expect: (r) => expect(rules(r)).toContain('broken-reference content-yaml/us/pages/technical-support.yaml'),
  },
  { name: 'the contact point named back', file: 'content-yaml/regions.yaml', from: '    - id: customer-care\n', to: '    - id: customer-support\n' },
  {
    name: 'a window that ends before it starts',
    file: 'content-yaml/us/pages/black-friday.yaml',
    from: 'endTime: "2024-11-22T00:00:00-05:00"',
    to: 'endTime: "2024-11-12T00:00:00-05:00"',
    expect: (r) => expect(rules(r)).toContain('schedule content-yaml/us/pages/black-friday.yaml'),
  },
  { name: 'the window mended', file: 'content-yaml/us/pages/black-friday.yaml', from: 'endTime: "2024-11-12T00:00:00-05:00"', to: 'endTime: "2024-11-22T00:00:00-05:00"' },
  {
    // us's pre-sale end is an instant of the schedule in us and in the regions whose catalogue extends us's.
    name: 'a pre-sale end moved (the schedule changes)',
    file: 'content-yaml/us/catalog.yaml',
    from: 'preSaleUntil: "2026-01-01T00:00:00-05:00"',
    to: 'preSaleUntil: "2026-01-02T00:00:00-05:00"',
    expect: (r) => expect(r.files?.get('schedule.ts')).toContain('2026-01-02T00:00:00-05:00'),
  },
  {
    name: 'a picture deleted',
    artwork: (keys) => new Set([...keys].filter((k) => k !== 'ai-base-gallery-1')),
    expect: (r) => expect(rules(r)).toContain('missing-picture content-yaml/us/pages/ai-base.yaml'),
  },
  { name: 'the picture back', artwork: (keys) => new Set([...keys, 'ai-base-gallery-1']) },
];

/** What a run reports and writes, to compare (the diagnostics with their messages and places, every output, the records). */
const outcome = (r: GenerateResult) => ({ diagnostics: r.diagnostics, files: r.files && Object.fromEntries(r.files), docs: r.docs && Object.fromEntries(r.docs), report: r.translations?.report });

describe('a hot run against a cold run on the same content', () => {
  it('reports and writes the same after each edit, cross-file errors and their fixes included', async () => {
    // The compile cache (validators, types) is shared: it holds nothing of the content.
    const cache = createMemoryCache();
    const hot = createGenerator({ cache });
    let input: GenerateInput = await readWorkspace(PROJECT_ROOT);
    const base = await hot.run(input);
    expect(base.files).not.toBeNull();
    for (const step of STEPS) {
      if (step.file) {
        const text = decoder.decode(input.files.get(step.file)!);
        expect(text, step.name).toContain(step.from);
        input = { ...input, files: new Map(input.files).set(step.file, encoder.encode(text.replaceAll(step.from!, step.to!))) };
      }
      if (step.artwork) input = { ...input, artwork: step.artwork(input.artwork) };
      const warm = await hot.run(input);
      const cold = await createGenerator({ cache }).run(input);
      step.expect?.(cold);
      expect(outcome(warm), step.name).toEqual(outcome(cold));
      // The records written after a run without errors are the next run's input, as the CLI and the watcher write them.
      if (cold.translations?.locks) {
        const locks = new Map(input.translationLocks);
        for (const [path, record] of cold.translations.locks) locks.set(path.slice(path.lastIndexOf('/') + 1, -'.lock.json'.length), encoder.encode(record));
        input = { ...input, translationLocks: locks };
      }
    }
    // The last step undid every error: the content reports what it did before the edits (but the stale texts of step 2).
    expect((await hot.run(input)).diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
  }, 240_000);
});
