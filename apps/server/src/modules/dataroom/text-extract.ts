import type { FileKind } from '@uc/contract';

/** Larger files are stored and listed but not indexed: extraction would hold them in memory. */
export const EXTRACT_MAX_BYTES = 10 * 1024 * 1024;
/** Postgres caps a tsvector at 1 MB; the first part of a document is what search needs. */
const MAX_TEXT_CHARS = 300_000;

/** Plain text of a PDF (unpdf), DOCX (mammoth) or text file, for full-text search. Never throws. */
export async function extractText(kind: FileKind, bytes: Buffer): Promise<string> {
  try {
    let text = '';
    if (kind === 'pdf') {
      const { extractText: pdfText, getDocumentProxy } = await import('unpdf');
      const pdf = await getDocumentProxy(new Uint8Array(bytes));
      text = (await pdfText(pdf, { mergePages: true })).text;
    } else if (kind === 'docx') {
      const mammoth = await import('mammoth');
      text = (await mammoth.extractRawText({ buffer: bytes })).value;
    } else if (kind === 'txt' || kind === 'md' || kind === 'csv') {
      text = bytes.toString('utf8');
    }
    // NUL bytes are not allowed in Postgres text.
    return text.replace(/\u0000/g, '').slice(0, MAX_TEXT_CHARS);
  } catch {
    return '';
  }
}
