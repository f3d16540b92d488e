import { statSync } from 'node:fs';
import { BaseSequencer, type TestSpecification } from 'vitest/node';
import { defineConfig } from 'vitest/config';

/**
 * The longest files start first, so no long file is left to run alone at the end: the quality gates
 * (each crawls or audits many pages), then the others from the largest down (size goes with duration).
 */
class LongestFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const weight = (file: TestSpecification) => (file.moduleId.includes('/e2e/gates/') ? 1e9 : 0) + statSync(file.moduleId).size;
    return [...files].sort((a, b) => weight(b) - weight(a));
  }
}

// Browser tests against the real built server (make build first; make test-e2e does). The files run
// side by side (E2E_WORKERS, default 3: a browser test waits for its pages much of the time) and share the servers of
// e2e/global-setup.ts; a file with other settings starts its own.
export default defineConfig({
  test: {
    include: ['e2e/**/*.e2e.ts'],
    environment: 'node',
    globalSetup: ['e2e/global-setup.ts'],
    fileParallelism: true,
    maxWorkers: Number(process.env.E2E_WORKERS ?? 3),
    // Worker threads that load a module once for all their files (the generated bundles, Playwright,
    // the harness): re-importing them for each of 24 files cost ~100 s of a full run.
    pool: 'threads',
    isolate: false,
    sequence: { sequencer: LongestFirst },
    // Longer than the sum of a usual test's waits: a step that hangs fails on its own timeout (Playwright's
    // 30 s, expect.poll's, a fetch's), which names the step, before the test's timeout, which names none
    // (a CI run lost a test to "timed out in 60000ms" with no line to look at).
    testTimeout: 120_000,
    // expect.poll waits 15 s by default, not vitest's 1 s: a lazy island or a page's answer on a loaded 2-core
    // machine outlasts a second (quick-chat.e2e lost its icon so once in a full run), and one default here
    // replaces a timeout at each of the ~50 polls.
    expect: { poll: { timeout: 15_000 } },
    hookTimeout: 120_000,
  },
});
