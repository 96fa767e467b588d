import { sql } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import type { App } from '../../app.js';
import type { Executor } from '../../db/client.js';
import { allowConsole, takeUnexpectedConsole } from '../../test/console-guard.js';
import { createTestApp, testConfig } from '../../test/create-test-app.js';
import { checkReadiness, READY_TIMEOUT_MS, readinessDepsOf } from './readiness.js';

const ctx = await createTestApp();

/** The database refuses connections: what node-postgres throws while PostgreSQL is down. */
function refuseQueries(app: App) {
  return vi.spyOn(app.db, 'execute').mockImplementation(() => {
    throw Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), {
      code: 'ECONNREFUSED',
    });
  });
}

describe('GET /api/health', () => {
  it('answers ok with the database engine in use and the catalogue cache caching', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      status: 'ok',
      database: ctx.engine,
      catalogCache: 'caching',
    });
  });

  it('says when the catalogue cache is off', async () => {
    const off = await ctx.buildApp({ config: testConfig({ CATALOG_CACHE_MB: '0' }) });
    const response = await off.inject({ method: 'GET', url: '/api/health' });
    expect(response.json()).toMatchObject({ status: 'ok', catalogCache: 'off' });
  });

  it('still answers while the database does not: the process is alive', async () => {
    const app = await ctx.buildApp();
    const refused = refuseQueries(app);
    try {
      const response = await app.inject({ method: 'GET', url: '/api/health' });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ status: 'ok' });
    } finally {
      refused.mockRestore();
    }
  });
});

describe('GET /api/ready', () => {
  it('answers 200 naming each check when the instance can take traffic', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/ready' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      status: 'ready',
      checks: {
        server: 'serving',
        database: 'answering',
        migrations: 'applied',
        catalogCache: 'caching',
        // The test apps run without it (docs/decisions/132); plugins/console-cache.test.ts has it.
        consoleCache: 'off',
        searchIndex: 'listening',
        // The test apps send the outbox by hand.
        textWorker: 'not started',
        orderEvents: 'listening',
        driverPositions: 'listening',
      },
      failing: [],
    });
  });

  it('is ready with the catalogue cache turned off', async () => {
    const off = await ctx.buildApp({ config: testConfig({ CATALOG_CACHE_MB: '0' }) });
    const response = await off.inject({ method: 'GET', url: '/api/ready' });
    expect(response.statusCode).toBe(200);
    expect(response.json().checks.catalogCache).toBe('off');
  });

  it('answers 503 with the same body, naming the failing checks, when the database is down', async () => {
    const app = await ctx.buildApp();
    const refused = refuseQueries(app);
    try {
      const response = await app.inject({ method: 'GET', url: '/api/ready' });
      expect(response.statusCode).toBe(503);
      expect(response.json()).toMatchObject({
        status: 'not ready',
        checks: { database: 'not answering', migrations: 'unknown', server: 'serving' },
        failing: ['database', 'migrations'],
      });
    } finally {
      refused.mockRestore();
    }
  });

  it(
    'counts a database that does not answer in time as down',
    async () => {
      const app = await ctx.buildApp();
      const hung = vi.spyOn(app.db, 'execute').mockReturnValue(new Promise(() => {}) as never);
      try {
        const started = Date.now();
        const response = await app.inject({ method: 'GET', url: '/api/ready' });
        expect(response.statusCode).toBe(503);
        expect(response.json().failing).toEqual(['database', 'migrations']);
        expect(Date.now() - started).toBeLessThan(READY_TIMEOUT_MS + 1_000);
      } finally {
        hung.mockRestore();
      }
    },
    READY_TIMEOUT_MS + 5_000,
  );

  it('is not ready while the newest migration of this build is not in the database', async () => {
    const readiness = await rolledBack(async (tx) => {
      await tx.execute(sql`delete from drizzle.__drizzle_migrations
        where created_at = (select max(created_at) from drizzle.__drizzle_migrations)`);
      return checkReadiness({ ...readinessDepsOf(ctx.app), db: tx });
    });
    expect(readiness).toMatchObject({
      status: 'not ready',
      checks: { database: 'answering', migrations: 'pending' },
      failing: ['migrations'],
    });
  });

  it('is not ready on a database never migrated', async () => {
    const readiness = await rolledBack(async (tx) => {
      await tx.execute(sql`drop schema drizzle cascade`);
      return checkReadiness({ ...readinessDepsOf(ctx.app), db: tx });
    });
    expect(readiness.checks.migrations).toBe('pending');
  });

  it('is not ready while the catalogue cache, the search index or the live streams cannot listen', async () => {
    const app = await ctx.buildApp();
    await app.catalogCache.close();
    await app.searchIndex.close();
    await app.orderEvents.close();
    await app.driverPositions.close();
    const response = await app.inject({ method: 'GET', url: '/api/ready' });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toMatchObject({
      checks: {
        catalogCache: 'bypassed',
        searchIndex: 'not listening',
        orderEvents: 'not listening',
        driverPositions: 'not listening',
      },
      failing: ['catalogCache', 'searchIndex', 'orderEvents', 'driverPositions'],
    });
  });

  it('turns not ready the moment the app starts closing, before any stream closes', async () => {
    const app = await ctx.buildApp();
    await app.ready();
    const seen: string[] = [];
    app.orderEvents.subscribe({
      userId: 'someone',
      audience: { kind: 'all' },
      deliver() {},
      close: () => seen.push(app.shuttingDown() ? 'closed while shutting down' : 'closed early'),
    });
    expect(app.shuttingDown()).toBe(false);
    await app.close();
    expect(seen).toEqual(['closed while shutting down']);
    const readiness = await checkReadiness(readinessDepsOf(app));
    expect(readiness.failing).toEqual([
      'server',
      'catalogCache',
      'searchIndex',
      'orderEvents',
      'driverPositions',
      'textWorker',
    ]);
  });
});

/** Runs `body` in a transaction of the file's database and undoes whatever it changed. */
async function rolledBack<T>(body: (tx: Executor) => Promise<T>): Promise<T> {
  let answer: T | undefined;
  const undo = new Error('undo');
  await ctx.db
    .transaction(async (tx) => {
      answer = await body(tx);
      throw undo;
    })
    .catch((error: unknown) => {
      if (error !== undo) throw error;
    });
  return answer as T;
}

describe('the test harness', () => {
  it('fails a test that writes to console.error unless it is expected', () => {
    console.error('boom');
    expect(takeUnexpectedConsole()).toEqual(['console.error: boom']);
    allowConsole('warn');
    console.warn('expected');
    expect(takeUnexpectedConsole()).toEqual([]);
  });
});
