import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startS3StandIn, type S3StandIn } from '../../../test/s3-stand-in';
import { createS3Storage } from './s3';
import { StorageNotFoundError } from './types';

let standIn: S3StandIn;
let endpoint: string;
let objects: S3StandIn['objects'];
let requests: S3StandIn['requests'];
beforeAll(async () => {
  standIn = await startS3StandIn();
  ({ endpoint, objects, requests } = standIn);
});
afterAll(() => standIn.stop());

describe('S3 storage driver', () => {
  const storage = () =>
    createS3Storage({ driver: 's3', bucket: 'rooms', region: 'us-east-1', endpoint, accessKeyId: 'AKIDTEST', secretAccessKey: 'secret', forcePathStyle: true });

  it('puts, gets and deletes objects byte for byte with signed requests', async () => {
    const s3 = storage();
    const bytes = Buffer.from(Array.from({ length: 70_000 }, (_, i) => i % 251));
    await s3.put('users/u1/abc', Readable.from([bytes.subarray(0, 1000), bytes.subarray(1000)]));
    expect(objects.get('/rooms/users/u1/abc')).toEqual(bytes);
    const chunks: Buffer[] = [];
    for await (const c of await s3.get('users/u1/abc')) chunks.push(c as Buffer);
    expect(Buffer.concat(chunks)).toEqual(bytes);
    await s3.delete('users/u1/abc');
    expect(objects.has('/rooms/users/u1/abc')).toBe(false);
    expect(requests.every((r) => r.auth)).toBe(true);
  });

  it('reports a missing object as StorageNotFoundError', async () => {
    await expect(storage().get('users/u1/none')).rejects.toBeInstanceOf(StorageNotFoundError);
  });

  it('does not upload when the source stream fails', async () => {
    const before = requests.length;
    const failing = new Readable({
      read() {
        this.destroy(new Error('client went away'));
      },
    });
    await expect(storage().put('users/u1/broken', failing)).rejects.toThrow('client went away');
    expect(requests.length).toBe(before);
  });
});
