import { rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../db/client.js';
import { migrateDatabase, migrationsFolder } from '../db/migrate.js';
import { adminQuery, uniqueDatabaseName, withDatabase } from './database-source.js';

/**
 * Runs the migrations once per test run and keeps the result as a template: a PGlite data-dir
 * snapshot in a temp file, or with DATABASE_URL a template database on that server.
 */
export default async function setup(project: TestProject) {
  const url = process.env.DATABASE_URL;
  if (url) {
    const template = uniqueDatabaseName('arroyo_test_template');
    await adminQuery(url, `create database ${template}`);
    const handle = await openDatabase({ url: withDatabase(url, template) });
    await migrateDatabase(handle);
    // The template must have no connections left, or copying it fails.
    await handle.close();
    project.provide('testDatabase', { engine: 'postgres', url, template });
    return () => adminQuery(url, `drop database if exists ${template} with (force)`);
  }

  const client = await PGlite.create({ extensions: { pg_trgm } });
  await migrate(drizzle({ client }), { migrationsFolder });
  const snapshot = await client.dumpDataDir('none');
  await client.close();
  const snapshotPath = join(tmpdir(), `${uniqueDatabaseName('arroyo-api-template')}.tar`);
  await writeFile(snapshotPath, Buffer.from(await snapshot.arrayBuffer()));
  project.provide('testDatabase', { engine: 'pglite', snapshotPath });
  return () => rm(snapshotPath, { force: true });
}
