import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, renameSync, rmdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { PGlite, PGliteOptions } from '@electric-sql/pglite';
import { sql, type SQL } from 'drizzle-orm';
import type { PgDialect } from 'drizzle-orm/pg-core';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import type { Pool } from 'pg';
import * as schema from './schema';

/** Both drivers expose the same query builder; the node-postgres type stands for both. */
export type Db = NodePgDatabase<typeof schema>;
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
/** Anything that can run a query: the database or an open transaction. */
export type Executor = Db | Tx;

/**
 * A query the hot paths run on every request, built once per database (`build` uses
 * `sql.placeholder` for its values): drizzle builds a query's SQL each time it runs, which costs
 * about as much CPU as PGlite running a small indexed read.
 */
export function preparedPerDb<T>(build: (db: Db) => T): (db: Db) => T {
  const built = new WeakMap<Db, T>();
  return (db) => {
    let query = built.get(db);
    if (query === undefined) built.set(db, (query = build(db)));
    return query;
  };
}

/**
 * A raw statement (what `db.execute` runs) built once per database, its values `sql.placeholder`s
 * filled at each run: neither drizzle's SQL building nor its prepared-query object is paid per run.
 * `name` names it on PostgreSQL (parsed once per connection).
 */
export function preparedSql<Row extends Record<string, unknown>>(name: string, build: (db: Db) => SQL) {
  return preparedPerDb((db) => {
    const { dialect } = db as unknown as { dialect: PgDialect };
    const query = db._.session.prepareQuery(dialect.sqlToQuery(build(db)), undefined, name, false);
    return { execute: (values: Record<string, unknown>) => query.execute(values) as Promise<{ rows: Row[] }> };
  });
}

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
  /** PGlite's shared_buffers in MB (PGLITE_SHARED_BUFFERS_MB). */
  pgliteSharedBuffersMb?: number;
  /** PostgreSQL: this process's id in `app_instances`; every row a hold writes names it (`uc.instance`). */
  instanceId?: string;
};

/**
 * PGlite zero-fills its shared memory at start and a WASM memory never shrinks, so every MB of
 * shared_buffers stays resident for the life of the process (0.3 fixed 128 MB). The data files
 * are in the OS page cache anyway: a page outside the buffers costs a read() from memory.
 */
export const DEFAULT_PGLITE_SHARED_BUFFERS_MB = 16;
/**
 * PGlite 0.3 kept its tables in `template1` (0.4 defaults to `postgres`): data directories made
 * before the upgrade hold everything there, and new ones use it too, so both open the same way.
 */
const PGLITE_DATABASE = 'template1';

/** Every embedded database of ours opens through here: the server's, the tests' and the benches'. */
export async function createPGlite(dataDir: string | undefined, opts: Omit<PGliteOptions, 'database' | 'startParams'> & { sharedBuffersMb?: number } = {}): Promise<PGlite> {
  const { PGlite } = await import('@electric-sql/pglite');
  const { sharedBuffersMb = DEFAULT_PGLITE_SHARED_BUFFERS_MB, ...rest } = opts;
  const startParams = [...PGlite.defaultStartParams, '-c', `shared_buffers=${sharedBuffersMb}MB`];
  return PGlite.create({ ...rest, dataDir, database: PGLITE_DATABASE, startParams });
}

