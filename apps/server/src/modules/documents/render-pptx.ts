import type { DocumentContent, FileMeta, Section } from './content-types';

const DARK = '0F172A';
const ACCENT = '6366F1';

/** What the presenter says on a slide: the point, then the bullets as talking points. */
export const speakerNotes = (sec: Section) => [sec.body, ...sec.bullets.map((b) => `- ${b}`)].join('\n');

/** A 16:9 deck: a title slide, one slide per section (12–15 in all for a pitch deck), speaker notes on every slide. */
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
    slide.addText(sec.heading, { x: 0.6, y: 0.4, w: 12, h: 0.9, fontSize: 30, bold: true, color: DARK });
    slide.addText(sec.body, { x: 0.6, y: 1.4, w: 12, h: 1.1, fontSize: 18, color: '334155' });
    if (sec.bullets.length) {
      slide.addText(
        sec.bullets.map((b) => ({ text: b, options: { bullet: true } })),
        { x: 0.8, y: 2.7, w: 11.6, h: 3.8, fontSize: 18, color: '1E293B', valign: 'top' },
      );
    }
    slide.addNotes(speakerNotes(sec));
    slide.addText(`${i + 2}`, { x: 12.3, y: 7.0, w: 0.8, h: 0.4, fontSize: 10, color: '94A3B8', align: 'right' });
  }
  return (await pptx.write({ outputType: 'nodebuffer' })) as Buffer;
}
