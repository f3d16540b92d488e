import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['core/**/*.test.ts', 'codegen/**/*.test.ts', 'dev/**/*.test.ts', 'runtime/**/*.test.ts', 'scripts/**/*.test.ts', 'service/**/*.test.ts'],
    environment: 'node',
    // Both cores, in worker threads, each loading a module once for all its files rather than once per file:
    // 90 s instead of 160 s on two cores. No test leaves a stub or a spy behind for the next file: the three
    // options below undo them after each test.
    pool: 'threads',
    maxWorkers: 2,
    isolate: false,
    unstubGlobals: true,
    unstubEnvs: true,
    restoreMocks: true,
    testTimeout: 30_000,
    // The service tests' first run builds a migrated PGlite (initdb takes seconds on a slow machine).
    hookTimeout: 120_000,
  },
});