export async function openDatabase(opts: OpenDatabaseOptions): Promise<Database> {
  // Each driver loads only when used: a PGlite start does not pay for pg, nor PostgreSQL for the WASM build.
  if (opts.url) {
    const [{ default: pg }, { drizzle: drizzlePg }] = await Promise.all([import('pg'), import('drizzle-orm/node-postgres')]);
    if (opts.instanceId && !/^[\w.:-]+$/.test(opts.instanceId)) throw new Error(`invalid instance id: ${opts.instanceId}`);
    const options = opts.instanceId ? `-c uc.instance=${opts.instanceId}` : undefined;
    const pool = new pg.Pool({ connectionString: opts.url, max: 10, options });
    // The server closing an idle connection (restart, failover, an administrator) emits 'error' on the
    // pool; unheard, it would crash the process. The pool opens a fresh connection on next use.
    pool.on('error', (err) => console.error(`database: an idle connection was closed (${err.message})`));
    const db = drizzlePg({ client: pool, schema });
    if (opts.migrationsFolder && (await migrationsPending(db, opts.migrationsFolder))) await migrateUnderLock(pool, db, opts.migrationsFolder);
    return { db, kind: 'postgres', ping: () => ping(db), close: () => pool.end() };
  }
  let client = opts.pglite;
  let unlock = () => {};
  if (!client) {
    const dir = path.join(opts.dataDir ?? './data', 'pglite');
    mkdirSync(dir, { recursive: true });
    unlock = lockDataDir(dir);
    try {
      if (!existsSync(path.join(dir, 'PG_VERSION')) && existsSync(PGLITE_INIT_SCRIPT)) {
        // Made beside and moved in once complete: a first start cut short leaves no half-made database.
        const fresh = `${dir}.new`;
        rmSync(fresh, { recursive: true, force: true });
        await prepareInChildProcess(fresh, opts);
        rmdirSync(dir); // empty (no PG_VERSION): initdb would refuse anything else too
        renameSync(fresh, dir);
      }
      client = await createPGlite(dir, { sharedBuffersMb: opts.pgliteSharedBuffersMb });
    } catch (err) {
      unlock();
      throw err;
    }
  }
  const db = await migratedPglite(client, opts.migrationsFolder);
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

/** text[], varchar[] and uuid[]: arrays of strings, parsed without an element parser. */
const STRING_ARRAY_TYPES = [1009, 1015, 2951];

/**
 * PGlite spreads its parser table into a new object for every result it parses; with a parser per
 * array type of the database (~370 type ids, kept as slow dictionary elements) that costs ~0.1 ms
 * of CPU a statement, a third of a small indexed read. The scalar types fall back to PGlite's
 * built-in parsers, so only the string arrays are kept: any other array comes back as its
 * PostgreSQL literal, which drizzle's array columns parse themselves (as with node-postgres).
 */
function leanParsers(client: PGlite) {
  const all = client.parsers;
  client.parsers = Object.fromEntries(STRING_ARRAY_TYPES.filter((t) => all[t]).map((t) => [t, all[t]]));
}

async function migratedPglite(client: PGlite, migrationsFolder: string | undefined): Promise<Db> {
  leanParsers(client);
  const { drizzle: drizzlePglite } = await import('drizzle-orm/pglite');
  const db = drizzlePglite({ client, schema }) as unknown as Db;
  if (migrationsFolder && (await migrationsPending(db, migrationsFolder))) {
    const { migrate } = await import('drizzle-orm/pglite/migrator');
    await migrate(db as never, { migrationsFolder });
  }
  // After the migrations: their DDL runs once, the usual way.
  const { keepStatementsPrepared } = await import('./pglite-prepared');
  keepStatementsPrepared(client);
  return db;
}

/**
 * Creates (initdb) and migrates a PGlite data directory, then closes it. Run by the built server
 * in a child process (`pglite-init.js`): initdb touches ~500 MB, which a WASM memory never gives
 * back, so the server would keep it for its whole life; a process that ends returns it.
 */
export async function prepareDataDir(dir: string, migrationsFolder: string | undefined, sharedBuffersMb?: number): Promise<void> {
  const client = await createPGlite(dir, { sharedBuffersMb });
  try {
    await migratedPglite(client, migrationsFolder);
  } finally {
    await client.close();
  }
}

/** Beside the bundle (dist/); absent when the server runs from source, which then prepares in-process. */
const PGLITE_INIT_SCRIPT = fileURLToPath(new URL('./pglite-init.js', import.meta.url));

function prepareInChildProcess(dir: string, opts: OpenDatabaseOptions): Promise<void> {
  const args = [PGLITE_INIT_SCRIPT, dir, opts.migrationsFolder ?? '', String(opts.pgliteSharedBuffersMb ?? DEFAULT_PGLITE_SHARED_BUFFERS_MB)];
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, { stdio: ['ignore', 'inherit', 'pipe'] });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr = (stderr + chunk.toString()).slice(-4_000)));
    child.on('error', reject);
    child.on('exit', (code, signal) =>
      code === 0 ? resolve() : reject(new Error(`Creating the database in ${dir} failed (${signal ?? `exit ${code}`}): ${stderr.trim() || 'no output'}`)),
    );
  });
}

/**
 * Whether the folder holds a migration the database has not recorded. Drizzle applies exactly
 * those newer than the last one it recorded, so when none is newer the migrator (which reads and
 * hashes every file and runs its DDL: ~300 ms of CPU on PGlite at each start) is skipped.
 */
export async function migrationsPending(db: Db, migrationsFolder: string): Promise<boolean> {
  const journal = JSON.parse(readFileSync(path.join(migrationsFolder, 'meta/_journal.json'), 'utf8')) as { entries: { when: number }[] };
  const newest = Math.max(0, ...journal.entries.map((e) => e.when));
  try {
    const result = await db.execute<{ last: number | null }>(sql`select max(created_at)::float8 as last from drizzle.__drizzle_migrations`);
    const last = result.rows[0]?.last;
    return last === null || last === undefined || Number(last) < newest;
  } catch {
    return true; // a new database: drizzle has not created its table yet
  }
}

/** Any fixed number: every instance of this app takes the same advisory lock to migrate. */
const MIGRATION_LOCK_KEY = 727_041_001;

/**
 * Several instances starting at once against one database migrate one after the other: the
 * first applies the migrations, the others wait on the lock and then find nothing to do.
 */
async function migrateUnderLock(pool: Pool, db: Db, migrationsFolder: string) {
  const { migrate } = await import('drizzle-orm/node-postgres/migrator');
  const lock = await pool.connect();
  try {
    await lock.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    await migrate(db, { migrationsFolder });
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
