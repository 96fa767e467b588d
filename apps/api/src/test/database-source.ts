import pg from 'pg';

/** The same server as `url`, another database on it. */
export function withDatabase(url: string, database: string): string {
  const next = new URL(url);
  next.pathname = `/${database}`;
  return next.toString();
}

/** Unique enough for parallel runs on one server, and a valid unquoted identifier. */
export function uniqueDatabaseName(prefix: string): string {
  return `${prefix}_${Date.now().toString(36)}_${Math.random().toString(36).slice(2, 8)}`;
}

/** What globalSetup hands every test file: where to copy its fresh database from. */
export type TestDatabaseSource =
  | { engine: 'pglite'; snapshotPath: string }
  | { engine: 'postgres'; url: string; template: string };

declare module 'vitest' {
  export interface ProvidedContext {
    testDatabase: TestDatabaseSource;
  }
}

/** One statement on the server's maintenance connection (CREATE / DROP DATABASE). */
export async function adminQuery(url: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}
