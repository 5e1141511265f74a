import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import type { Chart, Section } from '@uc/offline-engine';
import type { Font } from 'fontkit';

/**
 * pdfkit with DejaVu Sans embedded (regular and bold), so every currency symbol and name prints
 * (₦ ₹ € £ ¥ …; pdfkit's built-in Helvetica has no ₦). The fonts are read and parsed once per
 * process and shared by every document: parsing a 750 KB TrueType file for each PDF, and laying
 * out glyphs with cold caches, cost most of a business plan's rendering time.
 */
const require = createRequire(import.meta.url);
let fonts: Promise<{ regular: Font; bold: Font }> | null = null;
const loadFonts = () =>
  (fonts ??= Promise.all([
    import('fontkit'),
    readFile(require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf')),
    readFile(require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf')),
  ]).then(([fontkit, regular, bold]) => ({ regular: fontkit.create(regular), bold: fontkit.create(bold) })));

export const BODY = 'Body';
export const BOLD = 'Bold';

/** A new document with the fonts registered, and a promise of its bytes. */
export async function newPdf(options: PDFKit.PDFDocumentOptions) {
  // Imported on first use: loading pdfkit costs ~150 ms that start-up should not pay.
  const [{ default: PDFDocument }, f] = await Promise.all([import('pdfkit'), loadFonts()]);
  const doc = new PDFDocument(options);
  doc.registerFont(BODY, f.regular as never);
  doc.registerFont(BOLD, f.bold as never);
  doc.font(BODY);
  const done = new Promise<Buffer>((resolve, reject) => {
    const chunks: Buffer[] = [];
    doc.on('data', (c: Buffer) => chunks.push(c));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  return { doc, done };
}

const contentWidth = (doc: PDFKit.PDFDocument) => doc.page.width - doc.page.margins.left - doc.page.margins.right;
const spaceLeft = (doc: PDFKit.PDFDocument) => doc.page.height - doc.page.margins.bottom - doc.y;
/** Starts a new page when fewer than `h` points are left (tables and charts are not split mid-row). */
export const ensureSpace = (doc: PDFKit.PDFDocument, h: number) => {
  if (spaceLeft(doc) < h) doc.addPage();
};

/** A table with columns sized to their content; the header row repeats after a page break. */
export function drawTable(doc: PDFKit.PDFDocument, table: NonNullable<Section['table']>, fontSize = 9) {
  const x0 = doc.page.margins.left;
  const width = contentWidth(doc);
  const weights = table.head.map((h, i) => Math.min(40, Math.max(8, h.length, ...table.rows.map((r) => (r[i] ?? '').length))));
  const total = weights.reduce((a, b) => a + b, 0);
  const widths = weights.map((w) => (w / total) * width);
  doc.fontSize(fontSize);
  const row = (cells: string[], bold: boolean) => {
    doc.font(bold ? BOLD : BODY);
    const h = Math.max(...cells.map((c, i) => doc.heightOfString(c || ' ', { width: widths[i] - 8 }))) + 8;
    ensureSpace(doc, h);
    const y = doc.y;
    let x = x0;
    cells.forEach((c, i) => {
      if (bold) doc.rect(x, y, widths[i], h).fill('#EEF2FF');
      doc.rect(x, y, widths[i], h).stroke('#CBD5E1');
      doc.fillColor('#0F172A').text(c, x + 4, y + 4, { width: widths[i] - 8 });
      x += widths[i];
    });
    doc.x = x0;
    doc.y = y + h;
  };
  ensureSpace(doc, 60);
  if (table.head.some(Boolean)) row(table.head, true);
  for (const r of table.rows) row(r, false);
  doc.moveDown(0.6);
}

const PALETTE = ['#6366F1', '#10B981', '#F59E0B', '#EF4444'];
const short = (n: number) => {
  const a = Math.abs(n);
  const s = a >= 1e9 ? `${(a / 1e9).toFixed(1)}B` : a >= 1e6 ? `${(a / 1e6).toFixed(1)}M` : a >= 1e3 ? `${(a / 1e3).toFixed(0)}K` : `${Math.round(a)}`;
  return n < 0 ? `-${s}` : s;
};

/** A bar or line chart drawn with vector shapes, with a zero line, axis extremes and a legend. */
export function drawChart(doc: PDFKit.PDFDocument, chart: Chart, height = 170) {
  ensureSpace(doc, height + 40);
  const x0 = doc.page.margins.left + 40;
  const w = contentWidth(doc) - 40;
  doc.font(BOLD).fontSize(10).fillColor('#0F172A').text(chart.title, doc.page.margins.left, doc.y);
  const top = doc.y + 6;
  const all = chart.series.flatMap((s) => s.values);
  const max = Math.max(0, ...all);
  const min = Math.min(0, ...all);
  const span = max - min || 1;
  const yOf = (val: number) => top + ((max - val) / span) * height;
  doc.font(BODY).fontSize(7).fillColor('#64748B');
  doc.text(short(max), doc.page.margins.left, yOf(max) - 3, { width: 36, align: 'right' });
  if (min < 0) doc.text(short(min), doc.page.margins.left, yOf(min) - 3, { width: 36, align: 'right' });
  doc.moveTo(x0, yOf(0)).lineTo(x0 + w, yOf(0)).lineWidth(0.5).stroke('#94A3B8');
  const n = chart.categories.length;
  const slot = w / n;
  if (chart.kind === 'bar') {
    const bw = (slot * 0.7) / chart.series.length;
    chart.series.forEach((s, si) =>
      s.values.forEach((val, i) => {
        const x = x0 + i * slot + slot * 0.15 + si * bw;
        doc.rect(x, Math.min(yOf(val), yOf(0)), bw - 2, Math.max(0.5, Math.abs(yOf(val) - yOf(0)))).fill(PALETTE[si % PALETTE.length]);
      }),
    );
    chart.categories.forEach((c, i) => doc.fillColor('#334155').fontSize(8).text(c, x0 + i * slot, top + height + 4, { width: slot, align: 'center' }));
  } else {
    chart.series.forEach((s, si) => {
      s.values.forEach((val, i) => (i === 0 ? doc.moveTo(x0 + (i + 0.5) * slot, yOf(val)) : doc.lineTo(x0 + (i + 0.5) * slot, yOf(val))));
      doc.lineWidth(1.5).stroke(PALETTE[si % PALETTE.length]);
    });
    [0, Math.floor(n / 2), n - 1].forEach((i) => doc.fillColor('#334155').fontSize(8).text(chart.categories[i], x0 + i * slot - 10, top + height + 4, { width: slot + 20, align: 'center' }));
  }
  let lx = x0;
  const ly = top + height + 18;
  for (const [si, s] of chart.series.entries()) {
    doc.rect(lx, ly + 2, 8, 8).fill(PALETTE[si % PALETTE.length]);
    doc.fillColor('#334155').fontSize(8).text(s.name, lx + 12, ly + 1, { lineBreak: false });
    lx += 24 + doc.widthOfString(s.name);
  }
  doc.x = doc.page.margins.left;
  doc.y = ly + 20;
}
