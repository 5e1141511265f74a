#!/usr/bin/env node
// Initial JavaScript of the landing page: the production build's entry script plus every chunk it
// preloads (its static imports), gzipped. Lazy routes and what the page imports after first paint
// (the API client, zod and the contract's schemas, sonner, the FAQ) are not counted: they load later.
// Builds into a temp folder with NODE_ENV=production so it neither races with apps/web/dist nor
// measures a development React build. `landingJsBench()` returns the row for `npm run bench`.
// Alone: node scripts/bench-landing-js.mjs
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { round, runAlone } from './lib/bench-table.mjs';
import { TINY } from './lib/bench-tiny.mjs';
import { ROOT, removeDir, staleBuilds, tempDir, WEB_INDEX } from './lib/server.mjs';

/** Issue 17: landing page initial JS at most 130 KB gzipped (it was 180–190 KB). */
const BUDGET_KB = 130;

export async function landingJsBench({ log = console.log } = {}) {
  // Tiny mode reads the production build `npm run bench` has just checked is fresh (apps/web/dist) instead of building again.
  const reuse = TINY && !staleBuilds({ web: true, server: false }).length;
  const outDir = reuse ? path.dirname(WEB_INDEX) : tempDir('uc-bench-web-');
  try {
    if (!reuse) {
      const res = spawnSync('npx', ['vite', 'build', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'error'], {
        cwd: path.join(ROOT, 'apps/web'),
        env: { ...process.env, NODE_ENV: 'production' },
        stdio: ['ignore', 'ignore', 'inherit'],
      });
      if (res.status !== 0) throw new Error(`vite build failed (exit ${res.status ?? res.signal})`);
    }
    const html = readFileSync(path.join(outDir, 'index.html'), 'utf8');
    const files = [...new Set([...html.matchAll(/<(?:script[^>]*src|link[^>]*rel="modulepreload"[^>]*href)="\/([^"]+\.js)"/g)].map((m) => m[1]))];
    const sizes = files.map((file) => {
      const raw = readFileSync(path.join(outDir, file));
      return { file, raw: raw.length, gzip: gzipSync(raw, { level: 9 }).length };
    });
    const kb = (n) => n / 1024;
    const total = kb(sizes.reduce((sum, s) => sum + s.gzip, 0));
    log(`landing page initial JS (production build, entry + preloaded chunks, gzip -9): ${total.toFixed(1)} KB`);
    for (const s of sizes.sort((a, b) => b.gzip - a.gzip)) log(`  ${s.file.padEnd(40)} ${kb(s.gzip).toFixed(1).padStart(7)} KB gzip  (${kb(s.raw).toFixed(1)} KB raw)`);
    const biggest = sizes[0];
    return [
      {
        measure: 'Landing page initial JS (gzip)',
        value: round(total, 1),
        unit: 'KB',
        target: `≤ ${BUDGET_KB}`,
        ok: total <= BUDGET_KB,
        reference: `${sizes.length} files; largest ${path.basename(biggest.file)} ${kb(biggest.gzip).toFixed(1)} KB`,
      },
    ];
  } finally {
    if (!reuse) removeDir(outDir);
  }
}

await runAlone(import.meta.url, () => landingJsBench());
