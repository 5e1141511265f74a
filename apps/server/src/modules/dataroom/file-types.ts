import type { FileKind } from '@uc/contract';
import { HttpError } from '../../errors';

export const UNSUPPORTED_TYPE = 'Unsupported file type. Allowed: PDF, DOCX, XLSX, PPTX, JPG, PNG, TXT, MD, CSV.';

const MIME: Record<FileKind, string> = {
  pdf: 'application/pdf',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  pptx: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  jpg: 'image/jpeg',
  png: 'image/png',
  txt: 'text/plain; charset=utf-8',
  md: 'text/markdown; charset=utf-8',
  csv: 'text/csv; charset=utf-8',
};
const EXTENSIONS: Record<string, FileKind> = {
  pdf: 'pdf',
  docx: 'docx',
  xlsx: 'xlsx',
  pptx: 'pptx',
  jpg: 'jpg',
  jpeg: 'jpg',
  png: 'png',
  txt: 'txt',
  md: 'md',
  markdown: 'md',
  csv: 'csv',
};

const startsWith = (head: Buffer, bytes: number[]) => bytes.every((b, i) => head[i] === b);

/** Text files: no NUL bytes and valid UTF-8 in the sniffed head (a cut multi-byte tail is fine). */
function looksLikeText(head: Buffer): boolean {
  if (head.includes(0)) return false;
  const decoded = new TextDecoder('utf-8', { fatal: false }).decode(head);
  const bad = (decoded.match(/\uFFFD/g) ?? []).length;
  return bad <= 1;
}

function contentMatches(kind: FileKind, head: Buffer): boolean {
  switch (kind) {
    case 'pdf':
      return head.subarray(0, 1024).includes('%PDF-');
    case 'docx':
    case 'xlsx':
    case 'pptx':
      return startsWith(head, [0x50, 0x4b, 0x03, 0x04]); // OOXML is a ZIP container
    case 'jpg':
      return startsWith(head, [0xff, 0xd8, 0xff]);
    case 'png':
      return startsWith(head, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    default:
      return looksLikeText(head);
  }
}

export function kindFromName(name: string): FileKind | null {
  const ext = name.toLowerCase().match(/\.([a-z0-9]+)$/)?.[1];
  return ext ? (EXTENSIONS[ext] ?? null) : null;
}

/** 415 unless both the name and the first bytes say the file is an allowed type. */
export function detectKind(name: string, head: Buffer): { kind: FileKind; mimeType: string } {
  const kind = kindFromName(name);
  if (!kind) throw new HttpError(415, UNSUPPORTED_TYPE);
  if (head.length === 0 && !['txt', 'md', 'csv'].includes(kind)) throw new HttpError(415, 'The file is empty.');
  if (!contentMatches(kind, head)) throw new HttpError(415, `The file's content does not match its .${name.split('.').pop()} extension.`);
  return { kind, mimeType: MIME[kind] };
}

export const mimeTypeOf = (kind: FileKind) => MIME[kind];

/**
 * A display name safe for headers and file systems: the base name only (no directories or
 * '..'), no control or reserved characters, at most 200 characters, extension kept.
 */
export function sanitizeFileName(raw: string): string {
  const base = raw.replace(/\\/g, '/').split('/').pop() ?? '';
  let name = base
    .normalize('NFC')
    .replace(/[\u0000-\u001f\u007f<>:"|?*]/g, '')
    .replace(/^[.\s]+/, '')
    .trim();
  if (name.length > 200) {
    const ext = name.match(/\.[a-z0-9]{1,10}$/i)?.[0] ?? '';
    name = name.slice(0, 200 - ext.length) + ext;
  }
  return name || 'file';
}
