import { DrizzleQueryError, sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it, onTestFinished } from 'vitest';
import type { App } from '../app.js';
import { buildApp } from '../app.js';
import { DATABASE_UNAVAILABLE_MESSAGE } from '../plugins/errors.js';
import { allowConsole } from '../test/console-guard.js';
import { createTestApp, testConfig } from '../test/create-test-app.js';
import { startDatabaseRelay } from '../test/database-relay.js';
import { withDatabase } from '../test/database-source.js';
import { openDatabase } from './client.js';

const ctx = await createTestApp();

const unavailable = { error: DATABASE_UNAVAILABLE_MESSAGE, code: 'DATABASE_UNAVAILABLE' };

/** What node-postgres and Node throw when PostgreSQL is away, as drizzle hands them on. */
const OUTAGES: [string, () => Error][] = [
  [
    'a refused connection',
    () => networkError('ECONNREFUSED', 'connect ECONNREFUSED 127.0.0.1:5432'),
  ],
  [
    'a refused connection to every address of the host',
    () =>
      new AggregateError(
        [
          networkError('ECONNREFUSED', 'connect ECONNREFUSED ::1:5432'),
          networkError('ECONNREFUSED', 'connect ECONNREFUSED 127.0.0.1:5432'),
        ],
        '',
      ),
  ],
  [
    'a connection the server terminated (a restart, pg_terminate_backend)',
    () => failedQuery(sqlError('57P01', 'terminating connection due to administrator command')),
  ],
  [
    'a connection dropped mid-query',
    () => failedQuery(new Error('Connection terminated unexpectedly')),
  ],
  ['a server still starting', () => sqlError('57P03', 'the database system is starting up')],
  ['a full server', () => sqlError('53300', 'sorry, too many clients already')],
  ['a pool that waited too long', () => new Error('timeout exceeded when trying to connect')],
];

function networkError(code: string, message: string): Error {
  return Object.assign(new Error(message), { code });
}
function sqlError(code: string, message: string): Error {
  return Object.assign(new Error(message), { code, severity: 'FATAL' });
}
function failedQuery(cause: Error): Error {
  return new DrizzleQueryError('select 1', [], cause);
}

/** An app with a route that fails as given. */
async function failingWith(error: () => Error): Promise<App> {
  const app = await ctx.buildApp();
  app.get('/api/outage-probe', { config: { access: 'public' } }, async () => {
    throw error();
  });
  return app;
}

describe('a query that fails because the database is away', () => {
  it.each(OUTAGES)('answers 503 with a clear JSON error: %s', async (_name, error) => {
    const app = await failingWith(error);
    const response = await app.inject({ method: 'GET', url: '/api/outage-probe' });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual(unavailable);
  });

  it('is still a 500 when the query itself is wrong', async () => {
    const app = await failingWith(() =>
      failedQuery(sqlError('42601', 'syntax error at or near "selec"')),
    );
    const response = await app.inject({ method: 'GET', url: '/api/outage-probe' });
    expect(response.statusCode).toBe(500);
    expect(response.json().code).toBe('INTERNAL');
  });
});

/** Requests touching the database the way buyers, sellers and admins do: catalogue, a write, a login. */
async function everydayRequests(app: App) {
  const admin = await ctx.login('admin');
  const store = await ctx.newStore();
  return () =>
    Promise.all([
      app.inject({
        method: 'GET',
        url: `/api/stores?category=${encodeURIComponent(store.category)}`,
      }),
      app.inject({
        method: 'POST',
        url: '/api/create-lead',
        remoteAddress: ctx.newIp(),
        payload: { name: 'Away Test', phone: '6265550199', zipcode: '91101' },
      }),
      app.inject({ method: 'GET', url: '/api/users', headers: admin }),
    ]);
}

