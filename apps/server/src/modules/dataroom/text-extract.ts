import { createRequire } from 'node:module';
import type { Readable } from 'node:stream';
import { Worker } from 'node:worker_threads';
import type { FileKind } from '@uc/contract';
import { concurrencyLimit } from '../../concurrency';
import {
  MAX_OUTLINE_DEPTH,
  MAX_OUTLINE_ENTRIES,
  MAX_TITLE_PAGES,
  type OutlineEntry,
  type PageTitles,
  pickPageTitles,
} from './page-titles';
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

/** pageTitles: for a PDF that was read, one title (or null) per page, up to MAX_TITLE_PAGES. */
export type Extraction = { text: string; searchable: boolean; pageTitles?: PageTitles };
export type ExtractOptions = { timeoutMs?: number };

/** Titles need no text index, only the outline and first lines: generated renditions with images may be larger. */
export const TITLES_MAX_BYTES = 32 * 1024 * 1024;
/** outlineMs: how long pdf.js may take to hand over the outline (it never answers for some hostile ones). */
const TITLE_LIMITS = { pages: MAX_TITLE_PAGES, entries: MAX_OUTLINE_ENTRIES, depth: MAX_OUTLINE_DEPTH, outlineMs: 2_000 };

const resolve = createRequire(import.meta.url).resolve;
const WORKER_PATHS = { unpdf: resolve('unpdf'), mammoth: resolve('mammoth'), jszip: resolve('jszip') };

/**
 * Runs in a worker thread (CommonJS, evaluated from this string so that it works the same from
 * the TypeScript sources and from the bundle). Parsers are loaded by absolute path.
 */
const WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
(async () => {
  const { kind, bytes, maxChars, paths, titlesOnly, limits } = workerData;
  let text = '';
  const pdfTitles = { numPages: 0, firstLines: [], outline: [] };
  // pdf.js rejects some hostile documents from a callback nobody awaits (a very deep outline): not fatal here.
  process.on('unhandledRejection', () => {});
  // A page's first two non-blank lines of text (bounded): the first is its title when the outline has none
  // and the second does not carry on its sentence.
  const firstLines = (items) => {
    const lines = [];
    let line = '';
    for (const it of items) {
      line += it.str;
      if (line.length > 200 || it.hasEOL) {
        if (line.trim()) lines.push(line.slice(0, 200));
        line = '';
        if (lines.length === 2) break;
      }
    }
    if (line.trim() && lines.length < 2) lines.push(line.slice(0, 200));
    return lines.join('\\n');
  };
  const pageOf = async (pdf, dest) => {
    try {
      if (typeof dest === 'string') dest = await pdf.getDestination(dest);
      if (!Array.isArray(dest) || dest[0] == null) return null;
      return (Number.isInteger(dest[0]) ? dest[0] : await pdf.getPageIndex(dest[0])) + 1;
    } catch { return null; }
  };
  // The outline in its order (parents before children), at most limits.entries entries and limits.depth deep.
  const readOutline = async (pdf) => {
    // The outline's tree is cloned whole by pdf.js, which may never answer for a hostile one.
    const late = new Promise((r) => setTimeout(() => r(null), limits.outlineMs));
    const root = await Promise.race([pdf.getOutline(), late]);
    const out = [];
    const top = Array.isArray(root) ? root.slice(0, limits.entries) : [];
    const stack = top.reverse().map((item) => ({ item, depth: 1 }));
    for (let seen = 0; stack.length && seen < limits.entries; seen++) {
      const { item, depth } = stack.pop();
      const page = item ? await pageOf(pdf, item.dest) : null;
      if (page && typeof item.title === 'string') out.push({ title: item.title.slice(0, 1000), page });
      const kids = item && Array.isArray(item.items) && depth < limits.depth ? item.items.slice(0, limits.entries) : [];
      for (let k = kids.length - 1; k >= 0 && stack.length < limits.entries; k--) {
        stack.push({ item: kids[k], depth: depth + 1 });
      }
    }
    return out;
  };
  if (kind === 'pdf') {
    const { getDocumentProxy } = require(paths.unpdf);
    const pdf = await getDocumentProxy(new Uint8Array(bytes));
    const texts = [];
    pdfTitles.numPages = pdf.numPages;
    for (let i = 1; i <= pdf.numPages && !(titlesOnly && i > limits.pages); i++) {
      const items = (await (await pdf.getPage(i)).getTextContent()).items.filter((it) => it.str != null);
      if (!titlesOnly) texts.push(items.map((it) => it.str + (it.hasEOL ? '\\n' : '')).join(''));
      if (i <= limits.pages) pdfTitles.firstLines.push(firstLines(items));
    }
    // As unpdf's extractText with mergePages; a broken outline costs the titles, never the text.
    text = texts.join('\\n').replace(/[^\\S\\n]+/g, ' ').replace(/ ?\\n ?/g, '\\n').replace(/\\n{3,}/g, '\\n\\n');
    pdfTitles.outline = await readOutline(pdf).catch(() => []);
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
  parentPort.postMessage({ text: String(text).slice(0, maxChars), pdfTitles });
})().catch((err) => parentPort.postMessage({ error: String((err && err.message) || err) }));
`;

const withSlot = concurrencyLimit(MAX_WORKERS);
/**
 * Reading a stored file back holds all of it in memory (up to EXTRACT_MAX_BYTES): a burst of
 * uploads reads them a few at a time, or their buffers would pile up at once, and a process
 * keeps the memory it once needed. Never nested inside withSlot, so the two cannot deadlock.
 */
const withReadSlot = concurrencyLimit(MAX_WORKERS);

type WorkerResult = { text: string; pdfTitles: { numPages: number; firstLines: string[]; outline: OutlineEntry[] } };

/** Extracts in a worker with a heap limit and a deadline; resolves null when refused. Never throws. */
function extractInWorker(
  kind: 'pdf' | 'docx' | 'pptx' | 'xlsx',
  bytes: Uint8Array,
  timeoutMs: number,
  titlesOnly = false,
): Promise<WorkerResult | null> {
  return withSlot(
    () =>
      new Promise<WorkerResult | null>((done) => {
        let settled = false;
        const finish = (text: WorkerResult | null) => {
          if (settled) return;
          settled = true;
          clearTimeout(timer);
          void worker.terminate();
          done(text);
        };
        const copy = new Uint8Array(bytes); // its own buffer, moved (not copied again) to the worker
        const worker = new Worker(WORKER_SOURCE, {
          eval: true,
          workerData: { kind, bytes: copy, maxChars: MAX_TEXT_CHARS, titlesOnly, limits: TITLE_LIMITS, paths: WORKER_PATHS },
          transferList: [copy.buffer],
          resourceLimits: { maxOldGenerationSizeMb: WORKER_HEAP_MB, maxYoungGenerationSizeMb: 32 },
          stdout: true,
          stderr: true,
        });
        const timer = setTimeout(() => finish(null), timeoutMs);
        worker.on('message', (m: Partial<WorkerResult>) => {
          finish(typeof m.text === 'string' && m.pdfTitles ? (m as WorkerResult) : null);
        });
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
  let pageTitles: PageTitles | undefined;
  if (kind === 'txt' || kind === 'md' || kind === 'csv') {
    text = bytes.toString('utf8').slice(0, MAX_TEXT_CHARS);
  } else if (kind === 'docx' || kind === 'pptx' || kind === 'xlsx') {
    const unpacked = zipUnpackedBytes(bytes);
    const refused = unpacked === null || unpacked > DOCX_MAX_UNPACKED_BYTES;
    text = refused ? null : ((await extractInWorker(kind, bytes, opts.timeoutMs ?? 20_000))?.text ?? null);
  } else if (kind === 'pdf') {
    const out = await extractInWorker('pdf', bytes, opts.timeoutMs ?? 20_000);
    text = out?.text ?? null;
    if (out) pageTitles = titlesOf(out);
  }
  if (text === null) return { text: '', searchable: false };
  // NUL bytes and lone surrogates are not allowed in Postgres text.
  const clean = text.replace(/\u0000/g, '').replace(LONE_SURROGATE, '\uFFFD');
  return { text: clean, searchable: true, ...(pageTitles && { pageTitles }) };
}

const titlesOf = ({ pdfTitles: t }: WorkerResult) => pickPageTitles(t.numPages, t.outline, t.firstLines);

/**
 * One title per page of a PDF (see page-titles.ts), read in the same bounded worker as the text.
 * Never throws: an unreadable, oversized or hostile PDF answers [] (no titles known).
 */
export async function readPageTitles(pdf: Uint8Array, opts: ExtractOptions = {}): Promise<PageTitles> {
  if (pdf.byteLength > TITLES_MAX_BYTES) return [];
  const out = await extractInWorker('pdf', pdf, opts.timeoutMs ?? 20_000, true);
  return out ? titlesOf(out) : [];
}

/** extractText of a stored file, read back within a read slot (see withReadSlot). */
export function extractStoredText(kind: FileKind, open: () => Promise<Readable>, opts: ExtractOptions = {}): Promise<Extraction> {
  return withReadSlot(async () => {
    const chunks: Buffer[] = [];
    for await (const chunk of await open()) chunks.push(chunk as Buffer);
    return extractText(kind, Buffer.concat(chunks), opts);
  });
}
