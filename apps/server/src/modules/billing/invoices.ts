import type { Invoice } from '@uc/contract';
import { and, desc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { invoices, userProfiles, users, type InvoiceRow } from '../../db/schema';
import { notFound } from '../../errors';
import { newPdf } from '../documents/pdf-kit';
import { dollars } from './catalogue';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const toDto = (r: InvoiceRow): Invoice => ({
  id: r.id,
  number: r.number,
  date: r.createdAt.toISOString(),
  amount: dollars(r.amountCents),
  status: r.status,
  description: r.description,
});

export async function listInvoices(db: Executor, userId: string): Promise<Invoice[]> {
  const rows = await db.select().from(invoices).where(eq(invoices.userId, userId)).orderBy(desc(invoices.createdAt)).limit(200);
  return rows.map(toDto);
}

/** Someone else's invoice answers 404 like a missing one. */
export async function getInvoice(db: Executor, userId: string, id: string) {
  if (!UUID.test(id)) throw notFound('Invoice not found');
  const [row] = await db
    .select({ invoice: invoices, email: users.email, name: users.name, preferences: userProfiles.preferences })
    .from(invoices)
    .innerJoin(users, eq(users.id, invoices.userId))
    .leftJoin(userProfiles, eq(userProfiles.userId, invoices.userId))
    .where(and(eq(invoices.id, id), eq(invoices.userId, userId)));
  if (!row) throw notFound('Invoice not found');
  // The PDF prints its date in the time zone chosen under Profile → Preferences.
  return { invoice: row.invoice, email: row.email, name: row.name, timeZone: row.preferences?.timeZone ?? 'UTC' };
}

/** YYYY-MM-DD of `date` as seen in `timeZone` (UTC if the zone is unknown). */
export function dateInZone(date: Date, timeZone: string): { day: string; zone: string } {
  const format = (zone: string) => new Intl.DateTimeFormat('en-CA', { timeZone: zone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(date);
  try {
    return { day: format(timeZone), zone: timeZone };
  } catch {
    return { day: format('UTC'), zone: 'UTC' };
  }
}

const money = (cents: number) => `$${(cents / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

/** A one-page PDF invoice, drawn with pdfkit. */
export async function renderInvoicePdf(args: { invoice: InvoiceRow; email: string; name: string; testMode: boolean; timeZone?: string }): Promise<Buffer> {
  const { invoice } = args;
  // DejaVu Sans embedded (the documents' fonts): Helvetica has no "→" of a plan change, nor ₦ or ₹.
  const { doc, done } = await newPdf({ size: 'A4', margin: 56, info: { Title: `Invoice ${invoice.number}`, Author: 'Ultimate Co-founder' } });

  doc.fontSize(22).fillColor('#4c1d95').text('Ultimate Co-founder', { continued: false });
  doc.moveDown(0.2).fontSize(10).fillColor('#475569').text('AI co-founder team for startup founders');
  doc.moveDown(1.5).fontSize(18).fillColor('#0f172a').text(`Invoice ${invoice.number}`);
  if (args.testMode) doc.moveDown(0.3).fontSize(10).fillColor('#b45309').text('TEST MODE: no real payment was taken.');
  doc.moveDown(1).fontSize(11).fillColor('#0f172a');
  const date = dateInZone(invoice.createdAt, args.timeZone ?? 'UTC');
  doc.text(`Date: ${date.day} (${date.zone})`);
  doc.text(`Status: ${invoice.status.toUpperCase()}`);
  doc.moveDown(0.8).text('Billed to:');
  doc.text(args.name).text(args.email);

  const top = doc.moveDown(1.5).y;
  doc.fontSize(10).fillColor('#475569').text('Description', 56, top).text('Credits', 360, top).text('Amount', 460, top, { width: 80, align: 'right' });
  doc.moveTo(56, top + 16).lineTo(540, top + 16).strokeColor('#cbd5e1').stroke();
  const row = top + 26;
  doc.fontSize(11).fillColor('#0f172a').text(invoice.description, 56, row, { width: 290 });
  doc.text(invoice.credits.toLocaleString('en-US'), 360, row).text(money(invoice.amountCents), 460, row, { width: 80, align: 'right' });
  const totalY = Math.max(doc.y, row + 20) + 20;
  doc.moveTo(56, totalY).lineTo(540, totalY).strokeColor('#cbd5e1').stroke();
  doc.fontSize(12).text('Total (USD)', 360, totalY + 10).text(money(invoice.amountCents), 460, totalY + 10, { width: 80, align: 'right' });
  doc.fontSize(9).fillColor('#64748b').text('Credits never expire. Thank you for building with Ultimate Co-founder.', 56, totalY + 60);
  doc.end();
  return done;
}
