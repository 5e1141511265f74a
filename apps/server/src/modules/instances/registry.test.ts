import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client';
import { appInstances } from '../../db/schema';
import { createTestDatabase } from '../../../test/helpers';
import { LOCAL_FILES_WARNING, registerInstance } from './registry';

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

const recorder = () => {
  const warnings: string[] = [];
  return { warnings, log: { warn: (_: object, msg: string) => void warnings.push(msg), error: () => undefined } };
};

describe('instance registry', () => {
  it('warns the instance that finds another one on the database while files are local, and forgets a stopped one', async () => {
    const first = recorder();
    const second = recorder();
    const a = await registerInstance(database.db, { storageDriver: 'local', log: first.log });
    expect(a.others()).toBe(0);
    expect(first.warnings).toEqual([]);
    const b = await registerInstance(database.db, { storageDriver: 'local', log: second.log });
    expect(b.others()).toBe(1);
    expect(second.warnings).toEqual([LOCAL_FILES_WARNING]);
    expect(LOCAL_FILES_WARNING).toContain('local files are per instance');
    await b.stop();
    await a.stop();
    expect(await database.db.select().from(appInstances)).toEqual([]);
  });

  it('does not warn when files are in S3', async () => {
    const first = recorder();
    const second = recorder();
    const a = await registerInstance(database.db, { storageDriver: 's3', log: first.log });
    const b = await registerInstance(database.db, { storageDriver: 's3', log: second.log });
    expect(b.others()).toBe(1);
    expect([...first.warnings, ...second.warnings]).toEqual([]);
    await Promise.all([a.stop(), b.stop()]);
  });

  it('does not count an instance whose heartbeat stopped (a crash)', async () => {
    await database.db.insert(appInstances).values({ id: 'crashed:1:x', hostname: 'crashed', pid: 1, storageDriver: 'local', seenAt: sql`now() - interval '10 minutes'` });
    const { log, warnings } = recorder();
    const a = await registerInstance(database.db, { storageDriver: 'local', log });
    expect(a.others()).toBe(0);
    expect(warnings).toEqual([]);
    expect((await database.db.select().from(appInstances)).map((r) => r.id)).toEqual([a.id]); // the stale row is gone
    await a.stop();
  });
});
