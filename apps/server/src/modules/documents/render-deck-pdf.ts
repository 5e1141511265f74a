import type { DocumentContent, Section } from '@uc/offline-engine';
import type { FileMeta } from './content-types';
import { BODY, BOLD, drawChart, drawTable, newPdf } from './pdf-kit';

/** The deck's 16:9 slide (13.33 × 7.5 in, as LAYOUT_WIDE in the .pptx) in points. */
const W = 960;
const H = 540;
const IN = 72;
const VISUAL_TOP = 2.55 * IN;
const VISUAL_HEIGHT = 4.3 * IN;

/** A slide is one page: anything a block would push onto a next page is drawn on this one instead. */
function onOnePage(doc: PDFKit.PDFDocument, draw: () => void) {
  const addPage = doc.addPage;
  doc.addPage = () => doc;
  try {
    draw();
  } finally {
    doc.addPage = addPage;
  }
}

/** Text in a box, its size lowered until it fits (as the .pptx's shrink-to-fit), cut with an ellipsis past the floor. */
function fitText(doc: PDFKit.PDFDocument, text: string, box: { x: number; y: number; w: number; h: number }, size: number, color: string) {
  doc.font(BODY).fillColor(color);
  const opts = { width: box.w, paragraphGap: 4 };
  while (size > 9 && doc.fontSize(size).heightOfString(text, opts) > box.h) size -= 1;
  doc.fontSize(size).text(text, box.x, box.y, { ...opts, height: box.h, ellipsis: true });
}

/** Draws `draw` inside a column: the shared table and chart helpers lay out between the page margins. */
function inColumn(doc: PDFKit.PDFDocument, x: number, w: number, y: number, draw: () => void): number {
  const margins = doc.page.margins;
  doc.page.margins = { top: margins.top, bottom: 0, left: x, right: W - x - w };
  doc.x = x;
  doc.y = y;
  draw();
  doc.page.margins = margins;
  return doc.y;
}

function drawSlide(doc: PDFKit.PDFDocument, sec: Section, n: number) {
  doc.rect(0, 0, W, 0.15 * IN).fill('#6366F1');
  doc.font(BOLD).fontSize(28).fillColor('#0F172A').text(sec.heading, 0.6 * IN, 0.35 * IN, { width: 12 * IN, lineBreak: false, ellipsis: true });
  fitText(doc, sec.body, { x: 0.6 * IN, y: 1.2 * IN, w: 12 * IN, h: 1.2 * IN }, 16, '#334155');
  // The .pptx's placement: bullets, chart, key figures, table; the first on the left, the rest on
  // the right (stacked here), or one block across the full width.
  const blocks: ((x: number, w: number, y: number) => number)[] = [];
  if (sec.bullets.length) {
    blocks.push((x, w, y) => {
      fitText(doc, sec.bullets.map((b) => `•  ${b}`).join('\n'), { x, y, w, h: VISUAL_HEIGHT }, 15, '#1E293B');
      return y + VISUAL_HEIGHT;
    });
  }
  const chart = sec.chart;
  if (chart) blocks.push((x, w, y) => inColumn(doc, x, w, y, () => drawChart(doc, chart, Math.max(80, VISUAL_TOP + VISUAL_HEIGHT - y - 60))));
  const tables = [sec.figures ? { head: ['Key figure', 'Value'], rows: sec.figures } : null, sec.table ?? null].filter((t) => t !== null);
  for (const t of tables) blocks.push((x, w, y) => inColumn(doc, x, w, y, () => drawTable(doc, t, t.rows.length > 10 ? 9 : 12)));
  const cols = blocks.length === 1 ? [{ x: 0.6 * IN, w: 12.1 * IN }] : [{ x: 0.6 * IN, w: 5.9 * IN }, { x: 6.8 * IN, w: 5.9 * IN }];
  const y = cols.map(() => VISUAL_TOP);
  blocks.forEach((draw, i) => {
    const c = Math.min(i, cols.length - 1);
    y[c] = draw(cols[c].x, cols[c].w, y[c]) + 8;
  });
  doc.font(BODY).fontSize(10).fillColor('#94A3B8').text(`${n}`, 12.3 * IN, 7.0 * IN, { width: 0.8 * IN, align: 'right', lineBreak: false });
}

/**
 * The PDF rendering of a pitch deck, from the same content object as the .pptx: one landscape page
 * per slide (the cover, then a slide per section) with its text, figures and charts, and a bookmark
 * per slide named by its title (what the share viewer and page analytics name the pages by).
 */
export async function renderDeckPdf(content: DocumentContent, meta: FileMeta): Promise<Buffer> {
  const info = { Title: content.title, Author: meta.author, Creator: meta.author, Subject: meta.subject };
  const { doc, done } = await newPdf({ size: [W, H], margin: 0, autoFirstPage: false, info });
  doc.addPage();
  doc.outline.addItem(content.title);
  doc.rect(0, 0, W, H).fill('#0F172A');
  doc.font(BOLD).fontSize(40).fillColor('#FFFFFF').text(content.title, 0.6 * IN, 2.2 * IN, { width: 12 * IN, height: 1.2 * IN, ellipsis: true });
  doc.font(BODY).fontSize(18).fillColor('#CBD5E1').text(content.subtitle, 0.6 * IN, 3.5 * IN, { width: 12 * IN, height: 1.4 * IN, ellipsis: true });
  for (const [i, sec] of content.sections.entries()) {
    doc.addPage();
    doc.outline.addItem(sec.heading);
    onOnePage(doc, () => drawSlide(doc, sec, i + 2));
  }
  doc.end();
  return done;
}
