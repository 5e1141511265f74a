#!/usr/bin/env node
// Issue 37: the local engine (LLM_PROVIDER=local) on the tiny random-weight GGUF the tests generate:
// time to first token, tokens/s, the engine process's RSS with the model loaded, the server's RSS
// after unload, and the overhead of one answer (a 1-token answer: IPC, session, prompt evaluation).
// The tiny model says nothing about a real model's speed; it measures what the product adds around it.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from 'esbuild';
import { median, round, runAlone } from './lib/bench-table.mjs';

const SERVER = fileURLToPath(new URL('../apps/server/', import.meta.url));
const RUNS = Math.min(Number(process.env.BENCH_LOCAL_RUNS ?? 5), 50);

/** The engine and the provider bundled beside each other (the provider forks ./local-engine.js), inside apps/server so node-llama-cpp resolves. */
async function bundle(dir) {
  writeFileSync(
    path.join(dir, 'entry.ts'),
    `export { createLocalModelManager } from '../src/providers/llm/local/local-model';
export { createLocalProvider } from '../src/providers/llm/local/local-provider';
export { tinyGguf } from '../test/tiny-gguf';
export { createOfflineProvider } from '@uc/offline-engine';`,
  );
  const common = { bundle: true, platform: 'node', format: 'esm', target: 'node20', outdir: dir, external: ['node-llama-cpp'], logLevel: 'warning' };
  await build({ ...common, entryPoints: { entry: path.join(dir, 'entry.ts'), 'local-engine': path.join(SERVER, 'src/providers/llm/local/local-engine.ts') } });
  return import(pathToFileURL(path.join(dir, 'entry.js')).href);
}

const childRssMb = () => {
  try {
    // ps and esbuild's service are children too: only the engine counts.
    const out = execFileSync('ps', ['-o', 'rss=,comm=', '--ppid', String(process.pid)], { encoding: 'utf8' });
    const rows = out.split('\n').map((l) => l.trim().split(/\s+/)).filter(([, comm]) => comm && comm !== 'ps' && comm !== 'esbuild');
    return rows.reduce((n, [rss]) => n + Number(rss), 0) / 1024;
  } catch {
    return 0; // no child left
  }
};

export async function localModelBench({ log = console.log } = {}) {
  const dir = mkdtempSync(path.join(SERVER, '.bench-local-'));
  const data = mkdtempSync(path.join(os.tmpdir(), 'uc-bench-local-'));
  try {
    const m = await bundle(dir);
    mkdirSync(path.join(data, 'models'));
    writeFileSync(path.join(data, 'models', 'tiny.gguf'), m.tinyGguf());
    const model = m.createLocalModelManager({ dataDir: data, url: 'http://127.0.0.1:9/tiny.gguf' });
    const llm = m.createLocalProvider({ model, fallback: m.createOfflineProvider(), contextSize: 2048 });
    const ask = (maxOutputTokens) => ({ system: 'You are a co-founder.', messages: [{ role: 'user', content: 'Who are my first customers?' }], maxOutputTokens });
    const rssBefore = process.memoryUsage().rss / 1024 ** 2;
    const t0 = performance.now();
    await llm.generateText(ask(1));
    const loadMs = performance.now() - t0;
    const engineRss = childRssMb();
    const firsts = [];
    const speeds = [];
    const overheads = [];
    for (let i = 0; i < RUNS; i++) {
      const start = performance.now();
      const s = llm.streamText(ask(200));
      let first = null;
      for await (const _ of s.textStream) first ??= performance.now() - start;
      const r = await s.result;
      const secs = (performance.now() - start - first) / 1000;
      firsts.push(first);
      speeds.push((r.usage.outputTokens - 1) / Math.max(secs, 1e-3));
      const o = performance.now();
      await llm.generateText(ask(1));
      overheads.push(performance.now() - o);
    }
    await llm.unload();
    await new Promise((r) => setTimeout(r, 300));
    const rssAfter = process.memoryUsage().rss / 1024 ** 2;
    const left = childRssMb();
    log(`load ${loadMs.toFixed(0)} ms; first token ${median(firsts).toFixed(1)} ms; ${median(speeds).toFixed(0)} tokens/s; engine RSS ${engineRss.toFixed(0)} MB`);
    const ref = `tiny random-weight GGUF (0.5 MB, 2 layers), ${RUNS} runs, ${os.availableParallelism()} cores`;
    return [
      { measure: 'Local model: load (engine process start + model load)', value: round(loadMs, 0), unit: 'ms', target: null, ok: true, reference: ref },
      { measure: 'Local model: time to first token, median', value: round(median(firsts), 1), unit: 'ms', target: null, ok: true, reference: ref },
      { measure: 'Local model: tokens per second, median', value: round(median(speeds), 0), unit: 'tok/s', target: null, ok: true, reference: ref },
      { measure: 'Local model: overhead per answer (1-token answer), median', value: round(median(overheads), 1), unit: 'ms', target: null, ok: true, reference: ref },
      { measure: 'Local model: engine process RSS with the model loaded', value: round(engineRss, 0), unit: 'MB', target: null, ok: true, reference: 'a child process: the server keeps none of it' },
      { measure: 'Local model: server RSS after unload, change', value: round(rssAfter - rssBefore, 1), unit: 'MB', target: null, ok: true, reference: `engine processes left after unload: ${left > 0 ? 'yes' : 'none'}` },
    ];
  } finally {
    rmSync(dir, { recursive: true, force: true });
    rmSync(data, { recursive: true, force: true });
  }
}

runAlone(import.meta.url, localModelBench);
