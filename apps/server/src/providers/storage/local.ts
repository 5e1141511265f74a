import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, readdir, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { StorageNotFoundError, type StorageDriver } from './types';

const SAFE_KEY = /^[a-z0-9][a-z0-9/_-]*(\.[a-z0-9]+)?$/i;

/** Files under `root` (DATA_DIR/files). Writes go to a temp name first, so readers never see half a file. */
export function createLocalStorage(root: string): StorageDriver {
  const resolve = (key: string) => {
    if (!SAFE_KEY.test(key) || key.includes('..')) throw new Error(`invalid storage key: ${key}`);
    return path.join(root, key);
  };
  return {
    kind: 'local',
    async put(key, body) {
      const file = resolve(key);
      await mkdir(path.dirname(file), { recursive: true });
      const tmp = `${file}.partial`;
      try {
        // 1 MB of buffer: the 64 KB chunks of an upload do not stall the pipeline at every write (default 16 KB).
        await pipeline(body, createWriteStream(tmp, { highWaterMark: 1024 * 1024 }));
        await rename(tmp, file);
      } catch (err) {
        await rm(tmp, { force: true });
        throw err;
      }
    },
    async get(key, range) {
      const file = resolve(key);
      try {
        await stat(file);
      } catch {
        throw new StorageNotFoundError(key);
      }
      // 256 KB reads: fewer, larger socket writes when streaming a download.
      return createReadStream(file, { highWaterMark: 256 * 1024, ...range });
    },
    async delete(key) {
      await rm(resolve(key), { force: true });
    },
    async *list(prefix) {
      const base = path.join(root, prefix);
      let entries: string[];
      try {
        entries = await readdir(base, { recursive: true });
      } catch {
        return; // nothing stored under it yet
      }
      for (const entry of entries) {
        const file = path.join(base, entry);
        const info = await stat(file).catch(() => null);
        if (info?.isFile()) yield { key: path.relative(root, file).split(path.sep).join('/'), modifiedAt: info.mtime };
      }
    },
  };
}
