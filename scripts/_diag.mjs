#!/usr/bin/env node
// Data-room sharing bench (issue 40) against the built server on PGlite, over loopback:
//  1. viewer first page on screen: a founder shares a 30-page PDF (watermark on, the default); each
//     run is a first visit in Chromium (a fresh context) of /s/{token}, timed from navigation start
//     to the canvas labelled "Page 1 of 30" and the "1 / 30" indicator (pdf.js has drawn page 1);
//  2. page events ingested per second: viewers (one IP each, through X-Forwarded-For with
//     TRUST_PROXY, as real readers are different machines) send batches of 50 page events
//     concurrently, as the viewer's beacons do; every batch must answer 204.
// `shareBench()` returns rows { measure, value, unit, target, ok, reference } for `npm run bench`.
// Alone: node scripts/bench-share.mjs   (CHROMIUM_PATH, default /usr/bin/chromium; BENCH_SHARE_RUNS, default 5)
import PDFDocument from 'pdfkit';
import { chromium } from 'playwright-core';
import { pool } from '/work/wt/viewer/scripts/lib/bench-client.mjs';
import { benchServer } from '/work/wt/viewer/scripts/lib/bench-data.mjs';
import { median, round, runAlone } from '/work/wt/viewer/scripts/lib/bench-table.mjs';
import { sized } from '/work/wt/viewer/scripts/lib/bench-tiny.mjs';
import { signUpVerified } from '/work/wt/viewer/scripts/lib/bench-user.mjs';
import { buildIfStale } from '/work/wt/viewer/scripts/lib/server.mjs';

const PAGES = 30;
// No target: the issue asks for the figures, not a bound; the rows are information.
const BATCH = 50;

function pdfOfPages(pages) {
  return new Promise((resolve) => {
    const doc = new PDFDocument({ autoFirstPage: false });
    const chunks = [];
    doc.on('data', (c) => chunks.push(c));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    for (let i = 1; i <= pages; i++) doc.addPage().fontSize(28).text(`Slide ${i}`).fontSize(12).text('Lorem ipsum dolor sit amet. '.repeat(40));
    doc.end();
  });
}

async function ok(res) {
  const body = await res.text();
  if (!res.ok) throw new Error(`${res.url} answered ${res.status}: ${body.slice(0, 200)}`);
  return body ? JSON.parse(body) : null;
}

/** A shared 30-page deck: the file id and the link's token. */
async function sharedDeck(base, auth) {
  const form = new FormData();
  form.append('file', new Blob([await pdfOfPages(PAGES)], { type: 'application/pdf' }), 'deck.pdf');
  const file = await ok(await fetch(`${base}/api/v1/data-room/files`, { method: 'POST', headers: auth, body: form }));
  const share = await ok(
    await fetch(`${base}/api/v1/data-room/shares`, { method: 'POST', headers: { ...auth, 'content-type': 'application/json' }, body: JSON.stringify({ file_ids: [file.id], label: 'Bench fund' }) }),
  );
  return { fileId: file.id, token: share.url.split('/s/')[1] };
}

async function firstPageOnce(browser, url) {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  try {
    const page = await context.newPage();
    page.on('console', (m) => m.text().startsWith('[') || m.text().startsWith('nav') ? console.log(m.text()) : null);
    await page.goto(url, { waitUntil: 'commit', timeout: 30_000 });
    await page.getByRole('img', { name: `Page 1 of ${PAGES}` }).waitFor({ timeout: 30_000 });
    await page.getByText(`1 / ${PAGES}`).waitFor({ timeout: 30_000 });
    // The file's own request (watermarked on the server) beside the whole: where the time goes.
    return await page.evaluate(() => {
      const file = performance.getEntriesByType('resource').find((e) => e.name.endsWith('/view'));
      console.log(JSON.stringify(performance.getEntriesByType('resource').map((e) => [e.name.replace(location.origin, '').slice(0, 60), Math.round(e.startTime), Math.round(e.responseEnd)])));
      const n = performance.getEntriesByType('navigation')[0];
      console.log('nav', Math.round(n.responseEnd), 'dcl', Math.round(n.domContentLoadedEventEnd));
      return { total: performance.now(), file: file ? file.responseEnd - file.startTime : NaN, fileStart: file?.startTime ?? NaN };
    });
  } finally {
    await context.close();
  }
}

