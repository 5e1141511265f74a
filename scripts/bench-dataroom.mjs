#!/usr/bin/env node
// Data-room bench against the built server (loopback, temp data dir, PGlite):
//  1. upload and download a 50 MB file: throughput against `cp` on the same disk, with a bare
//     Node HTTP server doing the same transfer as the reference (the ceiling of HTTP on loopback).
//     The client is curl, as a browser would be native: Node's fetch alone spends longer than `cp`
//     on 50 MB (its web streams), which measured the client rather than the server;
//  2. the listing with 1 000 files under 20 connections (autocannon);
//  3. a search matching every one of 10 000 files, sorted by name: p50 / p95 (computed each time:
//     the page size varies, so no run is answered from the listing cache);
//  4. the server's resident memory after these loads.
// `dataroomBench()` returns table rows { measure, value, unit, target, ok, reference } for `npm run bench`.
// Alone: node scripts/bench-dataroom.mjs   (BENCH_LIST_DURATION s, default 10; BENCH_SEARCH_RUNS, default 200)
import { execFile, execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createReadStream, createWriteStream, readFileSync, statSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { promisify } from 'node:util';
import { pipeline } from 'node:stream/promises';
import { PGlite } from '@electric-sql/pglite';
import autocannon from 'autocannon';
import { preparedDataDir } from './lib/bench-data.mjs';
import { signUpVerified } from './lib/bench-user.mjs';
import { rssMb } from './lib/rss.mjs';
import { buildIfStale, removeDir, startServer, tempDir } from './lib/server.mjs';
import { runAlone } from './lib/bench-table.mjs';
import { sized, TINY } from './lib/bench-tiny.mjs';

const FILE_MB = sized(50, 1);
const LIST_FILES = sized(1_000, 20);
const SEARCH_FILES = sized(10_000, 40);
const TRANSFER_RUNS = sized(5, 1);

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const pct = (xs, p) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.ceil((p / 100) * xs.length) - 1)];
/** User + system CPU of `pid` so far, in ms (Linux): per-request CPU stays meaningful on a loaded machine. */
const cpuMs = (pid) => {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10;
};
/** Runs `fn` n times one after the other; resolves to the results in order. */
const sequence = async (n, fn) => {
  const out = [];
  for (let i = 0; i < n; i++) out.push(await fn());
  return out;
};
const timed = async (fn) => {
  const t = performance.now();
  await fn();
  return performance.now() - t;
};

export async function call(url, init = {}) {
  const res = await fetch(url, init);
  const text = await res.text();
  if (!res.ok) throw new Error(`${init.method ?? 'GET'} ${url} answered ${res.status}: ${text}`);
  return text ? JSON.parse(text) : null;
}


/**
 * The same transfer without our app: Node's http module piping to and from the same disk. A client
 * that goes away mid-transfer (curl timing out, the bench cut short) ends that response only: the
 * pipeline's rejection (ERR_STREAM_PREMATURE_CLOSE) is handled here, never left to crash the run.
 */
export async function bareTransferServer(dir) {
  const server = http.createServer(async (req, res) => {
    const file = path.join(dir, 'bare.bin');
    try {
      if (req.method === 'POST') {
        await pipeline(req, createWriteStream(file));
        res.end('{}');
      } else {
        res.writeHead(200, { 'content-type': 'application/octet-stream', 'content-length': statSync(file).size });
        await pipeline(createReadStream(file, { highWaterMark: 256 * 1024 }), res);
      }
    } catch (err) {
      if (err?.code !== 'ERR_STREAM_PREMATURE_CLOSE' && err?.code !== 'ECONNRESET') console.error(`bare transfer server: ${err?.message ?? err}`);
      if (!res.headersSent) res.writeHead(500).end();
      else res.destroy();
    }
  });
  await new Promise((r) => server.listen(0, '127.0.0.1', r));
  return { url: `http://127.0.0.1:${server.address().port}`, server, close: () => new Promise((r) => (server.closeAllConnections(), server.close(r))) };
}

const curl = promisify(execFile);
const headerArgs = (headers) => Object.entries(headers).flatMap(([k, v]) => ['-H', `${k}: ${v}`]);
/** Streams the file as the raw body (curl -T reads it as it sends; --data-binary would load it first). */
const uploadRaw = async (url, headers, source) => {
  const { stdout } = await curl('curl', ['-sSf', '-X', 'POST', '-T', source, ...headerArgs({ ...headers, 'content-type': 'application/octet-stream' }), url]);
  return stdout ? JSON.parse(stdout) : null;
};
const download = (url, headers, target) => curl('curl', ['-sSf', '-o', target, ...headerArgs(headers), url]);

