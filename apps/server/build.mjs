// Bundles the server (and the contract it imports) into dist/; npm packages stay external.
import { build } from 'esbuild';

await build({
  entryPoints: ['src/main.ts', 'src/admin.ts'],
  outdir: 'dist',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  logLevel: 'warning',
  plugins: [
    {
      name: 'externalize-packages',
      setup(b) {
        // Workspace packages are bundled; everything from node_modules is loaded at run time.
        b.onResolve({ filter: /^[^./]/ }, (args) => (args.path.startsWith('@uc/') ? undefined : { path: args.path, external: true }));
      },
    },
  ],
});
