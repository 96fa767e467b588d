import { readFile } from 'node:fs/promises';
import { inject } from 'vitest';
import { type DatabaseHandle, openDatabase } from '../db/client.js';
import { adminQuery, uniqueDatabaseName, withDatabase } from './database-source.js';

/** A fresh, migrated database of its own for one test file; `close` throws it away. */
export async function openTestDatabase(): Promise<DatabaseHandle> {
  const source = inject('testDatabase');
  if (source.engine === 'pglite') {
    const snapshot = new Blob([await readFile(source.snapshotPath)]);
    return openDatabase({ snapshot });
  }

  const name = uniqueDatabaseName('arroyo_test');
  await copyTemplate(source.url, `create database ${name} template ${source.template}`);
  const handle = await openDatabase({ url: withDatabase(source.url, name) });
  return {
    ...handle,
    close: async () => {
      await handle.close();
      await adminQuery(source.url, `drop database if exists ${name} with (force)`);
    },
  };
}

/** PostgreSQL refuses to copy a template another copy is reading at that instant: try again. */
async function copyTemplate(url: string, statement: string): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await adminQuery(url, statement);
    } catch (error) {
      const busy = (error as { code?: string }).code === '55006';
      if (!busy || attempt >= 20) throw error;
      await new Promise((resolve) => setTimeout(resolve, 50 * attempt));
    }
  }
}