/** Inserts `n` files straight into the (stopped) server's PGlite, spread over the default folders. */
export async function seedFiles(dataDir, folders, n, offset) {
  const pg = await PGlite.create(path.join(dataDir, 'pglite'), { database: 'template1' }); // the server's database (db/client.ts)
  const [{ user_id: userId }] = (await pg.query('select user_id from dataroom_folders limit 1')).rows;
  await pg.query(
    `insert into dataroom_files (user_id, folder_id, name, kind, mime_type, size, sha256, storage_key, description, tags, extracted_text, search_vector, updated_at)
     select $1, (array[$2,$3,$4]::uuid[])[1 + g % 3], 'report-' || g || '.pdf', 'pdf', 'application/pdf', 1000 + g, 'x', 'users/seed/' || g,
            'quarterly ' || (array['revenue','hiring','runway','churn','pricing'])[1 + g % 5], array['seed','q' || (g % 4)],
            'page text ' || md5(g::text) || ' ' || (array['alpha','bravo','charlie','delta','echo','foxtrot','golf'])[1 + g % 7],
            setweight(to_tsvector('simple', 'report ' || g || ' pdf'), 'A') || to_tsvector('simple', 'quarterly ' || (array['revenue','hiring','runway','churn','pricing'])[1 + g % 5] || ' seed q' || (g % 4)) || to_tsvector('simple', 'page text ' || md5(g::text) || ' ' || (array['alpha','bravo','charlie','delta','echo','foxtrot','golf'])[1 + g % 7]),
            now() - (g || ' minutes')::interval
     from generate_series($5::int + 1, $5::int + $6::int) g`,
    [userId, folders[0].id, folders[1].id, folders[2].id, offset, n],
  );
  await pg.query('analyze dataroom_files');
  await pg.close();
}

function cannon(opts) {
  return new Promise((resolve, reject) => autocannon({ timeout: 10, ...opts }, (err, r) => (err ? reject(err) : resolve(r))));
}

