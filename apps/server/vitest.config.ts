import { configDefaults, defineConfig } from 'vitest/config';

/**
 * The PostgreSQL pass (TEST_DATABASE_URL set, after the PGlite pass in CI) runs only what can differ
 * between the two databases: the pure packages, the Chromium checks of generated apps and the V8
 * heap settings (30 s of idle processes) touch none; PGlite's prepared statements are PGlite's alone.
 */
const DATABASE_FREE = [
  '../../packages/**',
  'src/**/*.browser.test.ts',
  'src/idle-memory.test.ts',
  'src/young-generation.test.ts',
  'src/compile-cache.test.ts',
  'src/db/pglite-prepared.test.ts',
];

export default defineConfig({
  // JSON modules (the knowledge records) as one JSON.parse of a string: every test file that imports
  // the offline engine compiles them much faster than as an object literal (issue 42).
  json: { stringify: true },
  test: {
    // The pure domain packages' tests run here too (they need no database, only Vitest).
    include: ['src/**/*.test.ts', 'test/**/*.test.ts', '../../packages/*/src/**/*.test.ts'],
    exclude: [...configDefaults.exclude, ...(process.env.TEST_DATABASE_URL ? DATABASE_FREE : [])],
    globalSetup: ['test/global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // PGlite is CPU-bound WASM: two files at a time matches the 2-core machine.
    maxWorkers: 2,
  },
});
