import { sql } from 'drizzle-orm';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../test/helpers';

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
