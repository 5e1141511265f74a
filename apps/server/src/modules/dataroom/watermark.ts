import type { PDFDocument } from 'pdf-lib';
import { HttpError } from '../../errors';

/** Helvetica (a standard font, nothing embedded) writes WinAnsi only: anything else becomes "?". */
const winAnsi = (text: string) => text.replace(/[^\x20-\x7e]/g, '?');

export const watermarkText = (viewer: string | null, at: Date) =>
  winAnsi(`${viewer ?? 'Shared viewer'} - ${at.toISOString().slice(0, 16).replace('T', ' ')} UTC`);

export const UNREADABLE_PDF = 'This PDF cannot be shown through a link (it is encrypted or damaged)';

/** The page count of a PDF; 422 when pdf-lib cannot read it. */
export async function loadPdf(bytes: Uint8Array): Promise<PDFDocument> {
  // pdf-lib (~20 MB once loaded) loads with the first shared PDF, not at start (issue 42).
  const { PDFDocument } = await import('pdf-lib');
  try {
    return await PDFDocument.load(bytes, { updateMetadata: false });
  } catch {
    throw new HttpError(422, UNREADABLE_PDF);
  }
}

/**
 * A copy of the PDF with `text` across every page (faint, diagonal) and along its foot; the
 * stored original is never touched. The text is drawn in the page content, not as an annotation
 * a viewer could hide.
 */
export async function watermarkPdf(doc: PDFDocument, text: string): Promise<Uint8Array> {
  const { degrees, rgb, StandardFonts } = await import('pdf-lib');
  const font = await doc.embedFont(StandardFonts.Helvetica);
  for (const page of doc.getPages()) {
    const { width, height } = page.getSize();
    const diagonal = Math.hypot(width, height);
    const size = Math.max(10, Math.min(28, (diagonal * 0.8) / Math.max(text.length, 1) / 0.5));
    const textWidth = font.widthOfTextAtSize(text, size);
    const angle = Math.atan2(height, width);
    page.drawText(text, {
      x: width / 2 - (textWidth / 2) * Math.cos(angle),
      y: height / 2 - (textWidth / 2) * Math.sin(angle),
      size,
      font,
      color: rgb(0.5, 0.5, 0.5),
      opacity: 0.22,
      rotate: degrees((angle * 180) / Math.PI),
    });
    page.drawText(text, { x: 18, y: 10, size: 7, font, color: rgb(0.4, 0.4, 0.4), opacity: 0.8 });
  }
  return doc.save();
}

export const UNREADABLE_IMAGE = 'This image cannot be shown with a watermark (it is damaged or in a form not supported)';
/** A small image still gets a page the watermark fits on; a PDF page may not exceed 14,400 units. */
const MIN_PAGE = 600;
const MAX_PAGE = 14_400;

/**
 * A PNG or JPEG as a one-page PDF with the watermark drawn over it: the server has no image
 * library to draw on pixels, and pdf-lib embeds both formats as they are. 422 when it cannot read it.
 */
export async function watermarkImage(bytes: Uint8Array, kind: 'png' | 'jpg', text: string): Promise<Uint8Array> {
  const { PDFDocument } = await import('pdf-lib');
  const doc = await PDFDocument.create();
  let image;
  try {
    image = kind === 'png' ? await doc.embedPng(bytes) : await doc.embedJpg(bytes);
  } catch {
    throw new HttpError(422, UNREADABLE_IMAGE);
  }
  const scale = Math.min(Math.max(1, MIN_PAGE / image.width), MAX_PAGE / Math.max(image.width, image.height));
  const [width, height] = [image.width * scale, image.height * scale];
  doc.addPage([width, height]).drawImage(image, { x: 0, y: 0, width, height });
  return watermarkPdf(doc, text);
}
