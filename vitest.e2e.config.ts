import { defineConfig } from 'vitest/config';

// Browser tests against the real built server (make build first; make test-e2e does).
export default defineConfig({
  test: {
    include: ['e2e/**/*.e2e.ts'],
    environment: 'node',
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});
