import { createReadStream, createWriteStream } from 'node:fs';
import { mkdtemp, rm, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { DeleteObjectCommand, GetObjectCommand, ListObjectsV2Command, NoSuchKey, PutObjectCommand, S3Client, S3ServiceException } from '@aws-sdk/client-s3';
import type { StorageConfig } from '../../config';
import { StorageNotFoundError, StorageUnavailableError, type StorageDriver } from './types';

const NETWORK_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENETUNREACH', 'ENOTFOUND', 'EAI_AGAIN', 'EPIPE']);

/** Errors that mean "the store is down or unreachable", not "this request is wrong". */
function isUnavailable(err: unknown): boolean {
  if (!err || typeof err !== 'object') return false;
  const e = err as { code?: string; name?: string; $metadata?: { httpStatusCode?: number }; cause?: unknown; errors?: unknown[] };
  if ((e.code && NETWORK_CODES.has(e.code)) || e.name === 'TimeoutError') return true;
  if ((e.$metadata?.httpStatusCode ?? 0) >= 500) return true;
  return isUnavailable(e.cause) || (Array.isArray(e.errors) && e.errors.some(isUnavailable));
}
const unavailableOr = (err: unknown) => (isUnavailable(err) ? new StorageUnavailableError(err) : err);

type S3Settings = Extract<StorageConfig, { driver: 's3' }>;

/**
 * Any S3-compatible store. PutObject needs a length up front, so an upload is spooled to a
 * temp file (streamed, constant memory) and sent from there.
 */
export function createS3Storage(cfg: S3Settings, spoolDir = os.tmpdir()): StorageDriver {
  const client = new S3Client({
    region: cfg.region,
    endpoint: cfg.endpoint,
    forcePathStyle: cfg.forcePathStyle,
    // Plain PUT bodies (no aws-chunked trailers): what every S3-compatible store understands.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    credentials: cfg.accessKeyId && cfg.secretAccessKey ? { accessKeyId: cfg.accessKeyId, secretAccessKey: cfg.secretAccessKey } : undefined,
  });
  return {
    kind: 's3',
    async put(key, body) {
      const dir = await mkdtemp(path.join(spoolDir, 'uc-s3-'));
      const spool = path.join(dir, 'upload');
      try {
        await pipeline(body, createWriteStream(spool));
        const { size } = await stat(spool);
        await client.send(new PutObjectCommand({ Bucket: cfg.bucket, Key: key, Body: createReadStream(spool), ContentLength: size })).catch((err: unknown) => Promise.reject(unavailableOr(err)));
      } finally {
        await rm(dir, { recursive: true, force: true });
      }
    },
    async get(key, range) {
      try {
        const res = await client.send(new GetObjectCommand({ Bucket: cfg.bucket, Key: key, ...(range && { Range: `bytes=${range.start}-${range.end}` }) }));
        return res.Body as Readable;
      } catch (err) {
        if (err instanceof NoSuchKey || (err instanceof S3ServiceException && err.$metadata.httpStatusCode === 404)) throw new StorageNotFoundError(key);
        throw unavailableOr(err);
      }
    },
    async delete(key) {
      await client.send(new DeleteObjectCommand({ Bucket: cfg.bucket, Key: key })).catch((err: unknown) => Promise.reject(unavailableOr(err)));
    },
    async *list(prefix) {
      let token: string | undefined;
      do {
        const page = await client.send(new ListObjectsV2Command({ Bucket: cfg.bucket, Prefix: prefix, ContinuationToken: token }));
        for (const o of page.Contents ?? []) if (o.Key) yield { key: o.Key, modifiedAt: o.LastModified ?? new Date(0) };
        token = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (token);
    },
  };
}
