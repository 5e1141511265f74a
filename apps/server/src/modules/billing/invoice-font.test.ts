import { inflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import type { InvoiceRow } from '../../db/schema';
import { renderInvoicePdf } from './invoices';

/** The PDF's streams, inflated (pdfkit compresses them). */
function streams(pdf: Buffer): string[] {
  const out: string[] = [];
  const text = pdf.toString('latin1');
  for (const m of text.matchAll(/stream\r?\n/g)) {
    const start = m.index! + m[0].length;
    const end = text.indexOf('endstream', start);
    try {
      out.push(inflateSync(pdf.subarray(start, end)).toString('latin1'));
    } catch {
      /* not a deflated stream */
    }
  }
  return out;
}

describe('invoice PDFs', () => {
  it('embed a font that prints every character they use (the plan change arrow included)', async () => {
    const invoice = {
      id: '00000000-0000-4000-8000-000000000001', number: 'UC-2026-ARROW001', userId: 'u', sourceRef: 'x', amountCents: 5000, credits: 1500,
      description: 'Plan change: Developer → Professional (prorated)', status: 'paid', createdAt: new Date('2026-11-28T07:00:00Z'),
    } as unknown as InvoiceRow;
    const pdf = await renderInvoicePdf({ invoice, email: 'ada@example.com', name: 'Ada Lovelace', testMode: true });
    const raw = pdf.toString('latin1');
    expect(raw).toMatch(/\/FontFile2/); // an embedded TrueType font
    expect(raw).not.toMatch(/\/BaseFont \/Helvetica/);
    // Its ToUnicode map has the arrow (U+2192): the glyph is in the embedded subset.
    expect(streams(pdf).some((s) => /<2192>/i.test(s))).toBe(true);
  });
});
