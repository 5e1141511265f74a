import type { BuildOptions, Metafile } from 'esbuild';
import { build } from 'esbuild';
import { describe, expect, it } from 'vitest';

/**
 * What a start loads (issue 42): the bundle's entry, the app module it awaits, and everything they
 * import statically. Renderers, compilers, model runtimes and SDKs must stay behind a dynamic
 * import, loaded on first use: each costs start-up time and idle memory. Read from the same build
 * options as `node build.mjs`, so a new static import of one of them fails here.
 */
const HEAVY = [
  'pdfkit', 'fontkit', 'dejavu-fonts-ttf', 'pdf-lib', 'exceljs', 'pptxgenjs', 'jszip', 'mammoth', 'unpdf', 'csv-parse',
  'esbuild', '@vue/compiler-sfc', 'svelte', 'vue', 'react', 'react-dom', 'node-llama-cpp', 'ai', '@ai-sdk/openai',
  '@ai-sdk/anthropic', '@ai-sdk/openai-compatible', '@aws-sdk/client-s3', 'stripe', 'sharp', 'livekit-server-sdk',
  'nodemailer', 'ioredis', 'pg', '@modelcontextprotocol/sdk',
];
const packageOf = (spec: string) => spec.split('/').slice(0, spec.startsWith('@') ? 2 : 1).join('/');

async function startGraph() {
  const { serverBuildOptions } = (await import('../build.mjs' as string)) as { serverBuildOptions: BuildOptions };
  const options = { entryPoints: { main: 'src/main.ts' }, outdir: 'dist-test', write: false, metafile: true } as const;
  const { metafile } = await build({ ...serverBuildOptions, ...options, sourcemap: false, logLevel: 'silent' });
  const outputs = (metafile as Metafile).outputs;
  const entry = (file: string) => Object.keys(outputs).find((o) => outputs[o]!.entryPoint === file);
  // main.ts imports serve.ts (after turning on the compile cache), which awaits import('./app') before it
  // listens: those chunks are on the start path too.
  const chunkOf = (input: string) => Object.keys(outputs).find((o) => input in outputs[o]!.inputs);
  const seen = new Set<string>();
  const externals = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    for (const im of outputs[file]!.imports) {
      if (im.kind !== 'import-statement') continue;
      if (im.external) externals.add(im.path);
      else visit(im.path);
    }
  };
  visit(entry('src/main.ts')!);
  visit(chunkOf('src/serve.ts')!);
  visit(chunkOf('src/app.ts')!);
  const inputs = [...seen].flatMap((o) => Object.keys(outputs[o]!.inputs));
  // What the start's chunks hold of each input (a module esbuild tree-shook away counts nothing).
  const loaded = [...seen].flatMap((o) =>
    Object.entries(outputs[o]!.inputs).filter(([, v]) => v.bytesInOutput > 0).map(([i]) => i));
  return { externals: [...externals].map(packageOf), inputs, loaded, chunks: seen.size };
}

describe('what a start loads', () => {
  it('imports no renderer, compiler, model runtime or SDK statically: they load on first use', async () => {
    const { externals, inputs, chunks } = await startGraph();
    expect(chunks).toBeGreaterThan(2); // the walk found the app chunk and its imports
    expect(externals.filter((p) => HEAVY.includes(p))).toEqual([]);
    // Nor bundled into the start path (a package outside the build's externals would be).
    const fromPackages = inputs.filter((i) => i.includes('node_modules/'));
    const bundled = new Set(fromPackages.map((i) => packageOf(i.split('node_modules/').pop()!)));
    expect(HEAVY.filter((p) => bundled.has(p))).toEqual([]);
    // The knowledge records parse on first use: on the start path only as the lazy-JSON wrapper.
    const records = inputs.filter((i) => i.includes('knowledge/records/') && i.endsWith('.json'));
    expect(records.filter((i) => !i.startsWith('lazy-json:'))).toEqual([]);
  }, 60_000);

  it('loads neither the offline engine nor the startup model: the first answer that needs one does', async () => {
    const { loaded } = await startGraph();
    // The engine's knowledge and tables (~1.8 MB of code and JSON) and the model's mechanics: lazy-packages.ts
    // imports them. The contract's schemas need only the model's ids, limits and currencies (startup-model/ids):
    // the currencies include the world's (world.ts and its table; their patterns compile on first use).
    // (multipliers.ts: the few words a currency mark may follow, "1,5 млн ₽".)
    const ids = ['ids.ts', 'types.ts', 'limits.ts', 'currency.ts', 'multipliers.ts', 'countries.ts', 'world.ts',
      'data/world-currencies.json'].map((f) => `../../packages/startup-model/src/${f}`);
    const packages = loaded.filter((i) => /packages\/(offline-engine|startup-model)\//.test(i));
    expect(packages.filter((i) => !ids.includes(i))).toEqual([]);
  }, 60_000);
});
