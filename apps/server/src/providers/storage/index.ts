import path from 'node:path';
import type { Config } from '../../config';
import { createLocalStorage } from './local';
import type { StorageDriver } from './types';

export type { StorageDriver } from './types';
export { StorageNotFoundError, StorageUnavailableError, type ByteRange, type StoredObject } from './types';

/** The one place the storage driver is chosen (STORAGE_DRIVER); the AWS SDK loads only for s3. */
export async function createStorage(config: Config): Promise<StorageDriver> {
  if (config.storage.driver === 's3') return (await import('./s3')).createS3Storage(config.storage);
  return createLocalStorage(path.join(config.dataDir, 'files'));
}
