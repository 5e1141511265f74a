import type { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from './schema';
import { createPGlite, openDatabase } from './client';
import { keepStatementsPrepared } from './pglite-prepared';

let lite: PGlite;
let usual: PGlite['query'];
beforeAll(async () => {
  lite = await createPGlite(undefined);
  usual = lite.query.bind(lite);
  await lite.exec(`create table items (id uuid primary key, n integer not null, tags text[], doc jsonb, at timestamptz,
    label text unique)`);
  keepStatementsPrepared(lite, 4);
});
afterAll(() => lite.close());

/** The statements the backend holds prepared, by their text. */
const preparedTexts = async () =>
  (await usual<{ statement: string }>(`select statement from pg_prepared_statements`)).rows.map((r) => r.statement);

describe('PGlite statements kept prepared', () => {
  it('return what PGlite\'s own query() returns, as rows and as arrays', async () => {
    const insert = `insert into items (id, n, tags, doc, at, label) values ($1, $2, $3, $4, $5, $6)
      returning n, tags, doc, at`;
    const at = new Date('2026-01-02T03:04:05Z');
    const row = ['7f0c6a52-3f7e-4d55-9b1e-8c8a3d0f6a01', 3, ['a', 'b,c'], { k: [1, 'x'] }, at, 'first'];
    const inserted = await lite.query(insert, row);
    expect(inserted.rows).toEqual([{ n: 3, tags: ['a', 'b,c'], doc: { k: [1, 'x'] }, at }]);
    expect(inserted.affectedRows).toBe(1);
    const select = 'select id, n, tags, doc, at from items where n >= $1 and label is not null';
    const asText = { 1184: (v: string) => v }; // timestamptz
    for (const options of [undefined, { rowMode: 'array' as const }, { rowMode: 'array' as const, parsers: asText }]) {
      const mine = await lite.query(select, [1], options);
      const theirs = await usual(select, [1], options);
      expect(mine.rows).toEqual(theirs.rows);
      expect(mine.fields).toEqual(theirs.fields);
    }
    expect((await lite.query('select n from items where id = $1', [null])).rows).toEqual([]);
    expect(await preparedTexts()).toContain(select);
  });

  it('prepare a statement once and run it again under its name', async () => {
    const text = 'select count(*)::int as c from items where n > $1';
    for (let i = 0; i < 6; i++) expect((await lite.query(text, [0])).rows).toEqual([{ c: 1 }]);
    expect((await preparedTexts()).filter((t) => t === text)).toHaveLength(1);
  });

  it('close the least recently used statements past their limit', async () => {
    for (let i = 0; i < 7; i++) await lite.query(`select $1::int + ${i} as v`, [i]);
    const texts = await preparedTexts();
    expect(texts).toHaveLength(4);
    expect(texts).toContain('select $1::int + 6 as v');
    expect(texts).not.toContain('select $1::int + 0 as v');
  });

  it('throw the database\'s errors with their code and statement; keep none that failed to parse', async () => {
    const insert = 'insert into items (id, n, label) values ($1, $2, $3)';
    const id = '7f0c6a52-3f7e-4d55-9b1e-8c8a3d0f6a02';
    const duplicate = await lite.query(insert, [id, 1, 'first']).catch((e: unknown) => e);
    expect(duplicate).toMatchObject({ code: '23505', query: insert });
    const typo = await lite.query('select nope from items where n = $1', [1]).catch((e: unknown) => e);
    expect(typo).toMatchObject({ code: '42703' });
    expect(await preparedTexts()).not.toContain('select nope from items where n = $1');
    // The backend is ready for the next statement, and the failed insert wrote nothing.
    const count = await lite.query<{ c: number }>('select count(*)::int as c from items where n > $1', [0]);
    expect(count.rows).toEqual([{ c: 1 }]);
  });

  it('run a statement the usual way, then prepare it anew, once a table it reads * from changed', async () => {
    const text = 'select * from items where n = $1';
    expect(Object.keys((await lite.query(text, [3])).rows[0] as object)).not.toContain('extra');
    await lite.exec(`alter table items add column extra text default 'x'`);
    expect((await lite.query(text, [3])).rows[0]).toMatchObject({ n: 3, extra: 'x' });
    expect((await lite.query(text, [3])).rows[0]).toMatchObject({ n: 3, extra: 'x' });
  });

  it('wait for a transaction in progress instead of running inside it', async () => {
    let release!: () => void;
    const holding = new Promise<void>((resolve) => (release = resolve));
    let inserted!: () => void;
    const didInsert = new Promise<void>((resolve) => (inserted = resolve));
    const transaction = lite.transaction(async (tx) => {
      await tx.query(`insert into items (id, n) values ('7f0c6a52-3f7e-4d55-9b1e-8c8a3d0f6a03', 50)`);
      inserted();
      await holding;
      await tx.rollback();
    });
    await didInsert;
    const count = lite.query<{ c: number }>('select count(*)::int as c from items where n = $1', [50]);
    release();
    await transaction;
    // Inside the transaction it would have counted the row the rollback then removed.
    expect((await count).rows).toEqual([{ c: 0 }]);
  });
});

describe('openDatabase on PGlite', () => {
  it('keeps drizzle\'s statements prepared once its migrations have run', async () => {
    const database = await openDatabase({ pglite: await createPGlite(undefined) });
    await database.db.execute(sql`create table users (id uuid primary key, email text)`);
    const client = (database.db as unknown as { $client: PGlite }).$client;
    expect(await database.db.select({ id: users.id }).from(users).where(sql`${users.email} = ${"a@b.c"}`)).toEqual([]);
    const texts = (await client.query<{ statement: string }>('select statement from pg_prepared_statements')).rows;
    expect(texts.map((r) => r.statement).join('\n')).toMatch(/select "id" from "users"/);
    await database.close();
  });
});
