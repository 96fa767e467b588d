import { randomUUID } from 'node:crypto';
import { readFile, rm } from 'node:fs/promises';
import { Agent } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { inArray, sql } from 'drizzle-orm';
import pg from 'pg';
import { afterEach, beforeAll, describe, expect, inject, it } from 'vitest';
import { type DatabaseHandle, openDatabase } from './db/client.js';
import { migrationsFolder } from './db/migrate.js';
import { leads, stores, users } from './db/schema.js';
import { buildDemoRows } from './db/seed/build-demo-rows.js';
import { DEMO_ACCOUNTS } from './db/seed/demo-accounts.js';
import {
  type BuiltServer,
  buildServer,
  killBuiltServers,
  startBuiltServer,
} from './test/built-server.js';
import { adminQuery, uniqueDatabaseName, withDatabase } from './test/database-source.js';
import { send } from './test/http-outcome.js';
import { slowRequest } from './test/slow-request.js';

/**
 * The production server (`node dist/server.js`) as an orchestrator runs it: stopped with SIGTERM
 * while it has work in hand, and several started at once on one empty PostgreSQL
 * (docs/decisions/107).
 */

const source = inject('testDatabase');
const OTP_CODE = '123456';

beforeAll(buildServer, 120_000);
// A test that failed half-way leaves no server behind.
afterEach(killBuiltServers);

/**
 * A database of its own for one test's servers: an empty PostgreSQL database, or a PGlite
 * directory. `read` opens it (once the servers are done, for PGlite) and closes it again.
 */
async function emptyDatabase() {
  let env: { DATABASE_URL: string } | { DATA_DIR: string };
  let drop: () => Promise<void>;
  if (source.engine === 'postgres') {
    const name = uniqueDatabaseName('arroyo_server');
    await adminQuery(source.url, `create database ${name}`);
    env = { DATABASE_URL: withDatabase(source.url, name) };
    drop = () => adminQuery(source.url, `drop database if exists ${name} with (force)`);
  } else {
    const dir = join(tmpdir(), uniqueDatabaseName('arroyo-server'));
    env = { DATA_DIR: dir };
    drop = () => rm(dir, { recursive: true, force: true });
  }
  return {
    env,
    async read<T>(query: (handle: DatabaseHandle) => Promise<T>): Promise<T> {
      const handle = await openDatabase(
        'DATABASE_URL' in env ? { url: env.DATABASE_URL } : { dataDir: env.DATA_DIR },
      );
      try {
        return await query(handle);
      } finally {
        await handle.close();
      }
    },
    drop,
  };
}

async function postJson<T>(url: string, body: unknown): Promise<T> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  expect(response.status).toBe(200);
  return (await response.json()) as T;
}

/** Logs the demo admin in the way the web app does: a code by text, then the code. */
async function logInAdmin(server: BuiltServer): Promise<string> {
  const phone = DEMO_ACCOUNTS.find((account) => account.role === 'admin')!.phone;
  await postJson(`${server.base}/api/send-otp`, { phone });
  const session = await postJson<{ token: string }>(`${server.base}/api/verify-otp`, {
    phone,
    code: OTP_CODE,
  });
  return session.token;
}

/** Opens a live stream and reads it as it comes; `text()` is everything received so far. */
async function openStream(url: string, token: string) {
  const response = await fetch(url, { headers: { authorization: `Bearer ${token}` } });
  expect(response.status).toBe(200);
  const reader = response.body!.getReader();
  let text = '';
  const ended = (async () => {
    for (;;) {
      const { value, done } = await reader.read();
      if (done) return text;
      text += new TextDecoder().decode(value);
    }
  })();
  return { text: () => text, ended };
}

/** Whether a new connection to the server is refused. */
function refusesConnections(base: string): Promise<boolean> {
  return fetch(`${base}/api/health`).then(
    () => false,
    () => true,
  );
}

