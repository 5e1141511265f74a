import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { dataroomFolders, dataroomUsage } from '../../db/schema';
import { createTestApp, signUp } from '../../../test/helpers';
import { DEFAULT_FOLDERS } from './default-folders';

// The default folders and the readiness checklist are seeded once, by the first data-room
// action of any kind, and never come back after the founder deleted them.
const ctx = await createTestApp();

const upload = (auth: Record<string, string>, name: string) =>
  ctx.app.inject({ method: 'POST', url: `/api/v1/data-room/files?filename=${encodeURIComponent(name)}`, headers: { ...auth, 'content-type': 'application/octet-stream' }, payload: Buffer.from('hello') });

describe('default folders', () => {
  it('are seeded when the first action is an API upload', async () => {
    const user = await signUp(ctx);
    expect((await upload(user.auth, 'notes.txt')).statusCode).toBe(201);
    const folders = await ctx.db.select().from(dataroomFolders).where(eq(dataroomFolders.userId, user.userId));
    expect(folders.map((f) => f.slug).sort()).toEqual(DEFAULT_FOLDERS.map((f) => f.slug).sort());
    const listing = (await ctx.app.inject({ method: 'GET', url: '/api/v1/data-room/files', headers: user.auth })).json();
    expect(listing.checklist.length).toBeGreaterThan(0);
  });

  it('are not re-created once deleted: the seeding is stored, not only remembered', async () => {
    const user = await signUp(ctx);
    await ctx.app.inject({ method: 'GET', url: '/api/v1/data-room/files', headers: user.auth });
    const [usage] = await ctx.db.select().from(dataroomUsage).where(eq(dataroomUsage.userId, user.userId));
    expect(usage?.foldersSeededAt).toBeInstanceOf(Date);
    await ctx.db.delete(dataroomFolders).where(eq(dataroomFolders.userId, user.userId));
    expect((await upload(user.auth, 'again.txt')).statusCode).toBe(201);
    const folders = await ctx.db.select().from(dataroomFolders).where(eq(dataroomFolders.userId, user.userId));
    expect(folders).toHaveLength(0);
  });
});
