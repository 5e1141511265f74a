import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * `npm run bench` must never crash: its bare transfer server survives a client that goes away, and
 * with BENCH_TINY=1 every section runs its code path once (tiny sizes) and gives rows, none "failed".
 * Runs with the e2e suite (not opt-in).
 */
const ROOT = fileURLToPath(new URL('../..', import.meta.url));
type Row = { measure: string; value: number | null; reference?: string };

describe('the bench', () => {
  it('bare transfer server: a client closing mid-download ends that response only', async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'uc-bench-bare-'));
    writeFileSync(path.join(dir, 'bare.bin'), Buffer.alloc(32 * 1024 * 1024, 'x'));
    const modulePath = path.join(ROOT, 'scripts/bench-dataroom.mjs');
    const { bareTransferServer } = (await import(/* @vite-ignore */ modulePath)) as { bareTransferServer: (d: string) => Promise<{ url: string; close: () => Promise<void> }> };
    const bare = await bareTransferServer(dir);
    const unhandled: unknown[] = [];
    const onUnhandled = (e: unknown) => unhandled.push(e);
    process.on('unhandledRejection', onUnhandled);
    try {
      // Read a little, then hang up (what a cut-short curl does).
      await new Promise<void>((resolve) => {
        const req = request(bare.url, (res) => res.once('data', () => (req.destroy(), resolve())));
        req.on('error', () => resolve());
        req.end();
      });
      await new Promise((r) => setTimeout(r, 300));
      const after = await fetch(bare.url);
      expect(after.status).toBe(200);
      expect((await after.arrayBuffer()).byteLength).toBe(32 * 1024 * 1024);
      expect(unhandled).toEqual([]);
    } finally {
      process.off('unhandledRejection', onUnhandled);
      await bare.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });

  // Every section of `npm run bench` (scripts/bench.mjs SECTIONS) and the rows it gives. The servers run on
  // copies of one database prepared once (scripts/lib/bench-data.mjs). On this 2-core machine at load 20 the tiny
  // run went past 4 minutes before that (each section made its own database) and took 155–220 s after.
  const SECTIONS: Record<string, string[]> = {
    chat: ['Added first-token latency, 2 concurrent streams, PGlite', 'Time to first streamed text, offline engine', 'Chat stream throughput'],
    dataroom: ['Data-room list', 'Search matching every file', '50 MB upload throughput vs cp', '50 MB download throughput vs cp', 'Server RSS after the data-room load'],
    'cold-start': ['Cold start to /health'],
    http: ['GET /health vs bare Fastify', 'GET /api/v1/auth/me vs bare Fastify'],
    'landing-js': ['Landing page initial JS'],
    'page-speed': ['Landing LCP', 'Landing CLS', 'Landing TBT'],
    instances: ['GET /auth/me, 1 instance', 'GET /auth/me, 2 instances', 'Chat streams (offline engine), 1 instance', 'Chat streams (offline engine), 2 instances'],
    'startup-model': ['Startup-model forecast (36 months, any archetype), Node', 'Startup-model forecast (36 months, any archetype), Chromium'],
    memory: ['Server RSS after the load runs'],
  };

  it('`npm run bench` with BENCH_TINY=1 exits 0, every section gives its rows and none failed, and it leaves no data behind', async () => {
    const tmp = mkdtempSync(path.join(os.tmpdir(), 'uc-bench-tiny-'));
    const rowsFile = path.join(tmp, 'rows.json');
    const childTmp = path.join(tmp, 'tmp'); // the run's temp dirs (data dirs, the prepared database): empty again at the end
    mkdirSync(childTmp);
    const output: string[] = [];
    try {
      const code = await new Promise<number | null>((resolve) => {
        const child = spawn('npm', ['run', 'bench', '--silent'], {
          cwd: ROOT,
          env: { ...process.env, NODE_ENV: 'production', BENCH_TINY: '1', BENCH_ROWS_FILE: rowsFile, TMPDIR: childTmp, BENCH_MAX_MINUTES: '5' },
          stdio: ['ignore', 'pipe', 'pipe'],
        });
        child.stdout.on('data', (d) => output.push(String(d)));
        child.stderr.on('data', (d) => output.push(String(d)));
        // The bench stops itself at 5 min (BENCH_MAX_MINUTES); this only guards against a bench that would not (it ends its children on SIGTERM).
        const guard = setTimeout(() => child.kill('SIGTERM'), 320_000);
        child.on('exit', (c) => (clearTimeout(guard), resolve(c)));
      });
      const log = output.join('');
      expect(existsSync(rowsFile), log).toBe(true);
      const rows = JSON.parse(readFileSync(rowsFile, 'utf8')) as Row[];
      // A row without a figure is a failure unless the machine lacks what the section needs (PostgreSQL, Redis).
      const failed = rows.filter((r) => r.value === null && !/^needs /.test(r.reference ?? '')).map((r) => `${r.measure}: ${r.reference}`);
      expect(failed, log).toEqual([]);
      for (const [section, measures] of Object.entries(SECTIONS)) {
        for (const measure of measures) expect(rows.some((r) => r.measure.startsWith(measure)), `${section}: no row "${measure}"\n${log}`).toBe(true);
      }
      expect(code, log).toBe(0);
      // node-compile-cache is Node's own module cache (npm 11 enables it on Node 22+), not the bench's data.
      expect(readdirSync(childTmp).filter((d) => d !== 'node-compile-cache'), 'temp dirs left by the run').toEqual([]);
    } finally {
      rmSync(tmp, { recursive: true, force: true });
    }
  }, 420_000);
});
