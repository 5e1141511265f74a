// Bundles the server (and the contract it imports) into dist/, with the packages every start needs.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from 'esbuild';

const STARTUP = new Set(['fastify', 'fastify-plugin', 'fastify-type-provider-zod', '@fastify/formbody', '@fastify/multipart', '@fastify/rate-limit', '@fastify/static', '@fastify/swagger', 'zod', 'drizzle-orm', 'jose', 'helmet']);
const RUNTIME_ONLY = new Set(['@electric-sql/pglite', 'pg', 'pg-native', '@node-rs/argon2', 'ioredis', 'sharp', 'esbuild']);
const packageName = (spec) => spec.split('/').slice(0, spec.startsWith('@') ? 2 : 1).join('/');

/** The options `node build.mjs` builds with (src/start-path.test.ts reads the same to check what a start loads). */
export const serverBuildOptions = {
  absWorkingDir: path.dirname(fileURLToPath(import.meta.url)),
  // pglite-init: the child process that creates a new embedded database (db/client.ts).
  entryPoints: {
    main: 'src/main.ts',
    admin: 'src/admin.ts',
    'pglite-init': 'src/db/pglite-init.ts',
    // The local model's child process (issue 37): found beside the bundle by local-provider.ts.
    'local-engine': 'src/providers/llm/local/local-engine.ts',
    'model-download': 'src/model-download.ts',
  },
  outdir: 'dist',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  // Chunks: a dynamic import() of our own code (the S3 driver, the AI SDK, Stripe, document renderers)
  // stays a separate file, so the packages it imports load when first needed, not at start-up.
  splitting: true,
  logLevel: 'warning',
  // ESM output: the CommonJS packages bundled below still call require() for Node's built-ins.
  banner: { js: "import { createRequire as __ucCreateRequire } from 'node:module'; const require = __ucCreateRequire(import.meta.url);" },
  plugins: [
    {
      // JSON data (the knowledge records, ~0.75 MB) becomes one string and a JSON.parse, not a JS
      // object literal: V8 scans a string many times faster than it compiles a literal that size,
      // and the start-up chunk stays small to compile (issue 42).
      name: 'json-as-string',
      setup(b) {
        // The knowledge records' files, as the records index imports them, parse on first use instead:
        // their module exports a function that parses once (records/index.ts calls it when it first
        // builds its index), so a start pays for none of it.
        const RECORDS_INDEX = `${path.sep}knowledge${path.sep}records${path.sep}index.ts`;
        b.onResolve({ filter: /\.json$/ }, (args) => {
          // The engine's own tables (engine-*.json) are also imported directly by its modules: kept as they are.
          const engineTable = path.basename(args.path).startsWith('engine-');
          if (!args.importer.endsWith(RECORDS_INDEX) || engineTable) return undefined;
          return { path: path.resolve(args.resolveDir, args.path), namespace: 'lazy-json' };
        });
        b.onLoad({ filter: /\.json$/, namespace: 'lazy-json' }, async (args) => {
          const text = JSON.stringify(JSON.stringify(JSON.parse(await readFile(args.path, 'utf8'))));
          return { contents: `let parsed; export default () => (parsed ??= JSON.parse(${text}));`, loader: 'js' };
        });
        b.onLoad({ filter: /\.json$/ }, async (args) => {
          if (args.path.includes(`${path.sep}node_modules${path.sep}`)) return undefined;
          const text = await readFile(args.path, 'utf8');
          return { contents: `export default JSON.parse(${JSON.stringify(JSON.stringify(JSON.parse(text)))});`, loader: 'js' };
        });
      },
    },
    {
      name: 'externalize-packages',
      setup(b) {
        // Workspace packages and the packages every start loads (STARTUP) are bundled, with what they
        // import: resolving and reading hundreds of files from node_modules cost ~0.3 s of each cold
        // start (issue 17). Everything else loads from node_modules at run time, most of it lazily;
        // RUNTIME_ONLY packages carry native code, WASM or data files beside them and are never bundled.
        b.onResolve({ filter: /^[^./]/ }, (args) => {
          if (args.path.startsWith('@uc/') || args.path.startsWith('node:')) return undefined;
          const name = packageName(args.path);
          if (RUNTIME_ONLY.has(name)) return { path: args.path, external: true };
          const fromPackage = args.importer.includes(`${path.sep}node_modules${path.sep}`);
          return fromPackage || STARTUP.has(name) ? undefined : { path: args.path, external: true };
        });
      },
    },
  ],
};

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) await build(serverBuildOptions);