/** One viewer from its own address: opens the link, is served the deck, then sends `batches` batches. */
async function viewerEvents(base, token, fileId, ip, batches) {
  const headers = { 'x-forwarded-for': ip };
  const opened = await ok(await fetch(`${base}/api/v1/s/${token}/open`, { method: 'POST', headers }));
  const visit = opened.visit_token;
  const view = await fetch(`${base}/api/v1/s/${token}/files/${fileId}/view`, { headers: { ...headers, 'x-visit-token': visit } });
  if (!view.ok) throw new Error(`view answered ${view.status}`);
  await view.arrayBuffer();
  return Array.from({ length: batches }, (_, b) => ({
    headers: { ...headers, 'content-type': 'text/plain' },
    body: JSON.stringify({ visit_token: visit, events: Array.from({ length: BATCH }, (_, i) => ({ file_id: fileId, page: ((b * BATCH + i) % PAGES) + 1, ms: 0 })) }),
  }));
}

export async function shareBench({ runs = Math.min(Number(process.env.BENCH_SHARE_RUNS ?? sized(5, 1)), 20), log = console.log } = {}) {
  buildIfStale({ web: true, server: true });
  const server = await benchServer({ prefix: 'uc-bench-share-', env: { LOG_LEVEL: 'warn', TRUST_PROXY: 'true' } });
  let browser;
  try {
    const base = server.url;
    const auth = await signUpVerified(base);
    const { fileId, token } = await sharedDeck(base, auth);

    browser = await chromium.launch({
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      headless: true,
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--no-first-run', '--disable-component-update', '--disable-sync'],
    });
    await firstPageOnce(browser, `${base}/s/${token}`); // warm-up: the server's first reads, Chromium's start
    const loads = [];
    for (let i = 0; i < runs; i++) loads.push(await firstPageOnce(browser, `${base}/s/${token}`));
    const times = loads.map((l) => l.total);
    const fileMs = median(loads.map((l) => l.file));
    const fileStart = median(loads.map((l) => l.fileStart));
    await browser.close();
    browser = undefined;
    const firstPage = median(times);
    log(`viewer, ${runs} first visits of a ${PAGES}-page PDF at 390 px: page 1 on screen after [${times.map((t) => t.toFixed(0)).join(', ')}] ms`);
    log(`  median: the file requested at ${fileStart.toFixed(0)} ms, served (watermarked) in ${fileMs.toFixed(0)} ms`);

    // Under the per-link, per-address limit of 60 batches a minute and the 5 000 events of a visit.
    const viewers = sized(16, 2);
    const batches = sized(20, 4);
    const sends = (await Promise.all(Array.from({ length: viewers }, (_, v) => viewerEvents(base, token, fileId, `10.9.${v >> 8}.${v & 255}`, batches)))).flat();
    const started = performance.now();
    const { errors } = await pool(sends.length, 8, async (i) => {
      const res = await fetch(`${base}/api/v1/s/${token}/events`, { method: 'POST', ...sends[i] });
      if (res.status !== 204) throw new Error(`events answered ${res.status}: ${(await res.text()).slice(0, 200)}`);
    });
    const seconds = (performance.now() - started) / 1000;
    if (errors.length) throw errors[0];
    const events = sends.length * BATCH;
    const rate = events / seconds;
    log(`events: ${events} in ${sends.length} batches of ${BATCH} from ${viewers} viewers, 8 at once: ${seconds.toFixed(2)} s`);
    return [
      {
        measure: `Share viewer: first page on screen, ${PAGES}-page PDF (Chromium, loopback, first visit)`,
        value: round(firstPage, 0),
        unit: 'ms median',
        target: null,
        ok: true,
        reference: `watermark on; file requested at ${fileStart.toFixed(0)} ms, served in ${fileMs.toFixed(0)} ms; ${runs} loads [${times.map((t) => t.toFixed(0)).join(', ')}]`,
      },
      {
        measure: 'Share page events ingested, PGlite',
        value: round(rate, 0),
        unit: 'events/s',
        target: null,
        ok: true,
        reference: `${events} events, batches of ${BATCH}, 8 concurrent`,
      },
    ];
  } finally {
    await browser?.close();
    await server.stop();
  }
}



await shareBench({ runs: 2 });
