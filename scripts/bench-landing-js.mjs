// Initial JavaScript of the landing page: the production build's entry script plus every chunk it
// preloads (its static imports), gzipped. Lazy routes are not counted: they load on navigation.
// Builds into a temp folder with NODE_ENV=production so it neither races with apps/web/dist nor
// measures a development React build.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { ROOT, removeDir, tempDir } from './lib/server.mjs';

/** The budget of issue 6: landing page initial JS under 150 KB gzipped. */
const BUDGET_KB = 150;

export async function landingJsBench() {
  const outDir = tempDir('uc-bench-web-');
  try {
    const res = spawnSync('npx', ['vite', 'build', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'error'], {
      cwd: path.join(ROOT, 'apps/web'),
      env: { ...process.env, NODE_ENV: 'production' },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    if (res.status !== 0) throw new Error(`vite build failed (exit ${res.status ?? res.signal})`);
    const html = readFileSync(path.join(outDir, 'index.html'), 'utf8');
    const files = [...new Set([...html.matchAll(/<(?:script[^>]*src|link[^>]*rel="modulepreload"[^>]*href)="\/([^"]+\.js)"/g)].map((m) => m[1]))];
    const sizes = files.map((file) => {
      const raw = readFileSync(path.join(outDir, file));
      return { file, raw: raw.length, gzip: gzipSync(raw, { level: 9 }).length };
    });
    const kb = (n) => (n / 1024).toFixed(1);
    const total = sizes.reduce((sum, s) => sum + s.gzip, 0);
    console.log(`\nlanding page initial JS (production build, entry + preloaded chunks, gzip -9): ${kb(total)} KB  [budget ${BUDGET_KB} KB: ${total / 1024 <= BUDGET_KB ? 'within' : 'OVER'}]`);
    for (const s of sizes.sort((a, b) => b.gzip - a.gzip)) console.log(`  ${s.file.padEnd(40)} ${kb(s.gzip).padStart(7)} KB gzip  (${kb(s.raw)} KB raw)`);
    console.log('  (Lighthouse is not measured: the npm lighthouse package breaks npm ci in this repository.)');
  } finally {
    removeDir(outDir);
  }
}
