// Lint rules that keep the layers of DESIGN.md honest: web → contract ← server, features never
// import each other, shared code never imports features or the app shell.
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';
import { readdirSync } from 'node:fs';

const webFeatures = readdirSync('apps/web/src/features', { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .map((d) => d.name);

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', 'apps/web/public/mockServiceWorker.js', 'data/**', '**/*.config.*', 'apps/server/drizzle/**', 'scripts/**', 'apps/server/build.mjs'] },
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-non-null-assertion': 'off',
    },
  },
  {
    files: ['packages/contract/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ group: ['@uc/server', '@uc/web', '../../apps/*'], message: 'The contract depends on zod only.' }] }],
    },
  },
  {
    files: ['packages/offline-engine/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ group: ['@uc/*', '!@uc/startup-model', '../../apps/*', 'node:*'], message: 'The offline engine runs in the server and the browser demo: it depends on the startup model only.' }] }],
    },
  },
  {
    files: ['packages/startup-model/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ group: ['@uc/*', '../../apps/*', 'node:*'], message: 'The startup model runs in the server, the browser and the demo: it depends on nothing.' }] }],
    },
  },
  {
    files: ['apps/server/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['@uc/web', '**/apps/web/**'], message: 'The server never imports the web app.' },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/server/src/modules/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['../*/routes', '**/modules/*/routes'], message: "Modules call each other's services, never their routes." }] },
      ],
    },
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      'no-restricted-imports': ['error', { patterns: [{ group: ['@uc/server', '**/apps/server/**'], message: 'The web app talks to the server over HTTP only.' }] }],
    },
  },
  // Features never import each other; shared layers never import features or the app shell.
  ...webFeatures.map((feature) => ({
    files: [`apps/web/src/features/${feature}/**/*.{ts,tsx}`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: webFeatures.filter((f) => f !== feature).flatMap((f) => [`@/features/${f}/*`, `@/features/${f}`, `../../${f}/*`, `../${f}/*`]),
              message: 'Features never import each other: move shared code to components/ui or lib.',
            },
            { group: ['@/app/*', '@/app'], message: 'Features do not import the app shell.' },
          ],
        },
      ],
    },
  })),
  {
    files: ['apps/web/src/{components,lib,config}/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ group: ['@/features/*', '@/app/*'], message: 'Shared code does not import features or the app shell.' }] }],
    },
  },
);
