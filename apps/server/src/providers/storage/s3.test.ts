import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createS3Storage } from './s3';
import { StorageNotFoundError } from './types';

/** A minimal path-style S3 stand-in: PUT, GET and DELETE on /bucket/key, in memory. */
let server: Server;
let endpoint: string;
const objects = new Map<string, Buffer>();
const requests: { method: string; url: string; auth: boolean }[] = [];

beforeAll(async () => {
  server = createServer(async (req, res) => {
    requests.push({ method: req.method!, url: req.url!, auth: String(req.headers.authorization ?? '').startsWith('AWS4-HMAC-SHA256') });
    const chunks: Buffer[] = [];
    for await (const c of req) chunks.push(c as Buffer);
    const key = decodeURIComponent(req.url!.split('?')[0]);
    if (req.method === 'PUT') {
      objects.set(key, Buffer.concat(chunks));
      res.writeHead(200, { etag: '"x"' }).end();
    } else if (req.method === 'GET') {
      const body = objects.get(key);
      if (!body) {
        res.writeHead(404, { 'content-type': 'application/xml' }).end('<?xml version="1.0"?><Error><Code>NoSuchKey</Code><Message>missing</Message></Error>');
        return;
      }
      res.writeHead(200, { 'content-length': body.length, 'content-type': 'application/octet-stream' }).end(body);
    } else if (req.method === 'DELETE') {
      objects.delete(key);
      res.writeHead(204).end();
    } else res.writeHead(405).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  endpoint = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

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
