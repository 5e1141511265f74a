import { sql } from 'drizzle-orm';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../test/helpers';
import { migrationsFolder } from '../../test/paths';
import { createPGlite, DEFAULT_PGLITE_SHARED_BUFFERS_MB, migrationsPending, openDatabase } from './client';

// Start-up skips the migrator when the database already has every migration of the folder.
describe('migrationsPending', () => {
  it('is false for a migrated database and true once its newest migration is missing', async () => {
    const database = await createTestDatabase();
    expect(await migrationsPending(database.db, migrationsFolder)).toBe(false);
    await database.db.execute(sql`delete from drizzle.__drizzle_migrations where created_at = (select max(created_at) from drizzle.__drizzle_migrations)`);
    expect(await migrationsPending(database.db, migrationsFolder)).toBe(true);
    await database.close();
  });

  // Migrates a fresh database from scratch (not the template clone): about 10 s alone, several times that on a busy machine.
  it('is true for a database drizzle has never migrated, which then migrates', { timeout: 180_000 }, async () => {
    const database = await openDatabase({ pglite: await createPGlite(undefined) });
    expect(await migrationsPending(database.db, migrationsFolder)).toBe(true);
    await database.close();
    const migrated = await openDatabase({ pglite: await createPGlite(undefined), migrationsFolder });
    expect(await migrationsPending(migrated.db, migrationsFolder)).toBe(false);
    await migrated.close();
  });
});

describe('createPGlite', () => {
  it('opens with the configured shared_buffers (PGlite 0.3 fixed 128 MB, all of it resident)', async () => {
    const lite = await createPGlite(undefined);
    expect((await lite.query<{ shared_buffers: string }>('show shared_buffers')).rows[0].shared_buffers).toBe(`${DEFAULT_PGLITE_SHARED_BUFFERS_MB}MB`);
    await lite.close();
    const small = await createPGlite(undefined, { sharedBuffersMb: 8 });
    expect((await small.query<{ shared_buffers: string }>('show shared_buffers')).rows[0].shared_buffers).toBe('8MB');
    await small.close();
  });

  it('keeps its tables in template1, where data directories made by PGlite 0.3 hold them', async () => {
    const lite = await createPGlite(undefined);
    expect((await lite.query<{ db: string }>('select current_database() as db')).rows[0].db).toBe('template1');
    await lite.close();
  });
});

// Only PostgreSQL has a connection pool whose idle connections the server can close.
describe.runIf(Boolean(process.env.TEST_DATABASE_URL))('PostgreSQL pool', () => {
  it('keeps working after the server closes its idle connections', async () => {
    const database = await createTestDatabase();
    const result = await database.db.execute<{ name: string }>(sql`select current_database() as name`);
    const name = result.rows[0].name;
    const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    await admin.connect();
    const killed = await admin.query('SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1', [name]);
    await admin.end();
    expect(killed.rowCount).toBeGreaterThan(0);
    // Without an 'error' listener on the pool, the terminated idle connection crashes the process here.
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(await database.ping()).toBe(true);
    await database.close();
  });
});

// PGlite copies its whole parser table (316 type ids after its array types are read) into a new
// object on every result it parses: ~0.1 ms of CPU per statement, a third of a small indexed read.
describe('PGlite result parsing', () => {
  it('keeps a small parser table, and arrays still read back as arrays', async () => {
    const database = await createTestDatabase();
    const client = (database.db as unknown as { $client: { parsers?: object; query: (q: string) => Promise<{ rows: unknown[] }> } }).$client;
    if (database.kind === 'pglite') expect(Object.keys(client.parsers!).length).toBeLessThanOrEqual(4);
    const { rows } = await client.query(`select '{a,"b c"}'::text[] as t, array['${'0'.repeat(8)}-0000-4000-8000-${'0'.repeat(12)}']::uuid[] as u`);
    expect(rows).toEqual([{ t: ['a', 'b c'], u: ['00000000-0000-4000-8000-000000000000'] }]);
    // Through drizzle: the schema's array columns and scalar types, as before.
    const res = await database.db.execute(sql`select '{1,2}'::int[] as i, '{"a": 1}'::jsonb as j, 2::int as n, true as b`);
    expect(res.rows[0]).toMatchObject({ j: { a: 1 }, n: 2, b: true });
    await database.close();
  });
});
