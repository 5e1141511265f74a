#!/usr/bin/env node
// Issue 23: how long one 36-month forecast takes (the Startup screen recomputes it on every
// keystroke), in Node and in headless Chromium (Debian's). The package is bundled with esbuild as
// the browser gets it; every archetype is timed (a startup of each kind), the median reported.
//   CHROMIUM_PATH (default /usr/bin/chromium)   BENCH_FORECAST_RUNS (default 300 per archetype)
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from 'esbuild';
import { round, runAlone } from './lib/bench-table.mjs';

const RUNS = Math.min(Number(process.env.BENCH_FORECAST_RUNS ?? 300), 5000);
const ENTRY = fileURLToPath(new URL('../packages/startup-model/src/index.ts', import.meta.url));

/**
 * Runs in Node and, as text, in the page: times `runs` forecasts per archetype after a warm-up,
 * in batches of 10 (the browser's timer is coarsened to ~0.1 ms), as the time per forecast.
 */
function timeForecasts(sm, runs) {
  const times = [];
  const BATCH = 10;
  for (const id of sm.ARCHETYPE_IDS) {
    const model = sm.buildStartupModel({ startup_name: 'Bench', idea: 'a startup', stage: 'mvp', team_size: 3, country: 'NG' }, { archetype: id });
    for (let i = 0; i < 50; i++) sm.forecast(model);
    for (let i = 0; i < runs / BATCH; i++) {
      const t0 = performance.now();
      for (let k = 0; k < BATCH; k++) sm.forecast(model, ['base', 'bear', 'bull'][k % 3]);
      times.push((performance.now() - t0) / BATCH);
    }
  }
  times.sort((a, b) => a - b);
  return { median: times[Math.floor(times.length / 2)], p95: times[Math.floor(times.length * 0.95)], n: times.length * BATCH };
}

async function bundle(format) {
  const out = await build({ entryPoints: [ENTRY], bundle: true, write: false, format, globalName: format === 'iife' ? 'StartupModel' : undefined, platform: 'neutral', target: 'es2022', minify: true });
  return out.outputFiles[0].text;
}

export async function startupModelBench({ log = console.log } = {}) {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'uc-bench-sm-'));
  const rows = [];
  try {
    const file = path.join(dir, 'startup-model.mjs');
    writeFileSync(file, await bundle('esm'));
    const sm = await import(pathToFileURL(file).href);
    const node = timeForecasts(sm, RUNS);
    log(`node: ${node.n} forecasts, median ${node.median.toFixed(3)} ms, p95 ${node.p95.toFixed(3)} ms`);
    rows.push({ measure: 'Startup-model forecast (36 months, any archetype), Node, median', value: round(node.median, 3), unit: 'ms', target: '< 5', ok: node.median < 5, reference: `p95 ${node.p95.toFixed(3)} ms, ${node.n} forecasts in batches of 10` });

    const { chromium } = await import('playwright-core');
    const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', headless: true, args: ['--no-sandbox', '--disable-gpu', '--no-first-run'] });
    try {
      const page = await browser.newPage();
      await page.addScriptTag({ content: await bundle('iife') });
      const web = await page.evaluate(([fn, runs]) => new Function('sm', 'runs', `return (${fn})(sm, runs)`)(window.StartupModel, runs), [timeForecasts.toString(), RUNS]);
      log(`chromium: ${web.n} forecasts, median ${web.median.toFixed(3)} ms, p95 ${web.p95.toFixed(3)} ms`);
      rows.push({ measure: 'Startup-model forecast (36 months, any archetype), Chromium, median', value: round(web.median, 3), unit: 'ms', target: '< 5', ok: web.median < 5, reference: `p95 ${web.p95.toFixed(3)} ms, ${web.n} forecasts in batches of 10` });
    } finally {
      await browser.close();
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  return rows;
}

await runAlone(import.meta.url, () => startupModelBench(), { limitMinutes: 3 });