describe.runIf(ctx.engine === 'postgres')('PostgreSQL going away and coming back', () => {
  /** This file's database, reached directly. */
  let url = '';
  const closing: (() => Promise<void>)[] = [];
  beforeAll(async () => {
    const source = inject('testDatabase');
    if (source.engine !== 'postgres') throw new Error('PostgreSQL only');
    const { rows } = (await ctx.db.execute(sql`select current_database() as name`)) as unknown as {
      rows: { name: string }[];
    };
    url = withDatabase(source.url, rows[0]!.name);
  });
  afterAll(async () => {
    for (const close of closing.reverse()) await close();
  });

  it('answers 503 while it is away, health stays alive, and it serves and is ready again by itself', async () => {
    allowConsole('warn');
    const relay = await startDatabaseRelay(url);
    closing.push(relay.close);
    const database = await openDatabase({ url: relay.url });
    closing.push(database.close);
    const app = await buildApp({
      config: testConfig({ CONSOLE_CACHE_MB: '16' }),
      database,
      sendTexts: false,
    });
    closing.push(() => app.close());
    const requests = await everydayRequests(app);
    const ready = async () => (await app.inject({ method: 'GET', url: '/api/ready' })).json();

    expect((await requests()).map((response) => response.statusCode)).toEqual([200, 200, 200]);
    await expect.poll(async () => (await ready()).status).toBe('ready');

    await relay.cut();
    // Not hearing changes any more, the caches stop answering from memory.
    await expect
      .poll(async () => (await ready()).failing)
      .toEqual([
        'database',
        'migrations',
        'catalogCache',
        'consoleCache',
        'searchIndex',
        'orderEvents',
        'driverPositions',
      ]);
    for (const response of await requests()) {
      expect(response.statusCode).toBe(503);
      expect(response.json()).toEqual(unavailable);
    }
    expect((await app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);

    await relay.restore();
    await expect.poll(async () => (await ready()).status, { timeout: 10_000 }).toBe('ready');
    expect((await requests()).map((response) => response.statusCode)).toEqual([200, 200, 200]);
  });

  it('a connection lost in the middle of a transaction fails that transaction, not the process', async () => {
    const database = await openDatabase({ url });
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    // Closed here: the next test ends every other connection to this database.
    onTestFinished(async () => {
      await admin.end();
      await database.close();
    });
    const lost = database.db.transaction(async (tx) => {
      const { rows } = (await tx.execute(sql`select pg_backend_pid() as pid`)) as unknown as {
        rows: { pid: number }[];
      };
      await admin.query('select pg_terminate_backend($1)', [rows[0]!.pid]);
      // The server has closed this transaction's connection: an 'error' nobody listened to would
      // have stopped the process here (an uncaught exception fails this run).
      await new Promise((resolve) => setTimeout(resolve, 200));
      await tx.execute(sql`select 1`);
    });
    await expect(lost).rejects.toThrow();
    // The broken connection is not handed out again.
    const { rows } = (await database.db.execute(sql`select 1 as one`)) as unknown as {
      rows: { one: number }[];
    };
    expect(rows).toEqual([{ one: 1 }]);
  });

  it('after pg_terminate_backend, each next request succeeds on a new connection or answers 503, never a 500 or a hang', async () => {
    allowConsole('warn');
    const requests = await everydayRequests(ctx.app);
    expect((await requests()).map((response) => response.statusCode)).toEqual([200, 200, 200]);

    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    closing.push(() => admin.end());
    const { rowCount } = await admin.query(
      'select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()',
    );
    // The app's pooled connections and its listening session.
    expect(rowCount).toBeGreaterThanOrEqual(2);

    const answers = (await Promise.all([requests(), requests(), requests()])).flat();
    for (const response of answers) {
      if (response.statusCode === 200) continue;
      expect(response.statusCode).toBe(503);
      expect(response.json()).toEqual(unavailable);
    }
    const ready = async () => (await ctx.app.inject({ method: 'GET', url: '/api/ready' })).json();
    await expect.poll(async () => (await ready()).status, { timeout: 10_000 }).toBe('ready');
    expect((await requests()).map((response) => response.statusCode)).toEqual([200, 200, 200]);
  });
});
