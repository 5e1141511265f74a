import { KEY_FIGURES_HEADING, type DocumentContent, type Section } from '@uc/offline-engine';
import type { FileMeta } from './content-types';
import { BODY, BOLD, drawChart, drawTable, ensureSpace, newPdf } from './pdf-kit';

const info = (content: DocumentContent, meta: FileMeta) => ({ Title: content.title, Author: meta.author, Creator: meta.author, Subject: meta.subject });
const TOC_LINE = 16;

/**
 * Writes one section in the flow; returns the (1-based) page its heading is on. Each heading is a
 * bookmark (outline entry) on its page: PDF readers list the sections, and the data room reads them
 * as page titles (dataroom/page-titles.ts).
 */
function writeSection(doc: PDFKit.PDFDocument, sec: Section, n: number): number {
  ensureSpace(doc, 90); // a heading never sits alone at the foot of a page
  const page = doc.bufferedPageRange().count;
  doc.outline.addItem(`${n}. ${sec.heading}`);
  doc.moveDown(0.8).font(BOLD).fontSize(15).fillColor('#0F172A').text(`${n}. ${sec.heading}`);
  doc.moveDown(0.3).font(BODY).fontSize(10.5).fillColor('#1E293B');
  for (const para of sec.body.split(/\n{2,}/).filter(Boolean)) doc.text(para, { lineGap: 2.5 }).moveDown(0.4);
  if (sec.bullets.length) doc.list(sec.bullets, { bulletRadius: 1.8, lineGap: 2, textIndent: 10, bulletIndent: 4 }).moveDown(0.4);
  if (sec.figures) drawTable(doc, { head: ['Key figure', 'Value'], rows: sec.figures });
  if (sec.table) drawTable(doc, sec.table);
  if (sec.chart) drawChart(doc, sec.chart);
  return page;
}

/**
 * A continuous report: title and contents at the top of the first page, then the sections one
 * after another (a new page only when the current one is full), tables and charts from the model,
 * page numbers in the footer. The contents' page numbers are filled in once the flow is laid out.
 */
export async function renderPlanPdf(content: DocumentContent, meta: FileMeta): Promise<Buffer> {
  const { doc, done } = await newPdf({ size: 'A4', margin: 56, bufferPages: true, info: info(content, meta) });
  doc.font(BOLD).fontSize(24).fillColor('#0F172A').text(content.title);
  doc.moveDown(0.3).font(BODY).fontSize(12).fillColor('#334155').text(content.subtitle);
  doc.moveDown(0.3).fontSize(9).fillColor('#64748B').text(`Written by ${meta.author}`);
  doc.moveDown(1).font(BOLD).fontSize(14).fillColor('#0F172A').text('Contents');
  const tocTop = doc.y + 4;
  doc.y = tocTop + content.sections.length * TOC_LINE + 8;
  const starts = content.sections.map((sec, i) => writeSection(doc, sec, i + 1));
  const { count } = doc.bufferedPageRange();
  doc.switchToPage(0);
  doc.font(BODY).fontSize(10.5).fillColor('#1E293B');
  const left = doc.page.margins.left;
  const width = doc.page.width - left - doc.page.margins.right;
  content.sections.forEach((sec, i) => {
    const y = tocTop + i * TOC_LINE;
    doc.text(`${i + 1}. ${sec.heading}`, left, y, { width: width - 40, lineBreak: false });
    doc.text(String(starts[i]), left + width - 40, y, { width: 40, align: 'right', lineBreak: false });
  });
  for (let p = 0; p < count; p++) {
    doc.switchToPage(p);
    const bottom = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    doc.font(BODY).fontSize(8).fillColor('#94A3B8').text(`${p + 1}`, 0, doc.page.height - 32, { align: 'center', width: doc.page.width, lineBreak: false });
    doc.page.margins.bottom = bottom;
  }
  doc.end();
  return done;
}

/** The nine blocks of the canvas on one landscape page, in the classic layout, with the key figures beneath. */
export async function renderCanvasPdf(content: DocumentContent, meta: FileMeta): Promise<Buffer> {
  const { doc, done } = await newPdf({ size: 'A4', layout: 'landscape', margin: 24, info: info(content, meta) });
  doc.outline.addItem(content.title); // its one page's title, as the plan's sections are theirs
  const W = doc.page.width - 48;
  const footer = 34;
  const H = doc.page.height - 48 - 30 - footer;
  const top = 24 + 30;
  doc.font(BOLD).fontSize(15).fillColor('#0F172A').text(content.title, 24, 24, { width: W, lineBreak: false, ellipsis: true });
  const by = new Map(content.sections.map((s) => [s.heading, s]));
  const col = W / 5;
  const upper = H * 0.62;
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
    doc.rect(24 + x, top + y, w, h).lineWidth(0.8).stroke('#6366F1');
    doc.font(BOLD).fontSize(9).fillColor('#4338CA').text(name, 30 + x, top + y + 5, { width: w - 12 });
    const text = sec ? [sec.body, ...sec.bullets.map((b) => `• ${b}`)].join('\n') : '';
    doc.font(BODY).fontSize(7.5).fillColor('#1E293B').text(text, 30 + x, top + y + 19, { width: w - 12, height: h - 24, ellipsis: true });
  }
  const figures = by.get(KEY_FIGURES_HEADING)?.figures ?? [];
  if (figures.length) {
    const line = figures.map(([l, v]) => `${l}: ${v}`).join('  ·  ');
    doc.font(BOLD).fontSize(7.5).fillColor('#0F172A').text(`${KEY_FIGURES_HEADING}  `, 24, top + H + 8, { continued: true }).font(BODY).text(line, { width: W });
  }
  doc.end();
  return done;
}
