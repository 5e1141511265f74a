import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { Readable } from 'node:stream';
import { StorageNotFoundError, type StorageDriver } from '../../providers/storage';
import type { BuiltFile } from './builder';

/**
 * A built site (a deploy or an editor preview) in the storage driver: each file under a
 * generated key (project paths never become storage keys), plus a manifest written last, so
 * a half-written site is never served. Sites are immutable, so manifests are cached.
 */
export type SiteManifest = Record<string, { key: string; type: string; bytes: number }>;

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.txt': 'text/plain; charset=utf-8',
  '.md': 'text/plain; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
};

export const contentTypeOf = (p: string) => CONTENT_TYPES[path.posix.extname(p).toLowerCase()] ?? 'text/plain; charset=utf-8';

export const newSiteId = () => randomBytes(12).toString('hex');

const manifests = new Map<string, SiteManifest>();
const MANIFEST_CACHE = 500;

async function readAll(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const c of stream) chunks.push(Buffer.from(c));
  return Buffer.concat(chunks);
}

export async function writeSite(storage: StorageDriver, prefix: string, files: BuiltFile[]): Promise<SiteManifest> {
  const manifest: SiteManifest = {};
  for (const [i, f] of files.entries()) {
    const ext = path.posix.extname(f.path).toLowerCase().replace(/[^a-z0-9.]/g, '') || '.txt';
    const key = `${prefix}/f${i}${ext}`;
    const body = Buffer.from(f.body);
    await storage.put(key, Readable.from([body]));
    manifest[f.path] = { key, type: contentTypeOf(f.path), bytes: body.length };
  }
  await storage.put(`${prefix}/manifest.json`, Readable.from([Buffer.from(JSON.stringify(manifest))]));
  return manifest;
}

async function manifestOf(storage: StorageDriver, prefix: string): Promise<SiteManifest | null> {
  const cached = manifests.get(prefix);
  if (cached) return cached;
  try {
    const manifest = JSON.parse((await readAll(await storage.get(`${prefix}/manifest.json`))).toString('utf8')) as SiteManifest;
    if (manifests.size >= MANIFEST_CACHE) manifests.delete(manifests.keys().next().value!);
    manifests.set(prefix, manifest);
    return manifest;
  } catch (err) {
    if (err instanceof StorageNotFoundError) return null;
    throw err;
  }
}

/** One file of a site; a folder path gets its index.html. Null when absent. */
export async function readSiteFile(storage: StorageDriver, prefix: string, filePath: string): Promise<{ body: Buffer; type: string } | null> {
  const manifest = await manifestOf(storage, prefix);
  if (!manifest) return null;
  const wanted = filePath === '' || filePath.endsWith('/') ? `${filePath}index.html` : filePath;
  const entry = manifest[wanted];
  if (!entry) return null;
  try {
    return { body: await readAll(await storage.get(entry.key)), type: entry.type };
  } catch (err) {
    if (err instanceof StorageNotFoundError) return null;
    throw err;
  }
}

/** Total bytes of a site's files (the page weight a visitor downloads at most). */
export async function siteBytes(storage: StorageDriver, prefix: string): Promise<number> {
  const manifest = await manifestOf(storage, prefix);
  return manifest ? Object.values(manifest).reduce((n, e) => n + e.bytes, 0) : 0;
}

export async function deleteSite(storage: StorageDriver, prefix: string): Promise<void> {
  const manifest = await manifestOf(storage, prefix);
  manifests.delete(prefix);
  await storage.delete(`${prefix}/manifest.json`);
  for (const entry of Object.values(manifest ?? {})) await storage.delete(entry.key);
}
