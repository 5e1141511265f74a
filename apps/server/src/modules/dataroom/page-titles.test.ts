import { PDFDocument as LibDoc, PDFHexString, PDFName, type PDFRef } from 'pdf-lib';
import PDFDocument from 'pdfkit';
import { describe, expect, it } from 'vitest';
import { MAX_TITLE_CHARS, MAX_TITLE_PAGES, pickPageTitles, titleOf } from './page-titles';
import { extractText, readPageTitles } from './text-extract';

/** A pdfkit PDF: one page per entry, its first line `line` and, when `bookmark` is set, an outline entry for it. */
function pdf(pages: { line: string; body?: string; bookmark?: string; child?: string }[]): Promise<Uint8Array> {
  return new Promise((resolve) => {
    const doc = new PDFDocument({ autoFirstPage: false });
    const chunks: Buffer[] = [];
    doc.on('data', (c: Buffer) => chunks.push(c));
    doc.on('end', () => resolve(new Uint8Array(Buffer.concat(chunks))));
    for (const p of pages) {
      doc.addPage().fontSize(24).text(p.line).fontSize(11).text(p.body ?? 'Some body text on this page, written as a sentence.');
      if (p.bookmark) {
        const item = doc.outline.addItem(p.bookmark);
        if (p.child) item.addItem(p.child);
      }
    }
    doc.end();
  });
}

/** A PDF of `pages` pages whose outline is built by `outline` from the catalog's context (hostile shapes). */
async function hostile(pages: number, outline: (doc: LibDoc, pageRefs: PDFRef[]) => PDFRef): Promise<Uint8Array> {
  const doc = await LibDoc.create();
  for (let i = 0; i < pages; i++) doc.addPage().drawText(`Plain page ${i + 1}`, { x: 50, y: 700, size: 20 });
  const refs = doc.getPages().map((p) => p.ref);
  doc.catalog.set(PDFName.of('Outlines'), outline(doc, refs));
  return doc.save();
}
const entry = (doc: LibDoc, title: string, page: PDFRef, extra: Record<string, PDFRef> = {}) => {
  const dict = doc.context.obj({ Title: PDFHexString.fromText(title), Dest: [page, 'XYZ', null, null, null] });
  for (const [k, v] of Object.entries(extra)) dict.set(PDFName.of(k), v);
  return dict;
};

describe('page titles', () => {
  it('names each page by the bookmark that starts on or covers it, else by a title-like first line, else null', async () => {
    const bytes = await pdf([
      { line: 'Acme Robotics' },
      { line: 'Problem', bookmark: 'The problem' },
      { line: 'More on the problem' },
      { line: 'Market', bookmark: 'Market', child: 'Market size' },
    ]);
    expect(await readPageTitles(bytes)).toEqual(['Acme Robotics', 'The problem', 'The problem', 'Market']);
    // The same read runs with the upload's text extraction.
    const extracted = await extractText('pdf', Buffer.from(bytes));
    expect(extracted.pageTitles).toEqual(['Acme Robotics', 'The problem', 'The problem', 'Market']);
    expect(extracted.text).toContain('More on the problem');
  });

  it('without an outline, keeps short first lines and refuses sentences and page numbers', async () => {
    const bytes = await pdf([
      { line: 'Why now?' },
      { line: 'We sell robots to farms in three countries and grow every month.' },
      { line: '7' },
      { line: 'Team' },
    ]);
    expect(await readPageTitles(bytes)).toEqual(['Why now?', null, null, 'Team']);
  });

  it('sanitises and bounds a title', () => {
    expect(titleOf('  Go\u0000-to\u202E-market \n plan ')).toBe('Go-to-market plan');
    expect(titleOf('\u0007 \t')).toBeNull();
    const long = titleOf('x'.repeat(500))!;
    expect(long.length).toBeLessThanOrEqual(MAX_TITLE_CHARS);
    const picked = pickPageTitles(MAX_TITLE_PAGES + 50, [{ title: 'All', page: 1 }, { title: 'Beyond', page: MAX_TITLE_PAGES + 3 }], []);
    expect(picked).toHaveLength(MAX_TITLE_PAGES);
    expect(picked.every((t) => t === 'All')).toBe(true);
    // A running header on many pages names none of them; a line on two pages still names both.
    const header = 'Confidential\nBody starts here';
    expect(pickPageTitles(5, [], [header, 'Team', header, 'Team', header])).toEqual([null, 'Team', null, 'Team', null]);
  });

  it('reads a cyclic outline and a very deep one within bounds, and never fails the upload', async () => {
    const cyclic = await hostile(3, (doc, pages) => {
      const rootRef = doc.context.nextRef();
      const aRef = doc.context.nextRef();
      const bRef = doc.context.nextRef();
      // a → b → a as siblings, and b's child is the root itself.
      doc.context.assign(aRef, entry(doc, 'Alpha', pages[0]!, { Next: bRef, Parent: rootRef }));
      doc.context.assign(bRef, entry(doc, 'Beta', pages[2]!, { Next: aRef, First: rootRef, Parent: rootRef }));
      doc.context.assign(rootRef, doc.context.obj({ Type: 'Outlines', First: aRef, Last: bRef }));
      return rootRef;
    });
    const titles = await readPageTitles(cyclic);
    expect(titles).toHaveLength(3);
    expect(titles.every((t) => t === null || typeof t === 'string')).toBe(true);
    expect((await extractText('pdf', Buffer.from(cyclic))).searchable).toBe(true);

    const deep = await hostile(2, (doc, pages) => {
      const rootRef = doc.context.nextRef();
      let child: PDFRef | null = null;
      for (let i = 20_000; i >= 1; i--) {
        const ref = doc.context.nextRef();
        doc.context.assign(ref, entry(doc, `Level ${i}`, pages[i % 2]!, child ? { First: child, Last: child } : {}));
        child = ref;
      }
      doc.context.assign(rootRef, doc.context.obj({ Type: 'Outlines', First: child!, Last: child! }));
      return rootRef;
    });
    const started = Date.now();
    const deepTitles = await readPageTitles(deep);
    expect(Date.now() - started).toBeLessThan(15_000);
    expect(deepTitles).toHaveLength(2);
    // pdf.js cannot hand over an outline this deep: the pages keep their first lines.
    expect(deepTitles).toEqual(['Plain page 1', 'Plain page 2']);
    const extracted = await extractText('pdf', Buffer.from(deep));
    expect(extracted.searchable).toBe(true);
    expect(extracted.text).toContain('Plain page 2');
  });

  it('answers an empty list for bytes that are not a PDF', async () => {
    expect(await readPageTitles(new Uint8Array([1, 2, 3]))).toEqual([]);
  });
});
