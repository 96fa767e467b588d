import { mkdir } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import * as schema from './schema.js';

export type Schema = typeof schema;
/** The common face of both engines: services never know which one they run on. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;
/** A transaction or the database itself: repositories accept either, so callers own the transaction. */
export type Executor = Parameters<Parameters<Database['transaction']>[0]>[0] | Database;

export type DatabaseHandle = {
  db: Database;
  engine: 'pglite' | 'postgres';
  close: () => Promise<void>;
};

export type DatabaseOptions =
  /** A PostgreSQL server. */
  | { url: string }
  /**
   * Embedded PGlite: a data directory, or in memory when `dataDir` is omitted (tests). `snapshot`
   * starts it from a `dumpDataDir()` copy, such as an already migrated template.
   */
  | { dataDir?: string; snapshot?: Blob };

export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  if ('url' in options) {
    const pool = new pg.Pool({ connectionString: options.url, max: 10 });
    // The server may end an idle connection (a restart, a failover, a dropped test database);
    // the pool discards it and connects afresh on the next query. Unheard, that 'error' event
    // would stop the process.
    pool.on('error', () => {});
    const db = drizzleNodePg({ client: pool, schema, casing: 'snake_case' }) as unknown as Database;
    return { db, engine: 'postgres', close: () => pool.end() };
  }
  if (options.dataDir) await mkdir(options.dataDir, { recursive: true });
  const client = await PGlite.create(options.dataDir ?? 'memory://', {
    extensions: { pg_trgm },
    ...(options.snapshot && { loadDataDir: options.snapshot }),
  });
  const db = drizzlePglite({ client, schema, casing: 'snake_case' }) as unknown as Database;
  return { db, engine: 'pglite', close: () => client.close() };
}
