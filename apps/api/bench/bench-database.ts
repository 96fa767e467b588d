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
): Promise<{
  env: Record<string, string>;
  open: () => Promise<DatabaseHandle>;
  drop: () => Promise<void>;
}> {
  if (engine === 'postgres') {
    const name = uniqueDatabaseName('arroyo_bench');
    await adminQuery(adminUrl, `create database ${name}`);
    const url = withDatabase(adminUrl, name);
    return {
      env: { DATABASE_URL: url },
      open: () => openDatabase({ url }),
      drop: () => adminQuery(adminUrl, `drop database if exists ${name} with (force)`),
    };
  }
  const dir = await mkdtemp(join(tmpdir(), 'arroyo-bench-'));
  return {
    env: { DATA_DIR: dir },
    open: () => openDatabase({ dataDir: dir }),
    drop: () => rm(dir, { recursive: true, force: true }),
  };
}
