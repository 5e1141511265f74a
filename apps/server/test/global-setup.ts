import { writeFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { createPGlite, openDatabase } from '../src/db/client';
import { migrationsFolder } from './paths';

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteTemplate: string;
    pgTemplate: string;
  }
}

/**
 * Migrates once, then every test file starts from a copy: a PGlite data-dir dump, or with
 * TEST_DATABASE_URL a PostgreSQL template database.
 */
export default async function setup(project: TestProject) {
  const url = process.env.TEST_DATABASE_URL;
  if (url) {
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    const name = `uc_test_tpl_${process.pid}`;
    await admin.query(`DROP DATABASE IF EXISTS ${name}`);
    await admin.query(`CREATE DATABASE ${name}`);
    const database = await openDatabase({ url: withDatabase(url, name), migrationsFolder });
    await database.close();
    project.provide('pgliteTemplate', '');
    project.provide('pgTemplate', name);
    return async () => {
      await admin.query(`DROP DATABASE IF EXISTS ${name}`);
      await admin.end();
    };
  }
  const client = await createPGlite(undefined);
  const database = await openDatabase({ pglite: client, migrationsFolder });
  const dump = await client.dumpDataDir('none');
  await database.close();
  const file = path.join(os.tmpdir(), `uc-pglite-template-${process.pid}.tar`);
  await writeFile(file, Buffer.from(await dump.arrayBuffer()));
  project.provide('pgliteTemplate', file);
  project.provide('pgTemplate', '');
  return () => rm(file, { force: true });
}

export function withDatabase(url: string, name: string): string {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}
