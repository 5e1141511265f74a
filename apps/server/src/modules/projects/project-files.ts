import path from 'node:path';
import { PROJECT_MAX_FILE_BYTES, PROJECT_MAX_FILES, PROJECT_MAX_TOTAL_BYTES, type ProjectFile } from '@uc/contract';
import type { StoredProjectFile } from '../../db/schema';
import { HttpError } from '../../errors';

const LANGUAGES: Record<string, string> = {
  '.js': 'javascript',
  '.mjs': 'javascript',
  '.cjs': 'javascript',
  '.jsx': 'javascript',
  '.ts': 'typescript',
  '.tsx': 'typescript',
  '.vue': 'vue',
  '.svelte': 'svelte',
  '.html': 'html',
  '.css': 'css',
  '.json': 'json',
  '.md': 'markdown',
  '.svg': 'xml',
};

export const languageOf = (p: string) => LANGUAGES[path.posix.extname(p).toLowerCase()] ?? 'plaintext';

const kb = (n: number) => `${Math.ceil(n / 1024)} KB`;

/**
 * Checks a whole file set against the limits (413 with what is too big) and duplicate paths
 * (422). Path safety itself is in the contract's ProjectPathSchema.
 */
export function checkFileSet(files: { path: string; content: string }[]): StoredProjectFile[] {
  if (files.length > PROJECT_MAX_FILES) throw new HttpError(413, `A project may hold at most ${PROJECT_MAX_FILES} files (this one has ${files.length}).`);
  const seen = new Set<string>();
  let total = 0;
  for (const f of files) {
    const key = f.path.toLowerCase();
    if (seen.has(key)) throw new HttpError(422, `Two files have the path ${f.path}.`);
    seen.add(key);
    const bytes = Buffer.byteLength(f.content);
    if (bytes > PROJECT_MAX_FILE_BYTES) throw new HttpError(413, `${f.path} is ${kb(bytes)}; a file may be at most ${kb(PROJECT_MAX_FILE_BYTES)}.`);
    total += bytes;
  }
  if (total > PROJECT_MAX_TOTAL_BYTES) throw new HttpError(413, `The project's files add up to ${kb(total)}; a project may be at most ${kb(PROJECT_MAX_TOTAL_BYTES)}.`);
  return files.map((f) => ({ path: f.path, content: f.content }));
}

export const toProjectFiles = (files: StoredProjectFile[]): ProjectFile[] =>
  files.map((f) => ({ path: f.path, content: f.content, type: 'file' as const, language: languageOf(f.path) }));
