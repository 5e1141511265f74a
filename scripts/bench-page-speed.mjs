#!/usr/bin/env node
// Landing page speed in Debian Chromium over loopback, from the browser's own performance timeline:
//   LCP: the last 'largest-contentful-paint' entry;
//   CLS: the largest session window of 'layout-shift' entries without recent input (gaps < 1 s, ≤ 5 s);
//   TBT: Σ max(0, duration − 50 ms) of 'longtask' entries, clipped to [FCP, end of the quiet window].
// Each load is a first visit (a fresh browser context: empty cache and storage) of the built app
// served by the built server; the figure is the median of BENCH_PAGE_RUNS loads (default 5).
// `pageSpeedBench()` returns rows { measure, value, unit, target, ok, reference } for `npm run bench`.
// Alone: node scripts/bench-page-speed.mjs   (CHROMIUM_PATH, default /usr/bin/chromium)
import { chromium } from 'playwright-core';
import { median, round, runAlone } from './lib/bench-table.mjs';
import { benchServer } from './lib/bench-data.mjs';
import { buildIfStale, sleep } from './lib/server.mjs';

const TARGETS = { lcp: 800, cls: 0.02, tbt: 100 };
const VIEWPORT = { width: 1350, height: 940 }; // Lighthouse's desktop viewport
/** The page counts as settled after this long without a long task, a layout shift or a new LCP entry. */
const QUIET_MS = 1_000;
const MAX_WAIT_MS = 10_000;

