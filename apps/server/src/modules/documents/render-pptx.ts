import type { DocumentContent, Section } from '@uc/offline-engine';
import type { FileMeta } from './content-types';

const DARK = '0F172A';
const ACCENT = '6366F1';
const COLORS = ['6366F1', '10B981', 'F59E0B', 'EF4444'];

/** What the presenter says on a slide: the point, then the bullets and figures as talking points. */
export const speakerNotes = (sec: Section) => [sec.body, ...sec.bullets.map((b) => `- ${b}`), ...(sec.figures ?? []).map(([l, v]) => `- ${l}: ${v}`)].join('\n');

type Rows = { text: string; options?: Record<string, unknown> }[][];
const tableRows = (head: string[], rows: string[][]): Rows => [
  ...(head.some(Boolean) ? [head.map((h) => ({ text: h, options: { bold: true, fill: { color: 'EEF2FF' } } }))] : []),
  ...rows.map((r) => r.map((c) => ({ text: c }))),
];

/**
 * A 16:9 deck: a title slide, then one slide per section. The body runs across the top; below it
 * the bullets on the left and the table, key figures or native chart (from the model) on the right,
 * or across the full width when there is only one of them.
 */
export async function renderPptx(content: DocumentContent, meta: FileMeta): Promise<Buffer> {
  const { default: PptxGenJS } = await import('pptxgenjs'); // on first use, not at start-up
  const pptx = new PptxGenJS();
  pptx.layout = 'LAYOUT_WIDE';
  pptx.title = content.title;
  pptx.author = meta.author;
  pptx.company = 'Ultimate Co-founder';
  pptx.subject = meta.subject;

  const cover = pptx.addSlide();
  cover.background = { color: DARK };
  cover.addText(content.title, { x: 0.6, y: 2.2, w: 12, h: 1.2, fontSize: 40, bold: true, color: 'FFFFFF' });
  cover.addText(content.subtitle, { x: 0.6, y: 3.5, w: 12, h: 1.4, fontSize: 18, color: 'CBD5E1' });
  cover.addNotes(`${content.title}. ${content.subtitle}`);

  for (const [i, sec] of content.sections.entries()) {
    const slide = pptx.addSlide();
    slide.background = { color: 'FFFFFF' };
    slide.addShape(pptx.ShapeType.rect, { x: 0, y: 0, w: 13.33, h: 0.15, fill: { color: ACCENT } });
    slide.addText(sec.heading, { x: 0.6, y: 0.35, w: 12, h: 0.8, fontSize: 28, bold: true, color: DARK });
    slide.addText(sec.body, { x: 0.6, y: 1.2, w: 12, h: 1.2, fontSize: 16, color: '334155', valign: 'top', fit: 'shrink' });
    const visuals: (() => void)[] = [];
    const area = (full: boolean, index: number) => (full ? { x: 0.6, w: 12.1 } : index === 0 ? { x: 0.6, w: 5.9 } : { x: 6.8, w: 5.9 });
    const blocks = [sec.bullets.length > 0, Boolean(sec.table), Boolean(sec.figures), Boolean(sec.chart)].filter(Boolean).length;
    let slot = 0;
    const place = () => area(blocks === 1, Math.min(1, slot++));
    if (sec.bullets.length) {
      const a = place();
      visuals.push(() => slide.addText(sec.bullets.map((b) => ({ text: b, options: { bullet: true } })), { ...a, y: 2.55, h: 4.3, fontSize: 15, color: '1E293B', valign: 'top', fit: 'shrink' }));
    }
    if (sec.chart) {
      const a = place();
      const chart = sec.chart;
      visuals.push(() =>
        slide.addChart(
          pptx.ChartType.bar,
          chart.series.map((s) => ({ name: s.name, labels: chart.categories, values: s.values })),
          { ...a, y: 2.55, h: 4.4, barGrouping: 'clustered', chartColors: COLORS, showLegend: true, legendPos: 'b', showTitle: true, title: chart.title, titleFontSize: 12, valAxisLabelFontSize: 9, catAxisLabelFontSize: 10 },
        ),
      );
    }
    const tables = [sec.figures ? tableRows(['Key figure', 'Value'], sec.figures) : null, sec.table ? tableRows(sec.table.head, sec.table.rows) : null].filter((t): t is Rows => t !== null);
    for (const rows of tables) {
      const a = place();
      visuals.push(() => slide.addTable(rows as never, { ...a, y: 2.55, fontSize: rows.length > 10 ? 9 : 12, color: '1E293B', border: { type: 'solid', pt: 0.5, color: 'CBD5E1' }, autoPage: false }));
    }
    visuals.forEach((draw) => draw());
    slide.addNotes(speakerNotes(sec));
    slide.addText(`${i + 2}`, { x: 12.3, y: 7.0, w: 0.8, h: 0.4, fontSize: 10, color: '94A3B8', align: 'right' });
  }
  return (await pptx.write({ outputType: 'nodebuffer' })) as Buffer;
}