export async function dataroomBench({ listDuration = Number(process.env.BENCH_LIST_DURATION ?? 10), searchRuns = Number(process.env.BENCH_SEARCH_RUNS ?? 200), log = console.log } = {}) {
  let dataDir;
  const work = tempDir('uc-bench-files-');
  const env = { JWT_SECRET: randomBytes(36).toString('base64url'), AUTH_MAX_PER_IP: '1000', LOGIN_MAX_PER_IP: '1000' };
  let server;
  let bare;
  try {
    buildIfStale({ web: false, server: true });
    dataDir = await preparedDataDir('uc-bench-dataroom-');
    server = await startServer({ dataDir, env, echo: false });
    const auth = await signUpVerified(server.url);
    const { folders } = await call(`${server.url}/api/v1/data-room/files`, { headers: auth });

    // 1. 50 MB upload and download, ours and bare Node, median of TRANSFER_RUNS each.
    const source = path.join(work, 'big.txt');
    writeFileSync(source, randomBytes((FILE_MB * 1024 * 1024 * 3) / 4).toString('base64')); // text, so the type check passes
    const cpMs = median(Array.from({ length: TRANSFER_RUNS }, () => {
      const t = performance.now();
      execFileSync('cp', [source, path.join(work, 'copy.txt')]);
      return performance.now() - t;
    }));
    // The client's own ceiling: curl copying the same file from disk to disk, no HTTP.
    const curlCopyMs = median(await sequence(TRANSFER_RUNS, () => timed(() => curl('curl', ['-sSf', '-o', path.join(work, 'curl-copy.txt'), `file://${source}`]))));
    bare = await bareTransferServer(work);
    const filesUrl = `${server.url}/api/v1/data-room/files`;
    let fileId = (await uploadRaw(`${filesUrl}?filename=big.txt`, auth, source)).id; // warm-up
    await download(`${filesUrl}/${fileId}/download`, auth, path.join(work, 'down.txt'));
    await uploadRaw(bare.url, {}, source);
    const ups = [];
    const downs = [];
    const bareUps = [];
    const bareDowns = [];
    for (let i = 0; i < TRANSFER_RUNS; i++) {
      ups.push(await timed(async () => (fileId = (await uploadRaw(`${filesUrl}?filename=big.txt`, auth, source)).id)));
      downs.push(await timed(() => download(`${filesUrl}/${fileId}/download`, auth, path.join(work, 'down.txt'))));
      bareUps.push(await timed(() => uploadRaw(bare.url, {}, source)));
      bareDowns.push(await timed(() => download(bare.url, {}, path.join(work, 'down-bare.txt'))));
    }
    await bare.close();
    bare = null;
    const [up, downMs, bareUp, bareDown] = [median(ups), median(downs), median(bareUps), median(bareDowns)];
    log(`50 MB: cp ${cpMs.toFixed(0)} ms, curl file→file ${curlCopyMs.toFixed(0)} ms; upload ours ${up.toFixed(0)} ms, bare Node ${bareUp.toFixed(0)} ms; download ours ${downMs.toFixed(0)} ms, bare Node ${bareDown.toFixed(0)} ms`);

    // 2. The listing with LIST_FILES files, 20 connections. Tiny mode seeds the search's files too, which spares a restart.
    await server.stop();
    await seedFiles(dataDir, folders, (TINY ? SEARCH_FILES : LIST_FILES) - 2, 0); // + the two uploads kept
    server = await startServer({ dataDir, env, echo: false });
    const listUrl = `${server.url}/api/v1/data-room/files`;
    const listed = await call(listUrl, { headers: auth });
    if (listed.total < LIST_FILES) throw new Error(`expected ${LIST_FILES} files, the listing says ${listed.total}`);
    await cannon({ url: listUrl, headers: auth, connections: 20, duration: sized(2, 1) });
    const listCpu0 = cpuMs(server.child.pid);
    const list = await cannon({ url: listUrl, headers: auth, connections: 20, duration: listDuration });
    const listCpu = (cpuMs(server.child.pid) - listCpu0) / list.requests.total;
    if (list.non2xx || list.errors) throw new Error(`listing bench: ${list.non2xx} non-2xx, ${list.errors} errors`);
    log(`list (${LIST_FILES} files, 20 connections): ${list.requests.average.toFixed(0)} req/s, p50 ${list.latency.p50} ms, p99 ${list.latency.p99} ms, server CPU ${listCpu.toFixed(1)} ms a request`);

    // 3. A search every file matches ('report'), sorted by name, over SEARCH_FILES files.
    if (!TINY) {
      await server.stop();
      await seedFiles(dataDir, folders, SEARCH_FILES - LIST_FILES, LIST_FILES);
      server = await startServer({ dataDir, env, echo: false });
    }
    // 20 page sizes in turn: more pages than the listing cache keeps per user, so each run computes.
    const searchUrl = (i) => `${server.url}/api/v1/data-room/files?q=report&sort=name&order=asc&page_size=${24 + (i % 20)}`;
    const times = [];
    let total = 0;
    let searchCpu0 = 0;
    const warm = sized(10, 1);
    for (let i = 0; i < searchRuns + warm; i++) {
      if (i === warm) searchCpu0 = cpuMs(server.child.pid);
      const t = performance.now();
      total = (await call(searchUrl(i), { headers: auth })).total;
      if (i >= warm) times.push(performance.now() - t);
    }
    const searchCpu = (cpuMs(server.child.pid) - searchCpu0) / searchRuns;
    if (total < SEARCH_FILES - 2) throw new Error(`the search matched ${total} files, expected every seeded one`);
    log(`search matching ${total} files, sorted by name: p50 ${median(times).toFixed(1)} ms, p95 ${pct(times, 95).toFixed(1)} ms, server CPU ${searchCpu.toFixed(1)} ms a request`);
    // The load on this server process: the search runs above plus a short listing burst.
    await cannon({ url: listUrl, headers: auth, connections: 20, duration: sized(3, 1) });
    const rss = rssMb(server.child.pid);
    log(`server RSS after the data-room load: ${rss.toFixed(0)} MB`);

    const ratio = (ref, ours) => ref / ours;
    return [
      { measure: 'Data-room list (1 000 files), 20 connections', value: Math.round(list.requests.average), unit: 'req/s', target: '≥ 600', ok: list.requests.average >= 600, reference: `p50 ${list.latency.p50} ms; server CPU ${listCpu.toFixed(1)} ms a request` },
      { measure: 'Search matching every file, sorted by name, 10 000 files', value: +pct(times, 95).toFixed(1), unit: 'ms p95', target: '< 50', ok: pct(times, 95) < 50, reference: `p50 ${median(times).toFixed(1)} ms; server CPU ${searchCpu.toFixed(1)} ms a request` },
      { measure: '50 MB upload throughput vs cp', value: +ratio(cpMs, up).toFixed(2), unit: '×cp', target: '≥ 0.5', ok: ratio(cpMs, up) >= 0.5, reference: `ours ${up.toFixed(0)} ms, bare Node ${bareUp.toFixed(0)} ms (${ratio(cpMs, bareUp).toFixed(2)}), cp ${cpMs.toFixed(0)} ms; curl file→file ${curlCopyMs.toFixed(0)} ms (${ratio(cpMs, curlCopyMs).toFixed(2)})` },
      { measure: '50 MB download throughput vs cp', value: +ratio(cpMs, downMs).toFixed(2), unit: '×cp', target: '≥ 0.7', ok: ratio(cpMs, downMs) >= 0.7, reference: `ours ${downMs.toFixed(0)} ms, bare Node ${bareDown.toFixed(0)} ms (${ratio(cpMs, bareDown).toFixed(2)}), cp ${cpMs.toFixed(0)} ms; curl file→file ${curlCopyMs.toFixed(0)} ms (${ratio(cpMs, curlCopyMs).toFixed(2)})` },
      { measure: 'Server RSS after the data-room load, PGlite', value: Math.round(rss), unit: 'MB', target: '< 250', ok: rss < 250 },
    ];
  } finally {
    await bare?.close();
    await server?.stop();
    if (dataDir) removeDir(dataDir);
    removeDir(work);
  }
}

await runAlone(import.meta.url, () => dataroomBench(), { limitMinutes: 10 });
