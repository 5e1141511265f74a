import { FILE_KIND_MIME, fileKindOf, type FileKind } from '@uc/contract';
import { HttpError } from '../../errors';

export const UNSUPPORTED_TYPE = 'Unsupported file type. Allowed: PDF, DOCX, XLSX, PPTX, JPG, PNG, TXT, MD, CSV.';

const TEXT_KINDS: readonly FileKind[] = ['txt', 'md', 'csv'];
const MIME = Object.fromEntries(
  Object.entries(FILE_KIND_MIME).map(([kind, type]) => [kind, TEXT_KINDS.includes(kind as FileKind) ? `${type}; charset=utf-8` : type]),
) as Record<FileKind, string>;

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

export const kindFromName = fileKindOf;

/** 415 unless both the name and the first bytes say the file is an allowed type. */
export function detectKind(name: string, head: Buffer): { kind: FileKind; mimeType: string } {
  const kind = kindFromName(name);
  if (!kind) throw new HttpError(415, UNSUPPORTED_TYPE);
  if (head.length === 0 && !TEXT_KINDS.includes(kind)) throw new HttpError(415, 'The file is empty.');
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
