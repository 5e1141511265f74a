import path from 'node:path';
import type { Config } from '../../config';
import { createLocalStorage } from './local';
import { createS3Storage } from './s3';
import type { StorageDriver } from './types';

export type { StorageDriver } from './types';
export { StorageNotFoundError } from './types';

/** The one place the storage driver is chosen (STORAGE_DRIVER). */
export function createStorage(config: Config): StorageDriver {
  if (config.storage.driver === 's3') return createS3Storage(config.storage);
  return createLocalStorage(path.join(config.dataDir, 'files'));
}
