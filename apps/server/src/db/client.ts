import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePg, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import * as schema from './schema';

/** Both drivers expose the same query builder; the node-postgres type stands for both. */
export type Db = NodePgDatabase<typeof schema>;
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
/** Anything that can run a query: the database or an open transaction. */
export type Executor = Db | Tx;

export type Database = {
  db: Db;
  kind: 'postgres' | 'pglite';
  ping(): Promise<boolean>;
  close(): Promise<void>;
};

export type OpenDatabaseOptions = {
  /** PostgreSQL connection string; without it the embedded PGlite under dataDir is used. */
  url?: string;
  dataDir?: string;
  /** An already-created PGlite (tests load one from a migrated template). */
  pglite?: PGlite;
  migrationsFolder?: string;
};

export async function openDatabase(opts: OpenDatabaseOptions): Promise<Database> {
  if (opts.url) {
    const pool = new pg.Pool({ connectionString: opts.url, max: 10 });
    // The server closing an idle connection (restart, failover, an administrator) emits 'error' on the
    // pool; unheard, it would crash the process. The pool opens a fresh connection on next use.
    pool.on('error', (err) => console.error(`database: an idle connection was closed (${err.message})`));
    const db = drizzlePg({ client: pool, schema });
    if (opts.migrationsFolder) await migrateUnderLock(pool, db, opts.migrationsFolder);
    return { db, kind: 'postgres', ping: () => ping(db), close: () => pool.end() };
  }
  let client = opts.pglite;
  let unlock = () => {};
  if (!client) {
    const dir = path.join(opts.dataDir ?? './data', 'pglite');
    mkdirSync(dir, { recursive: true });
    unlock = lockDataDir(dir);
    client = new PGlite(dir);
  }
  const db = drizzlePglite({ client, schema }) as unknown as Db;
  if (opts.migrationsFolder) await migratePglite(db as never, { migrationsFolder: opts.migrationsFolder });
  const owned = client;
  return {
    db,
    kind: 'pglite',
    ping: () => ping(db),
    close: async () => {
      await owned.close();
      unlock();
    },
  };
}

/** Any fixed number: every instance of this app takes the same advisory lock to migrate. */
const MIGRATION_LOCK_KEY = 727_041_001;

/**
 * Several instances starting at once against one database migrate one after the other: the
 * first applies the migrations, the others wait on the lock and then find nothing to do.
 */
async function migrateUnderLock(pool: pg.Pool, db: Db, migrationsFolder: string) {
  const lock = await pool.connect();
  try {
    await lock.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    await migratePg(db, { migrationsFolder });
  } finally {
    await lock.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch(() => {});
    lock.release();
  }
}

/**
 * PGlite is a single-process database: a second process on the same folder would corrupt it.
 * A pid file refuses the second opener with a clear message (a stale file from a crash is reused).
 */
function lockDataDir(dir: string): () => void {
  const file = `${dir}.pid`; // beside the folder: initdb wants it empty
  if (existsSync(file)) {
    const pid = Number(readFileSync(file, 'utf8'));
    if (pid && pid !== process.pid && isAlive(pid)) {
      throw new Error(`The database in ${dir} is in use by another process (pid ${pid}). Stop it first, or set DATABASE_URL to use PostgreSQL.`);
    }
  }
  writeFileSync(file, String(process.pid));
  return () => rmSync(file, { force: true });
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

async function ping(db: Db): Promise<boolean> {
  try {
    await db.execute(sql`select 1`);
    return true;
  } catch {
    return false;
  }
}
