import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createS3Storage } from '../../providers/storage/s3';
import { createTestApp, signUp, type TestContext } from '../../../test/helpers';
import { startS3StandIn, type S3StandIn } from '../../../test/s3-stand-in';

/** Downloads honour Range on both storage drivers; an unreachable S3 store is a 503, not a 500. */
let s3: S3StandIn;
const apps: Record<'local' | 's3', TestContext> = {} as never;
beforeAll(async () => {
  s3 = await startS3StandIn();
  apps.local = await createTestApp();
  apps.s3 = await createTestApp({
    storage: createS3Storage({ driver: 's3', bucket: 'rooms', region: 'us-east-1', endpoint: s3.endpoint, accessKeyId: 'AKIDTEST', secretAccessKey: 'secret', forcePathStyle: true }),
  });
});
afterAll(() => s3.stop());

const bytes = Buffer.from(Array.from({ length: 1000 }, (_, i) => 'abcdefghijklmnopqrstuvwxyz'[i % 26]).join(''));

async function upload(ctx: TestContext) {
  const user = await signUp(ctx);
  const res = await ctx.app.inject({ method: 'POST', url: '/api/v1/data-room/files?filename=clip.txt', headers: { ...user.auth, 'content-type': 'application/octet-stream' }, payload: bytes });
  expect(res.statusCode, res.body).toBe(201);
  return { user, url: `/api/v1/data-room/files/${res.json().id}/download` };
}

describe.each(['local', 's3'] as const)('ranged downloads (%s storage)', (driver) => {
  it('answers Range: bytes=0-99 with 206 and those 100 bytes; the whole file says it accepts ranges', async () => {
    const ctx = apps[driver];
    const { user, url } = await upload(ctx);
    const part = await ctx.app.inject({ url, headers: { ...user.auth, range: 'bytes=0-99' } });
    expect(part.statusCode).toBe(206);
    expect(part.rawPayload).toEqual(bytes.subarray(0, 100));
    expect(part.headers['content-range']).toBe('bytes 0-99/1000');
    expect(part.headers['content-length']).toBe('100');
    expect(part.headers['accept-ranges']).toBe('bytes');

    const tail = await ctx.app.inject({ url, headers: { ...user.auth, range: 'bytes=-10' } });
    expect(tail.statusCode).toBe(206);
    expect(tail.rawPayload).toEqual(bytes.subarray(990));
    expect(tail.headers['content-range']).toBe('bytes 990-999/1000');
    const open = await ctx.app.inject({ url, headers: { ...user.auth, range: 'bytes=900-' } });
    expect(open.rawPayload).toEqual(bytes.subarray(900));

    const whole = await ctx.app.inject({ url, headers: user.auth });
    expect(whole.statusCode).toBe(200);
    expect(whole.rawPayload).toEqual(bytes);
    expect(whole.headers['accept-ranges']).toBe('bytes');

    const beyond = await ctx.app.inject({ url, headers: { ...user.auth, range: 'bytes=5000-6000' } });
    expect(beyond.statusCode).toBe(416);
    expect(beyond.headers['content-range']).toBe('bytes */1000');
    expect(beyond.json().detail).toMatch(/range/i);
    // Several ranges at once are not served in parts: the whole file, as RFC 9110 allows.
    const multi = await ctx.app.inject({ url, headers: { ...user.auth, range: 'bytes=0-1,5-6' } });
    expect(multi.statusCode).toBe(200);
    expect(multi.rawPayload).toEqual(bytes);
  });
});

describe('an unreachable S3 store', () => {
  it('answers 503 with a detail and Retry-After, for uploads and downloads', async () => {
    const ctx = apps.s3;
    const { user, url } = await upload(ctx);
    await s3.stop();
    try {
      const up = await ctx.app.inject({ method: 'POST', url: '/api/v1/data-room/files?filename=more.txt', headers: { ...user.auth, 'content-type': 'application/octet-stream' }, payload: bytes });
      expect(up.statusCode).toBe(503);
      expect(up.json().detail).toMatch(/storage/i);
      expect(Number(up.headers['retry-after'])).toBeGreaterThan(0);
      const down = await ctx.app.inject({ url, headers: user.auth });
      expect(down.statusCode).toBe(503);
      expect(Number(down.headers['retry-after'])).toBeGreaterThan(0);
    } finally {
      await s3.start();
    }
    expect((await ctx.app.inject({ url, headers: user.auth })).statusCode).toBe(200);
  });
});
