import { createRequire } from 'node:module';
import type { Readable } from 'node:stream';
import { Worker } from 'node:worker_threads';
import type { FileKind } from '@uc/contract';
import { concurrencyLimit } from '../../concurrency';
import { zipUnpackedBytes } from './zip-size';

/** Larger files are stored and listed but not indexed: extraction would hold them in memory. */
export const EXTRACT_MAX_BYTES = 10 * 1024 * 1024;
/** Postgres caps a tsvector at 1 MB; the first part of a document is what search needs. */
export const MAX_TEXT_CHARS = 300_000;
/** A DOCX whose parts unpack to more than this is refused before anything is inflated (zip bombs). */
export const DOCX_MAX_UNPACKED_BYTES = 64 * 1024 * 1024;
/** The worker's heap: a document that needs more is refused, the server never runs out. */
const WORKER_HEAP_MB = 192;
/** At most this many extractions at once; others wait their turn (the machine has few cores). */
const MAX_WORKERS = 2;

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

export type Extraction = { text: string; searchable: boolean };
export type ExtractOptions = { timeoutMs?: number };

const resolve = createRequire(import.meta.url).resolve;

/**
 * Runs in a worker thread (CommonJS, evaluated from this string so that it works the same from
 * the TypeScript sources and from the bundle). Parsers are loaded by absolute path.
 */
const WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
(async () => {
  const { kind, bytes, maxChars, paths } = workerData;
  let text = '';
  if (kind === 'pdf') {
    const { extractText, getDocumentProxy } = require(paths.unpdf);
    const pdf = await getDocumentProxy(new Uint8Array(bytes));
    text = (await extractText(pdf, { mergePages: true })).text;
  } else if (kind === 'docx') {
    const mammoth = require(paths.mammoth);
    text = (await mammoth.extractRawText({ buffer: Buffer.from(bytes) })).value;
  } else if (kind === 'pptx' || kind === 'xlsx') {
    // Slides (and speaker notes) or shared strings and sheets: the text runs of their XML parts.
    const JSZip = require(paths.jszip);
    const zip = await JSZip.loadAsync(bytes);
    const part = kind === 'pptx' ? /^ppt\\/(slides\\/slide|notesSlides\\/notesSlide)\\d+\\.xml$/ : /^xl\\/(sharedStrings|worksheets\\/sheet\\d+)\\.xml$/;
    const run = kind === 'pptx' ? /<a:t>([^<]*)<\\/a:t>/g : /<t(?:\\s[^>]*)?>([^<]*)<\\/t>/g;
    const entities = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };
    const decode = (s) => s.replace(/&(amp|lt|gt|quot|apos|#\\d+|#x[0-9a-f]+);/gi, (m, e) => e[0] === '#' ? String.fromCodePoint(e[1] === 'x' || e[1] === 'X' ? parseInt(e.slice(2), 16) : Number(e.slice(1))) : entities[e.toLowerCase()]);
    const names = Object.keys(zip.files).filter((n) => part.test(n)).sort((a, b) => a.localeCompare(b, undefined, { numeric: true }));
    const lines = [];
    for (const n of names) {
      const xml = await zip.file(n).async('string');
      for (const m of xml.matchAll(run)) if (m[1].trim()) lines.push(decode(m[1]));
      if (lines.length > 200000) break;
    }
    text = lines.join('\\n');
  }
  parentPort.postMessage({ text: String(text).slice(0, maxChars) });
})().catch((err) => parentPort.postMessage({ error: String((err && err.message) || err) }));
`;

const withSlot = concurrencyLimit(MAX_WORKERS);
/**
 * Reading a stored file back holds all of it in memory (up to EXTRACT_MAX_BYTES): a burst of
 * uploads reads them a few at a time, or their buffers would pile up at once, and a process
 * keeps the memory it once needed. Never nested inside withSlot, so the two cannot deadlock.
 */
const withReadSlot = concurrencyLimit(MAX_WORKERS);

/** Extracts in a worker with a heap limit and a deadline; resolves null when refused. Never throws. */
function extractInWorker(kind: 'pdf' | 'docx' | 'pptx' | 'xlsx', bytes: Buffer, timeoutMs: number): Promise<string | null> {
  return withSlot(
    () =>
      new Promise<string | null>((done) => {
        let settled = false;
        const finish = (text: string | null) => {
          if (settled) return;
          settled = true;
          clearTimeout(timer);
          void worker.terminate();
          done(text);
        };
        const copy = new Uint8Array(bytes); // its own buffer, moved (not copied again) to the worker
        const worker = new Worker(WORKER_SOURCE, {
          eval: true,
          workerData: { kind, bytes: copy, maxChars: MAX_TEXT_CHARS, paths: { unpdf: resolve('unpdf'), mammoth: resolve('mammoth'), jszip: resolve('jszip') } },
          transferList: [copy.buffer],
          resourceLimits: { maxOldGenerationSizeMb: WORKER_HEAP_MB, maxYoungGenerationSizeMb: 32 },
          stdout: true,
          stderr: true,
        });
        const timer = setTimeout(() => finish(null), timeoutMs);
        worker.on('message', (m: { text?: string; error?: string }) => finish(typeof m.text === 'string' ? m.text : null));
        worker.on('error', () => finish(null)); // includes ERR_WORKER_OUT_OF_MEMORY
        worker.on('exit', () => finish(null));
      }),
  );
}

/**
 * Plain text of a PDF, DOCX, PPTX, XLSX or text file, for full-text search. Never throws. `searchable` is
 * false when the content could not (or would not safely) be read: the file is still stored.
 */
export async function extractText(kind: FileKind, bytes: Buffer, opts: ExtractOptions = {}): Promise<Extraction> {
  if (bytes.length > EXTRACT_MAX_BYTES) return { text: '', searchable: false };
  let text: string | null = '';
  if (kind === 'txt' || kind === 'md' || kind === 'csv') {
    text = bytes.toString('utf8').slice(0, MAX_TEXT_CHARS);
  } else if (kind === 'docx' || kind === 'pptx' || kind === 'xlsx') {
    const unpacked = zipUnpackedBytes(bytes);
    text = unpacked === null || unpacked > DOCX_MAX_UNPACKED_BYTES ? null : await extractInWorker(kind, bytes, opts.timeoutMs ?? 20_000);
  } else if (kind === 'pdf') {
    text = await extractInWorker('pdf', bytes, opts.timeoutMs ?? 20_000);
  }
  if (text === null) return { text: '', searchable: false };
  // NUL bytes and lone surrogates are not allowed in Postgres text.
  return { text: text.replace(/\u0000/g, '').replace(LONE_SURROGATE, '\uFFFD'), searchable: true };
}

/** extractText of a stored file, read back within a read slot (see withReadSlot). */
export function extractStoredText(kind: FileKind, open: () => Promise<Readable>, opts: ExtractOptions = {}): Promise<Extraction> {
  return withReadSlot(async () => {
    const chunks: Buffer[] = [];
    for await (const chunk of await open()) chunks.push(chunk as Buffer);
    return extractText(kind, Buffer.concat(chunks), opts);
  });
}
