import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // The pure domain packages' tests run here too (they need no database, only Vitest).
    include: ['src/**/*.test.ts', 'test/**/*.test.ts', '../../packages/*/src/**/*.test.ts'],
    globalSetup: ['test/global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // PGlite is CPU-bound WASM: two files at a time matches the 2-core machine.
    maxWorkers: 2,
  },
});