// Runs in the page before any of its scripts: records the timeline entries as they arrive.
const OBSERVE = () => {
  const perf = { fcp: null, lcp: null, lcpElement: '', shifts: [], longTasks: [], last: 0 };
  window.__pageSpeed = perf;
  const describe = (node) => (node ? `${node.nodeName.toLowerCase()}${node.id ? `#${node.id}` : ''} "${(node.textContent ?? '').trim().slice(0, 40)}"` : '');
  const observe = (type, onEntry) => {
    try {
      new PerformanceObserver((list) => list.getEntries().forEach(onEntry)).observe({ type, buffered: true });
    } catch {
      /* not supported */
    }
  };
  observe('paint', (e) => {
    if (e.name === 'first-contentful-paint') perf.fcp = e.startTime;
  });
  observe('largest-contentful-paint', (e) => {
    perf.lcp = e.startTime;
    perf.lcpElement = describe(e.element);
    perf.last = performance.now();
  });
  observe('layout-shift', (e) => {
    if (e.hadRecentInput) return;
    perf.shifts.push({ start: e.startTime, value: e.value, sources: (e.sources ?? []).map((s) => describe(s.node)) });
    perf.last = performance.now();
  });
  observe('longtask', (e) => {
    perf.longTasks.push({ start: e.startTime, duration: e.duration });
    perf.last = performance.now();
  });
};

/** CLS as Chromium defines it: the worst session window (gaps under 1 s, windows at most 5 s). */
export function cumulativeLayoutShift(shifts) {
  let worst = 0;
  let current = 0;
  let windowStart = -Infinity;
  let previous = -Infinity;
  for (const s of [...shifts].sort((a, b) => a.start - b.start)) {
    if (s.start - previous >= 1_000 || s.start - windowStart >= 5_000) {
      current = 0;
      windowStart = s.start;
    }
    current += s.value;
    previous = s.start;
    worst = Math.max(worst, current);
  }
  return worst;
}

/** TBT: the part of each long task beyond 50 ms, counting only time between `from` and `to`. */
export function totalBlockingTime(longTasks, from, to) {
  let total = 0;
  for (const t of longTasks) {
    const start = Math.max(t.start, from);
    const end = Math.min(t.start + t.duration, to);
    if (end - start > 50) total += end - start - 50;
  }
  return total;
}

/** One first visit of `url`; the figures of that load. */
async function loadOnce(browser, url) {
  const context = await browser.newContext({ viewport: VIEWPORT });
  try {
    const page = await context.newPage();
    await page.addInitScript(OBSERVE);
    await page.goto(url, { waitUntil: 'load', timeout: 30_000 });
    await page.getByRole('heading', { level: 1 }).first().waitFor({ timeout: 15_000 });
    const started = Date.now();
    // Settled: QUIET_MS without new entries (long tasks, shifts, LCP candidates) and no request in flight.
    while (Date.now() - started < MAX_WAIT_MS) {
      const idle = await page.evaluate(() => performance.now() - window.__pageSpeed.last);
      if (idle >= QUIET_MS) break;
      await sleep(100);
    }
    const perf = await page.evaluate(() => ({ ...window.__pageSpeed, now: performance.now() }));
    const fcp = perf.fcp ?? 0;
    return {
      lcp: perf.lcp ?? NaN,
      lcpElement: perf.lcpElement,
      fcp,
      cls: cumulativeLayoutShift(perf.shifts),
      shiftSources: [...new Set(perf.shifts.flatMap((s) => s.sources))],
      tbt: totalBlockingTime(perf.longTasks, fcp, perf.now),
      longTasks: perf.longTasks.length,
    };
  } finally {
    await context.close();
  }
}

/**
 * Loads the landing page `runs` times (after one warm-up load that lets the server read its files
 * once) and returns the LCP, CLS and TBT rows. `url`: an already running server; otherwise the
 * built server is started on a temporary data dir (PGlite) and stopped again.
 */
export async function pageSpeedBench({ url, runs = Math.min(Number(process.env.BENCH_PAGE_RUNS ?? 5), 20), log = console.log } = {}) {
  let server;
  if (!url) {
    buildIfStale({ web: true, server: true });
    server = await benchServer({ prefix: 'uc-bench-page-', env: { LOG_LEVEL: 'warn' }, share: true });
    url = server.url;
  }
  let browser;
  try {
    browser = await chromium.launch({
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      headless: true,
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--no-first-run', '--disable-component-update', '--disable-sync'],
    });
    await loadOnce(browser, `${url}/`); // warm-up: the server's first reads of the files, Chromium's start
    const loads = [];
    for (let i = 0; i < runs; i++) loads.push(await loadOnce(browser, `${url}/`));
    const pick = (key) => loads.map((l) => l[key]);
    const [lcp, cls, tbt, fcp] = [median(pick('lcp')), median(pick('cls')), median(pick('tbt')), median(pick('fcp'))];
    const spread = (key, digits = 0) => `[${pick(key).map((v) => v.toFixed(digits)).join(', ')}]`;
    log(`landing page, ${runs} first visits at ${VIEWPORT.width}×${VIEWPORT.height}: LCP ${spread('lcp')} ms, FCP ${spread('fcp')} ms, CLS ${spread('cls', 3)}, TBT ${spread('tbt')} ms, long tasks ${spread('longTasks')}`);
    log(`  LCP element: ${[...new Set(pick('lcpElement'))].join(' | ')}`);
    const sources = [...new Set(loads.flatMap((l) => l.shiftSources))];
    if (sources.length) log(`  layout shifts from: ${sources.join(' | ')}`);
    return [
      { measure: 'Landing LCP (Chromium, loopback, first visit)', value: round(lcp, 0), unit: 'ms median', target: `< ${TARGETS.lcp}`, ok: lcp < TARGETS.lcp, reference: `FCP ${round(fcp, 0)} ms; ${runs} loads ${spread('lcp')}` },
      { measure: 'Landing CLS', value: round(cls, 3), unit: 'median', target: `< ${TARGETS.cls}`, ok: cls < TARGETS.cls, reference: `worst ${Math.max(...pick('cls')).toFixed(3)}` },
      { measure: 'Landing TBT (FCP → quiet)', value: round(tbt, 0), unit: 'ms median', target: `< ${TARGETS.tbt}`, ok: tbt < TARGETS.tbt, reference: `worst ${Math.max(...pick('tbt')).toFixed(0)} ms` },
    ];
  } finally {
    await browser?.close();
    await server?.stop();
  }
}

await runAlone(import.meta.url, () => pageSpeedBench());