describe('SIGTERM', () => {
  it('finishes every request it accepted, closes live streams with a retry hint, turns not ready, and exits 0', async () => {
    const database = await emptyDatabase();
    try {
      const server = await startBuiltServer({
        ...database.env,
        SEED_DEMO_DATA: 'true',
        OTP_DEV_CODE: OTP_CODE,
      });
      const stream = await openStream(`${server.base}/api/orders/stream`, await logInAdmin(server));
      const hint = 'retry: 3000\n\n';
      await expect.poll(() => stream.text()).toBe(hint);

      const batch = randomUUID().slice(0, 8);
      const lead = (n: number) => ({
        name: `Drain ${batch} ${n}`,
        phone: '6265550190',
        zipcode: '91101',
      });
      const slow = [1, 2, 3, 4].map((n) =>
        slowRequest(server.base, { path: '/api/create-lead', body: lead(n) }),
      );
      // Behind the last one, on its connection, a readiness probe.
      const probed = slowRequest(server.base, {
        path: '/api/create-lead',
        body: lead(5),
        thenGet: '/api/ready',
      });
      await Promise.all([...slow, probed].map((each) => each.accepted));
      // A kept-alive connection, idle since its answer, as a proxy's upstream pool holds them.
      const pooled = new Agent({ keepAlive: true, maxSockets: 1 });
      expect(await send(server.base, '/api/health', { agent: pooled })).toMatchObject({
        kind: 'answered',
        status: 200,
      });

      server.process.kill('SIGTERM');

      // Streams end at once, with the hint to reconnect (to another instance) after 3 s…
      const streamed = await stream.ended;
      expect(streamed.startsWith(hint)).toBe(true);
      expect(streamed.slice(hint.length).endsWith(hint)).toBe(true);
      // …and no new connection is taken, while the accepted requests are still arriving.
      await expect.poll(() => refusesConnections(server.base)).toBe(true);
      expect(server.process.exitCode).toBeNull();
      // A request arriving on the idle connection just after is answered, and the connection
      // closed after it, instead of being reset unread (docs/decisions/111).
      expect(await send(server.base, '/api/health', { agent: pooled })).toMatchObject({
        kind: 'answered',
        status: 200,
        headers: { connection: 'close' },
      });

      for (const each of [...slow, probed]) each.finish();
      for (const [index, each] of slow.entries()) {
        expect(await each.answers()).toMatchObject([
          { status: 200, body: { name: lead(index + 1).name, phone: '+16265550190' } },
        ]);
      }
      // A request reaching it on an open connection while it drains is served, and readiness
      // already says no.
      expect(await probed.answers()).toMatchObject([
        { status: 200, body: { name: lead(5).name } },
        { status: 503, body: { status: 'not ready', checks: { server: 'shutting down' } } },
      ]);

      expect(await server.exited).toBe(0);
      // Nothing half-written: every lead answered is in the database, once.
      const names = [1, 2, 3, 4, 5].map((n) => lead(n).name);
      const saved = await database.read((handle) =>
        handle.db.select({ name: leads.name }).from(leads).where(inArray(leads.name, names)),
      );
      expect(saved.map((row) => row.name).sort()).toEqual(names);
    } finally {
      await database.drop();
    }
  }, 120_000);
});

/**
 * Holds every instance starting on `url` where it reads which migrations are applied: the
 * (empty) migrations table is created and locked, so instances started one after the other
 * race in earnest once `release` lets them all go together.
 */
async function holdAtMigrations(url: string) {
  const gate = new pg.Client({ connectionString: url });
  // A test failing before `release` drops the database under it.
  gate.on('error', () => {});
  await gate.connect();
  await gate.query(`create schema drizzle;
    create table drizzle.__drizzle_migrations (id serial primary key, hash text not null, created_at bigint)`);
  await gate.query('begin');
  await gate.query('lock table drizzle.__drizzle_migrations in access exclusive mode');
  return {
    /** Sessions of the database waiting for a lock (this one's, or one another holds). */
    async waiting(): Promise<number> {
      // Within a transaction pg_stat_activity is a snapshot: take a fresh one.
      await gate.query('select pg_stat_clear_snapshot()');
      const { rows } = await gate.query(`select count(*)::int as "waiting" from pg_stat_activity
        where datname = current_database() and wait_event_type = 'Lock'`);
      return rows[0].waiting;
    },
    release: async () => {
      await gate.query('commit');
      await gate.end();
    },
  };
}

describe.runIf(source.engine === 'postgres')('three instances starting at once', () => {
  it('on an empty PostgreSQL apply each migration and the demo data exactly once, and all become ready', async () => {
    const database = await emptyDatabase();
    try {
      if (!('DATABASE_URL' in database.env)) throw new Error('PostgreSQL only');
      const gate = await holdAtMigrations(database.env.DATABASE_URL);
      const starting = [1, 2, 3].map(() =>
        startBuiltServer({ ...database.env, SEED_DEMO_DATA: 'true' }),
      );
      await expect.poll(gate.waiting, { timeout: 60_000 }).toBe(3);
      await gate.release();
      // Each is started once its GET /api/ready answers 200.
      const servers = await Promise.all(starting);

      const journal = JSON.parse(await readFile(`${migrationsFolder}/meta/_journal.json`, 'utf8'));
      const demo = buildDemoRows(new Date());
      const counts = await database.read(async (handle) => {
        const applied = (await handle.db.execute(
          sql`select hash, count(*)::int as "times" from drizzle.__drizzle_migrations group by hash`,
        )) as unknown as { rows: { times: number }[] };
        return {
          migrations: applied.rows.length,
          appliedTwice: applied.rows.filter((row) => row.times > 1).length,
          users: await handle.db.$count(users),
          stores: await handle.db.$count(stores),
        };
      });
      expect(counts).toEqual({
        migrations: journal.entries.length,
        appliedTwice: 0,
        users: demo.users.length,
        stores: demo.stores.length,
      });

      for (const server of servers) server.process.kill('SIGTERM');
      expect(await Promise.all(servers.map((server) => server.exited))).toEqual([0, 0, 0]);
    } finally {
      await database.drop();
    }
  }, 180_000);
});
