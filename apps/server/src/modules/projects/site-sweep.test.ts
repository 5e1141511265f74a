import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, onAppsOrigin, signUp, type TestContext } from '../../../test/helpers';
import { projects } from '../../db/schema';
import { createLocalStorage } from '../../providers/storage/local';
import { offlineProject } from '@uc/offline-engine';
import { sweepProjectSites } from './site-sweep';

let ctx: TestContext;
// Its own storage folder: the sweep lists everything under apps/ and previews/.
const storage = createLocalStorage(mkdtempSync(path.join(os.tmpdir(), 'uc-sites-')));
beforeAll(async () => {
  ctx = await createTestApp({ storage });
});

describe('sweepProjectSites', () => {
  it('keeps live deploys and previews, and removes replaced ones and those of deleted projects', async () => {
    const user = await signUp(ctx);
    const files = offlineProject('A reading list', 'vanilla-js').files;
    const made = (await ctx.app.inject({ method: 'POST', url: '/api/v1/bolt/projects', headers: user.auth, payload: { name: 'Reading', template: 'vanilla-js', files } })).json();
    const gone = (await ctx.app.inject({ method: 'POST', url: '/api/v1/bolt/projects', headers: user.auth, payload: { name: 'Gone', template: 'vanilla-js', files } })).json();
    for (const id of [made.id, gone.id]) {
      expect((await ctx.app.inject({ method: 'POST', url: `/api/v1/bolt/projects/${id}/deploy`, headers: user.auth })).statusCode).toBe(200);
      expect((await ctx.app.inject({ method: 'POST', url: `/api/v1/bolt/projects/${id}/preview`, headers: user.auth })).statusCode).toBe(200);
    }
    const [row] = await ctx.db.select().from(projects).where(eq(projects.id, made.id));
    // A deploy left behind by a crash between writing it and switching to it.
    await storage.put(`apps/${row.slug}/0123456789abcdef01234567/f0.html`, (await import('node:stream')).Readable.from(['old']));
    // The account's rows cascade away; its blobs stay until the sweep.
    await ctx.db.delete(projects).where(eq(projects.id, gone.id));

    const { removed } = await sweepProjectSites(ctx.db, storage, { minAgeMs: 0 });
    expect(removed).toContain(`apps/${row.slug}/0123456789abcdef01234567/f0.html`);
    expect(removed.some((k) => k.startsWith(`previews/${gone.id}/`))).toBe(true);
    expect(removed.some((k) => k.startsWith(`apps/${row.slug}/${row.deployId}/`))).toBe(false);
    expect(removed.some((k) => k.startsWith(`previews/${made.id}/`))).toBe(false);
    expect((await ctx.app.inject({ url: `/apps/${row.slug}/`, headers: onAppsOrigin(ctx) })).statusCode).toBe(200);
  });

  it('leaves recent files alone (a deploy may be in flight)', async () => {
    expect((await sweepProjectSites(ctx.db, storage)).removed).toEqual([]);
  });
});
