import { defineConfig } from 'vitest/config';

// Browser tests against the real built server (make build first; make test-e2e does). The files run
// side by side (E2E_WORKERS, default 3: most of a browser test is waiting for the page, so three keep
// two cores busy) and share the servers of e2e/global-setup.ts; a file with other settings starts its own.
export default defineConfig({
  test: {
    include: ['e2e/**/*.e2e.ts'],
    environment: 'node',
    globalSetup: ['e2e/global-setup.ts'],
    fileParallelism: true,
    maxWorkers: Number(process.env.E2E_WORKERS ?? 3),
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});
