import { DOCUMENT_FIXTURES, buildDocView, documentContent, modelFromProfile } from '@uc/offline-engine';
import { getDocumentProxy } from 'unpdf';
import { describe, expect, it } from 'vitest';
import { readPageTitles } from '../dataroom/text-extract';
import { renderCanvasPdf, renderPlanPdf } from './render-pdf';

const fixture = DOCUMENT_FIXTURES[0]!;
const view = buildDocView(modelFromProfile(fixture), fixture);
const meta = { author: 'Ultimate Co-founder (offline engine)', subject: 'test' };

describe('generated PDF reports carry a bookmark per section', () => {
  it("a business plan's outline lists its sections, so each page is titled by the section it is in", async () => {
    const content = documentContent('business_plan', view, 'Business plan');
    const pdf = await renderPlanPdf(content, meta);
    const titles = await readPageTitles(pdf);
    expect(titles.length).toBeGreaterThan(1);
    const headings = content.sections.map((s, i) => `${i + 1}. ${s.heading}`);
    const outline = await (await getDocumentProxy(new Uint8Array(pdf))).getOutline();
    expect(outline.map((o) => o.title)).toEqual(headings);
    // Every page's title is one of the sections, in their order, and the last page is in a late one.
    expect(titles.every((t) => t !== null && headings.includes(t))).toBe(true);
    const order = titles.map((t) => headings.indexOf(t!));
    expect(order).toEqual([...order].sort((a, b) => a - b));
    expect(titles[0]).toBe(headings[0]);
    expect(new Set(titles).size).toBeGreaterThan(1);
  });

  it('a canvas is one page titled by the document', async () => {
    const content = documentContent('business_model_canvas', view, 'Business model canvas');
    expect(await readPageTitles(await renderCanvasPdf(content, meta))).toEqual([content.title]);
  });
});
