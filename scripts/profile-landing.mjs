#!/usr/bin/env node
// What the landing page's long tasks are made of (issue 42, item 4): one first visit in Chromium
// with a performance trace; for every task over 50 ms on the page's main thread, the time of the
// work inside it by kind (script evaluation, style, layout, paint, …) and the scripts evaluated.
// Usage: node scripts/profile-landing.mjs   (builds web and server when stale; CHROMIUM_PATH, PROFILE_RUNS default 3)
import { chromium } from 'playwright-core';
import { benchServer } from './lib/bench-data.mjs';
import { buildIfStale } from './lib/server.mjs';

const RUNS = Math.min(Number(process.env.PROFILE_RUNS ?? 3), 10);
const CATEGORIES = ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'v8.execute', 'blink.user_timing', 'loading'];
/** Events that nest inside a task; their durations are summed by name (children's time is not taken out). */
const KINDS = new Set(['EvaluateScript', 'v8.compile', 'v8.compileModule', 'v8.evaluateModule', 'FunctionCall', 'TimerFire', 'EventDispatch', 'ParseHTML', 'ParseAuthorStyleSheet', 'UpdateLayoutTree', 'Layout', 'PrePaint', 'Paint', 'Layerize', 'RasterTask', 'Decode Image', 'FireAnimationFrame', 'RunMicrotasks', 'v8.run', 'V8.GCScavenger', 'MajorGC', 'MinorGC']);

buildIfStale({ web: true, server: true });
const server = await benchServer({ prefix: 'uc-profile-landing-', env: { LOG_LEVEL: 'warn' } });
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', headless: true, args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-sync'] });
try {
  for (let run = -1; run < RUNS; run++) {
    const context = await browser.newContext({ viewport: { width: 1350, height: 940 } });
    const page = await context.newPage();
    if (run >= 0) await browser.startTracing(page, { categories: CATEGORIES });
    await page.goto(`${server.url}/`, { waitUntil: 'load' });
    await page.waitForTimeout(2500);
    if (run >= 0) {
      const { traceEvents } = JSON.parse((await browser.stopTracing()).toString());
      // The page's renderer: of the CrRendererMain threads (the first about:blank has one too), the busiest.
      const mains = traceEvents.filter((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain');
      const eventsOf = (t) => traceEvents.filter((e) => e.pid === t.pid && e.tid === t.tid && e.ph === 'X');
      const main = mains.map((t) => ({ ...t, events: eventsOf(t) })).sort((a, b) => b.events.length - a.events.length)[0];
      const onMain = main?.events ?? [];
      // Chromium names a top-level task 'RunTask' (older) or 'ThreadControllerImpl::RunTask'.
      const tasks = onMain.filter((e) => /(^|::)RunTask$/.test(e.name) && e.dur > 50_000);
      if (!main) console.log('  no CrRendererMain thread in the trace');
      console.log(`run ${run + 1}: ${tasks.length} long tasks, TBT-like sum ${tasks.reduce((n, t) => n + t.dur / 1000 - 50, 0).toFixed(0)} ms`);
      for (const t of tasks) {
        const inside = onMain.filter((e) => e !== t && e.ts >= t.ts && e.ts + (e.dur ?? 0) <= t.ts + t.dur && KINDS.has(e.name));
        const by = new Map();
        for (const e of inside) by.set(e.name, (by.get(e.name) ?? 0) + e.dur / 1000);
        const where = (e) => {
          const d = e.args?.data ?? {};
          const url = (d.url ?? e.args?.fileName ?? '').split('/').pop();
          return url ? `${url}${d.functionName ? ` ${d.functionName}` : ''}${d.lineNumber ? `:${d.lineNumber}` : ''}` : '';
        };
        const scripts = [...new Set(inside.filter((e) => ['EvaluateScript', 'v8.evaluateModule', 'FunctionCall', 'TimerFire'].includes(e.name)).map(where).filter(Boolean))].slice(0, 6);
        console.log(`  ${(t.dur / 1000).toFixed(0)} ms task: ${[...by].sort((a, b) => b[1] - a[1]).slice(0, 8).map(([k, v]) => `${k} ${v.toFixed(0)}`).join(', ')}${scripts.length ? `; in ${scripts.join(' | ')}` : ''}`);
      }
    }
    await context.close();
  }
} finally {
  await browser.close();
  await server.stop();
}
process.exit(0);
