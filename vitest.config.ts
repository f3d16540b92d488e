import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['core/**/*.test.ts', 'codegen/**/*.test.ts', 'runtime/**/*.test.ts', 'scripts/**/*.test.ts', 'service/**/*.test.ts'],
    environment: 'node',
    testTimeout: 30_000,
    // The service tests' first run builds a migrated PGlite (initdb takes seconds on a slow machine).
    hookTimeout: 120_000,
  },
});
