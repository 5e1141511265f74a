import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { migrationsFolder } from '../../test/paths';
import { withDatabase } from '../../test/global-setup';
import { openDatabase } from './client';

const url = process.env.TEST_DATABASE_URL;

// PostgreSQL only: PGlite is one process by construction.
describe.skipIf(!url)('migrations on PostgreSQL', () => {
  it('three instances starting at once against an empty database all come up', { timeout: 120_000 }, async () => {
    const name = `uc_mig_${randomUUID().replace(/-/g, '').slice(0, 12)}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    try {
      const opened = await Promise.allSettled([0, 1, 2].map(() => openDatabase({ url: withDatabase(url!, name), migrationsFolder })));
      expect(opened.map((o) => o.status)).toEqual(['fulfilled', 'fulfilled', 'fulfilled']);
      for (const o of opened) if (o.status === 'fulfilled') {
        expect(await o.value.ping()).toBe(true);
        await o.value.close();
      }
    } finally {
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    }
  });
});
