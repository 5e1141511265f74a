import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

/**
 * Separate from vite.config.ts so tests load neither the Tailwind plugin nor the dev proxy;
 * Vite's own transform compiles TSX with the automatic JSX runtime.
 */
export default defineConfig({
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  test: {
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['src/testing/setup.ts'],
    css: false,
    restoreMocks: true,
    // Whole-app tests load lazy route chunks (transformed on first import): 5 s is too tight on a busy 2-core machine.
    testTimeout: 20_000,
  },
});
