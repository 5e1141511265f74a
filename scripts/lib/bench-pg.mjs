// PostgreSQL for the reference rows of `npm run bench`: a throwaway database per use, created and
// dropped on the server of BENCH_PG_URL (default: the local test server, when it answers).
import { randomUUID } from 'node:crypto';
import pg from 'pg';

export const DEFAULT_PG_URL = 'postgres://postgres@127.0.0.1:5432/test';

/** BENCH_PG_URL, or the default when that server answers within 2 s; null when there is none. */
export async function benchPgUrl() {
  const url = process.env.BENCH_PG_URL || DEFAULT_PG_URL;
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2_000 });
  try {
    await client.connect();
    await client.query('SELECT 1');
    return url;
  } catch {
    if (process.env.BENCH_PG_URL) throw new Error(`BENCH_PG_URL ${url} does not answer`);
    return null;
  } finally {
    await client.end().catch(() => {});
  }
}

/** A fresh database on the server of `url`; `drop()` removes it (and ends its connections). */
export async function throwawayDatabase(url) {
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  const name = `uc_bench_${randomUUID().replace(/-/g, '').slice(0, 12)}`;
  await admin.query(`CREATE DATABASE ${name}`);
  const u = new URL(url);
  u.pathname = `/${name}`;
  return {
    url: u.toString(),
    async drop() {
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`).catch(() => {});
      await admin.end();
    },
  };
}
