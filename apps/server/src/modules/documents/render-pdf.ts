// Imported on first use: loading pdfkit costs ~150 ms that start-up should not pay.
const loadPdfKit = () => import('pdfkit').then((m) => m.default);
import type { DocumentContent, FileMeta, Section } from './content-types';

const collect = (doc: PDFKit.PDFDocument) =>
  new Promise<Buffer>((resolve, reject) => {
    const chunks: Buffer[] = [];
    doc.on('data', (c: Buffer) => chunks.push(c));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

function drawTable(doc: PDFKit.PDFDocument, table: NonNullable<Section['table']>) {
  const x0 = doc.page.margins.left;
  const width = doc.page.width - doc.page.margins.left - doc.page.margins.right;
  const colW = width / table.head.length;
  const row = (cells: string[], bold: boolean) => {
    const y = doc.y;
    const h = Math.max(...cells.map((c) => doc.heightOfString(c, { width: colW - 10 }))) + 10;
    cells.forEach((c, i) => {
      doc.rect(x0 + i * colW, y, colW, h).stroke('#94A3B8');
      doc.font(bold ? 'Helvetica-Bold' : 'Helvetica').fillColor('#0F172A').text(c, x0 + i * colW + 5, y + 5, { width: colW - 10 });
    });
    doc.x = x0;
    doc.y = y + h;
  };
  doc.moveDown(0.5).fontSize(10);
  row(table.head, true);
  for (const r of table.rows) row(r, false);
  doc.moveDown(1);
}

const info = (content: DocumentContent, meta: FileMeta) => ({ Title: content.title, Author: meta.author, Creator: meta.author, Subject: meta.subject });

/**
 * A cover, a table of contents with page numbers, then one section per page (with its tables).
 * Page numbers sit inside the bottom margin: writing below it would make pdfkit add blank pages.
 */
export async function renderPlanPdf(content: DocumentContent, meta: FileMeta): Promise<Buffer> {
  const PDFDocument = await loadPdfKit();
  const doc = new PDFDocument({ size: 'A4', margin: 56, bufferPages: true, info: info(content, meta) });
  const done = collect(doc);
  doc.font('Helvetica-Bold').fontSize(28).fillColor('#0F172A').text(content.title, { align: 'left' });
  doc.moveDown().font('Helvetica').fontSize(14).fillColor('#334155').text(content.subtitle);
  doc.moveDown(2).fontSize(10).fillColor('#64748B').text(`Written by ${meta.author}`);
  doc.addPage(); // table of contents, filled once page numbers are known
  const tocPage = doc.bufferedPageRange().count - 1;
  const starts: number[] = [];
  for (const [i, sec] of content.sections.entries()) {
    doc.addPage();
    starts.push(doc.bufferedPageRange().count);
    doc.font('Helvetica-Bold').fontSize(20).fillColor('#0F172A').text(`${i + 1}. ${sec.heading}`);
    doc.moveDown(0.6).font('Helvetica').fontSize(12).fillColor('#1E293B').text(sec.body, { lineGap: 3 });
    if (sec.bullets.length) {
      doc.moveDown(0.6);
      doc.list(sec.bullets, { bulletRadius: 2, lineGap: 3 });
    }
    if (sec.table) drawTable(doc, sec.table);
  }
  doc.switchToPage(tocPage);
  doc.font('Helvetica-Bold').fontSize(20).fillColor('#0F172A').text('Table of Contents');
  doc.moveDown().font('Helvetica').fontSize(12);
  content.sections.forEach((sec, i) => {
    doc.text(`${i + 1}. ${sec.heading}`, { continued: true }).text(` ${starts[i]}`, { align: 'right' });
  });
  const { count } = doc.bufferedPageRange();
  for (let p = 1; p < count; p++) {
    doc.switchToPage(p);
    const bottom = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    doc.fontSize(9).fillColor('#94A3B8').text(`${p + 1}`, 0, doc.page.height - 36, { align: 'center', width: doc.page.width, lineBreak: false });
    doc.page.margins.bottom = bottom;
  }
  doc.end();
  return done;
}

/** The nine blocks of the canvas on one landscape page, in the classic layout. */
export async function renderCanvasPdf(content: DocumentContent, meta: FileMeta): Promise<Buffer> {
  const PDFDocument = await loadPdfKit();
  const doc = new PDFDocument({ size: 'A4', layout: 'landscape', margin: 24, info: info(content, meta) });
  const done = collect(doc);
  const W = doc.page.width - 48;
  const H = doc.page.height - 48 - 40;
  const top = 24 + 40;
  doc.font('Helvetica-Bold').fontSize(16).fillColor('#0F172A').text(content.title, 24, 24, { width: W, lineBreak: false, ellipsis: true });
  const by = new Map(content.sections.map((s) => [s.heading, s]));
  const col = W / 5;
  const upper = H * 0.65;
  const half = upper / 2;
  const blocks: [string, number, number, number, number][] = [
    ['Key Partners', 0, 0, col, upper],
    ['Key Activities', col, 0, col, half],
    ['Key Resources', col, half, col, half],
    ['Value Propositions', 2 * col, 0, col, upper],
    ['Customer Relationships', 3 * col, 0, col, half],
    ['Channels', 3 * col, half, col, half],
    ['Customer Segments', 4 * col, 0, col, upper],
    ['Cost Structure', 0, upper, W / 2, H - upper],
    ['Revenue Streams', W / 2, upper, W / 2, H - upper],
  ];
  for (const [name, x, y, w, h] of blocks) {
    const sec = by.get(name);
    doc.rect(24 + x, top + y, w, h).stroke('#6366F1');
    doc.font('Helvetica-Bold').fontSize(10).fillColor('#4338CA').text(name, 30 + x, top + y + 6, { width: w - 12 });
    const text = sec ? [sec.body, ...sec.bullets.map((b) => `• ${b}`)].join('\n') : '';
    doc.font('Helvetica').fontSize(8).fillColor('#1E293B').text(text, 30 + x, top + y + 22, { width: w - 12, height: h - 28, ellipsis: true });
  }
  doc.end();
  return done;
}
