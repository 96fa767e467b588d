import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import type { DatabaseHandle, Executor } from './client.js';
import { hasSqlState } from './errors.js';

/** The generated SQL migrations, checked in beside `src/` so both the sources and `dist/` find them. */
export const migrationsFolder = fileURLToPath(new URL('../../drizzle', import.meta.url));

/** Any constant will do; it only has to be the same for every instance. */
const MIGRATION_LOCK_KEY = 4_207_910;

export async function migrateDatabase(handle: DatabaseHandle): Promise<void> {
  if (handle.engine === 'pglite') {
    // An embedded database belongs to one process: no one to race.
    await migratePglite(handle.db as unknown as PgliteDatabase, { migrationsFolder });
    return;
  }
  // Instances starting together against one PostgreSQL would each apply the pending migrations
  // (and fail on each other's tables): the first to take this session's lock applies them, the
  // others wait for it and then find nothing left to apply. The migrations run on the locked
  // session itself, so the lock cannot outlive them on another connection.
  const pool = (handle.db as unknown as { $client: unknown }).$client;
  if (!(pool instanceof pg.Pool)) throw new Error('Expected the PostgreSQL pool.');
  const session = await pool.connect();
  try {
    await session.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    await migrateNodePg(drizzleNodePg({ client: session }), { migrationsFolder });
  } finally {
    // Ending the session lets the lock go, whatever happened above.
    session.release(true);
  }
}

let latestMigration: Promise<number> | undefined;

/** When the newest migration of this build was generated: drizzle records it as `created_at`. */
function latestMigrationTime(): Promise<number> {
  latestMigration ??= readFile(`${migrationsFolder}/meta/_journal.json`, 'utf8').then((text) => {
    const journal = JSON.parse(text) as { entries: { when: number }[] };
    return Math.max(...journal.entries.map((entry) => entry.when));
  });
  return latestMigration;
}

/**
 * Whether the database has every migration of this build, or newer ones (GET /api/ready): false
 * until they are applied. Other failures (the database is not answering) are thrown.
 */
export async function isMigrated(db: Executor): Promise<boolean> {
  const latest = await latestMigrationTime();
  try {
    const result = await db.execute(
      sql`select exists (select 1 from drizzle.__drizzle_migrations where created_at >= ${latest}) as "migrated"`,
    );
    const [row] = (result as unknown as { rows: { migrated: boolean }[] }).rows;
    return row?.migrated === true;
  } catch (error) {
    // No migrations table (or schema) yet: nothing applied.
    if (hasSqlState(error, ['42P01', '3F000'])) return false;
    throw error;
  }
}
