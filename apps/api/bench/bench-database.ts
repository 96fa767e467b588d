import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type DatabaseHandle, openDatabase } from '../src/db/client.js';
import { adminQuery, uniqueDatabaseName, withDatabase } from '../src/test/database-source.js';

/**
 * A fresh database for one engine's run of a bench: a new PostgreSQL database on the server at
 * `adminUrl`, or a PGlite directory. `env` is what the API server is started with to use it;
 * `drop` removes it afterwards.
 */
export async function benchDatabase(
  engine: string,
  adminUrl: string,
  /**
   * A PostgreSQL database kept between runs under this name (made when missing, never dropped),
   * so a run after the first skips the seeding: `fresh` says which it is.
   */
  keep?: string,
): Promise<{
  env: Record<string, string>;
  open: () => Promise<DatabaseHandle>;
  drop: () => Promise<void>;
  fresh: boolean;
}> {
  if (engine === 'postgres' && keep) {
    const url = withDatabase(adminUrl, keep);
    let fresh = false;
    try {
      await adminQuery(adminUrl, `create database ${keep}`);
      fresh = true;
    } catch {
      // there already: seeded by an earlier run
    }
    return {
      env: { DATABASE_URL: url },
      open: () => openDatabase({ url }),
      drop: async () => {},
      fresh,
    };
  }
  if (engine === 'postgres') {
    const name = uniqueDatabaseName('arroyo_bench');
    await adminQuery(adminUrl, `create database ${name}`);
    const url = withDatabase(adminUrl, name);
    return {
      env: { DATABASE_URL: url },
      open: () => openDatabase({ url }),
      drop: () => adminQuery(adminUrl, `drop database if exists ${name} with (force)`),
      fresh: true,
    };
  }
  const dir = await mkdtemp(join(tmpdir(), 'arroyo-bench-'));
  return {
    env: { DATA_DIR: dir },
    open: () => openDatabase({ dataDir: dir }),
    drop: () => rm(dir, { recursive: true, force: true }),
    fresh: true,
  };
}
