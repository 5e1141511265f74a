import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

// Browser specs against the built app: one file at a time (2 cores, one server, one Chromium).
export default defineConfig({
  test: {
    root: fileURLToPath(new URL('.', import.meta.url)),
    include: ['specs/**/*.spec.ts'],
    environment: 'node',
    globalSetup: ['./global-setup.ts'],
    testTimeout: 90_000,
    hookTimeout: 120_000,
    teardownTimeout: 30_000,
    pool: 'forks',
    maxWorkers: 1,
    fileParallelism: false,
    sequence: { concurrent: false },
  },
});
