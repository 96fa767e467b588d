import { fileURLToPath } from 'node:url';
import { DEFAULT_TIMEZONE } from '@marketplace/core/constants/limits';
import { addDays } from '@marketplace/core/windows/calendar';
import { localDateTime } from '@marketplace/core/windows/local-date-time';
import { sql } from 'drizzle-orm';
import type { DatabaseHandle } from '../src/db/client.js';
import { migrateDatabase } from '../src/db/migrate.js';
import { seedLargeCatalog } from '../src/db/seed/large-catalog.js';
import { seedLargeConsole } from '../src/db/seed/large-console.js';
import { signIn } from '../src/modules/auth/sign-in.js';
import { createTokens } from '../src/modules/auth/tokens.js';
import { benchDatabase } from './bench-database.js';
import { start, startApi } from './bench-servers.js';
import { load } from './browse-load.js';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
// Issue #32 asks for the console's figures at 20 connections.
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 20);
const ENGINES = (process.env.BENCH_ENGINES ?? 'postgres,pglite').split(',');
const ADMIN_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const BASELINE = fileURLToPath(new URL('./baseline-server.ts', import.meta.url));
/**
 * For working on one endpoint: `BENCH_KEEP_DATABASE=name` keeps the PostgreSQL database seeded by
 * the first run and reuses it (its "today" is the day it was seeded), `BENCH_ONLY=text` measures
 * only the endpoints whose name holds the text, `BENCH_CONSOLE_CACHE=on|off` one of the two runs.
 */
const KEEP_DATABASE = process.env.BENCH_KEEP_DATABASE;
const ONLY = process.env.BENCH_ONLY;
/** The back office's list cache on, then off (`BENCH_CONSOLE_CACHE=on` or `off` for one). */
const CACHE_MODES = (process.env.BENCH_CONSOLE_CACHE ?? 'on,off').split(',');
const TOKEN_SECRET = 'bench-token-secret-bench-token-secret-0123';
/** Pages of 50 (the default limit), and how deep the "deep page" rows start. */
const PAGE = 50;
const DEEP_PAGE = 1000;
/** Deep pages and stores the paths rotate over, so no one row is served hot. */
const ROTATION = 20;

type Row = {
  engine: string;
  endpoint: string;
  rps: number;
  p50: number;
  p99: number;
  errors: number;
  /** Responses received during the load; 0 means every request outlasted it. */
  answered: number;
  /** Bytes of the first path's body, read once before the load. */
  bytes: number;
};

async function measure(
  engine: string,
  base: string,
  endpoint: string,
  paths: string[],
  headers: Record<string, string> = {},
) {
  // One request first: a wrong path or token is a failure here, not a column of errors.
  const probe = await fetch(`${base}${paths[0]}`, { headers });
  const bytes = (await probe.arrayBuffer()).byteLength;
  if (probe.status !== 200) throw new Error(`${endpoint}: ${paths[0]} answered ${probe.status}`);
  await load(base, paths, 1, CONNECTIONS, headers); // warm-up: plans cached, JIT settled
  // autocannon leaves its last requests in flight; wait until the server has answered them, or
  // a slow endpoint's backlog (PGlite answers one query at a time) is timed as the next load.
  await fetch(`${base}${paths[0]}`, { headers });
  const figures = await load(base, paths, SECONDS, CONNECTIONS, headers);
  await fetch(`${base}${paths[0]}`, { headers });
  console.log(
    `  ${endpoint.padEnd(58)} ${figures.rps.toFixed(0).padStart(6)} req/s  p50 ${latency(figures, 'p50')}  p99 ${latency(figures, 'p99')}  ${(bytes / 1024).toFixed(1)} kB`,
  );
  return { engine, endpoint, ...figures, bytes } satisfies Row;
}

/** A percentile, or how long it was at least when nothing was answered within the load. */
function latency(figures: { answered: number; p50: number; p99: number }, at: 'p50' | 'p99') {
  return figures.answered === 0 ? `> ${SECONDS * 1000} ms` : `${figures[at]} ms`;
}

async function rows<T>(database: DatabaseHandle, query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await database.db.execute(query)) as unknown as { rows: T[] }).rows;
}

/** What the paths need from the seeded database, read before the server starts. */
async function sample(database: DatabaseHandle) {
  const categoryIds = await rows<{ id: string }>(
    database,
    sql`select c.id from product_categories c join stores s on s.id = c.store_id and not s.is_hidden order by c.id limit 200`,
  );
  // The last user of pages 1000, 1001…: each page's nextAfter, as walking there would give it.
  const userCursors = await rows<{ id: string }>(
    database,
    sql`select id from (select id, row_number() over (order by created_at, id) as n from users) u
        where n >= ${DEEP_PAGE * PAGE} and (n - ${DEEP_PAGE * PAGE}) % ${PAGE} = 0
        order by n limit ${ROTATION}`,
  );
  // The same for the Order History, newest first: nextBefore of pages 1000, 1001…
  const orderCursors = await rows<{ id: string }>(
    database,
    sql`select id from (select id, row_number() over (order by created_at desc, id desc) as n from orders) o
        where n >= ${DEEP_PAGE * PAGE} and (n - ${DEEP_PAGE * PAGE}) % ${PAGE} = 0
        order by n limit ${ROTATION}`,
  );
  // The stores with orders, busiest first.
  const storeIds = await rows<{ id: string }>(
    database,
    sql`select store_id as id from orders group by store_id order by count(*) desc, store_id limit ${ROTATION}`,
  );
  // The seller of the busiest store, whose Orders screen reads the most.
  const [busiest] = await rows<{ seller_id: string }>(
    database,
    sql`select s.seller_id from stores s where s.id = ${storeIds[0]!.id}`,
  );
  return {
    sellerId: busiest!.seller_id,
    categoryIds: categoryIds.map((row) => row.id),
    userCursors: userCursors.map((row) => row.id),
    orderCursors: orderCursors.map((row) => row.id),
    storeIds: storeIds.map((row) => row.id),
  };
}

/** The user holding this seller id, made when the seeds gave the store's seller no account. */
async function sellerAccount(database: DatabaseHandle, sellerId: string): Promise<string> {
  const [held] = await rows<{ id: string }>(
    database,
    sql`select id from users where seller_id = ${sellerId}`,
  );
  if (held) return held.id;
  const [made] = await rows<{ id: string }>(
    database,
    sql`insert into users (phone, first_name, last_name, email, dob, gender, role, seller_id)
        values ('+12139999999', 'Bench', 'Seller', 'bench-seller@example.com', '1980-01-01', 'female', 'seller', ${sellerId})
        returning id`,
  );
  return made!.id;
}

/** The console's questions, each a list of paths the connections rotate over. */
function consoleEndpoints(
  samples: Awaited<ReturnType<typeof sample>>,
  today: string,
): [string, string[]][] {
  const { userCursors, orderCursors, storeIds } = samples;
  // A week of one store's orders in one status, at various points of the last 90 days.
  const filtered = storeIds.map((storeId, i) => {
    const to = addDays(today, -7 * (i % 12));
    const status = i % 4 === 3 ? 'cancelled' : 'completed';
    return `/api/admin/order-history?storeId=${storeId}&status=${status}&from=${addDays(to, -6)}&to=${to}`;
  });
  const exports = storeIds.map(
    (storeId, i) =>
      `/api/admin/order-history/export?storeId=${storeId}&from=${addDays(today, -7 * (i % 12) - 6)}&to=${addDays(today, -7 * (i % 12))}`,
  );
  return [
    ['GET /api/users?limit=50 (first page)', ['/api/users?limit=50']],
    [
      `GET /api/users?after= (page ${DEEP_PAGE + 1}+)`,
      userCursors.map((id) => `/api/users?limit=50&after=${id}`),
    ],
    ['GET /api/users?q=mar', ['/api/users?q=mar']],
    ['GET /api/users?q=ma (two letters)', ['/api/users?q=ma']],
    ['GET /api/users?q=j (one letter)', ['/api/users?q=j']],
    ['GET /api/users?role=driver', ['/api/users?role=driver']],
    ['GET /api/orders (open + today)', ['/api/orders']],
    ['GET /api/admin/order-history (first page)', ['/api/admin/order-history']],
    [
      `GET /api/admin/order-history?before= (page ${DEEP_PAGE + 1}+)`,
      orderCursors.map((id) => `/api/admin/order-history?before=${id}`),
    ],
    ['GET /api/admin/order-history?storeId&status&from&to', filtered],
    ['GET /api/admin/order-history/daily', ['/api/admin/order-history/daily']],
    [
      'GET /api/admin/order-history/daily?storeId=',
      storeIds.map((id) => `/api/admin/order-history/daily?storeId=${id}`),
    ],
    ['GET /api/admin/order-history/export?storeId&from&to (7 d)', exports],
    ['GET /api/sellers?limit=50 (first page)', ['/api/sellers?limit=50']],
    ['GET /api/drivers?limit=8 (the assign dialog)', ['/api/drivers?limit=8']],
    ['GET /api/stores-for-admin?limit=50 (first page)', ['/api/stores-for-admin?limit=50']],
  ];
}

async function benchEngine(engine: string): Promise<Row[]> {
  console.log(`\n${engine}: seeding the large catalogue and 100,000 users and orders…`);
  const {
    env: databaseEnv,
    open,
    drop,
    fresh,
  } = await benchDatabase(engine, ADMIN_URL, KEEP_DATABASE);
  try {
    const database = await open();
    const started = performance.now();
    let now = new Date();
    await migrateDatabase(database);
    if (fresh) {
      await seedLargeCatalog(database.db);
      const seeded = await seedLargeConsole(database.db, { now });
      console.log(
        `  seeded ${seeded.users} users and ${seeded.orders} orders in ${seeded.stores} stores in ${((performance.now() - started) / 1000).toFixed(1)} s`,
      );
    } else {
      // A kept database: its "today" is the newest order's day.
      const [newest] = await rows<{ at: Date }>(
        database,
        sql`select max(created_at) as at from orders`,
      );
      now = new Date(newest!.at);
      console.log(`  reusing ${KEEP_DATABASE}, seeded on ${now.toISOString()}`);
    }
    const samples = await sample(database);
    const [admin] = await rows<{ id: string }>(
      database,
      sql`select id from users where role = 'admin' order by created_at, id limit 1`,
    );
    // Signing in records a session, so it comes before the seeding connection closes.
    const tokens = createTokens(TOKEN_SECRET);
    const token = await signIn({ db: database.db, tokens }, admin!.id);
    const sellerToken = await signIn(
      { db: database.db, tokens },
      await sellerAccount(database, samples.sellerId),
    );
    await database.close();
    const today = localDateTime(now.getTime(), DEFAULT_TIMEZONE).date;

    const results: Row[] = [];
    const baseline = await start(BASELINE, databaseEnv, `/?category=${samples.categoryIds[0]}`);
    results.push(
      await measure(
        engine,
        baseline.base,
        'baseline: node:http + one indexed query',
        samples.categoryIds.map((id) => `/?category=${id}`),
      ),
    );
    await baseline.stop();

    for (const mode of CACHE_MODES) {
      // "no cache": what every list costs right after a change empties the cache (decision 132).
      const label = mode === 'off' ? ' (no cache)' : '';
      const api = await startApi(databaseEnv, TOKEN_SECRET, {
        CONSOLE_CACHE_MB: mode === 'off' ? '0' : '16',
      });
      try {
        for (const [endpoint, paths] of consoleEndpoints(samples, today)) {
          if (ONLY && !endpoint.includes(ONLY)) continue;
          // Exports are not cached: measured once, without.
          if (mode === 'on' && endpoint.includes('/export')) continue;
          results.push(
            await measure(engine, api.base, `${endpoint}${label}`, paths, {
              authorization: `Bearer ${token}`,
            }),
          );
        }
        if (!ONLY || 'seller/orders'.includes(ONLY)) {
          results.push(
            await measure(
              engine,
              api.base,
              `GET /api/seller/orders (the busiest store's seller)${label}`,
              ['/api/seller/orders'],
              { authorization: `Bearer ${sellerToken}` },
            ),
          );
        }
      } finally {
        await api.stop();
      }
    }
    return results;
  } finally {
    await drop();
  }
}

const results: Row[] = [];
for (const engine of ENGINES) results.push(...(await benchEngine(engine)));

console.log(
  `\n${CONNECTIONS} connections, ${SECONDS} s per endpoint, Node ${process.version}\n\n| engine | endpoint | requests/s | p50 | p99 | body | ratio to baseline |\n|---|---|---|---|---|---|---|`,
);
for (const row of results) {
  const baseline = results.find(
    (r) => r.engine === row.engine && r.endpoint.startsWith('baseline'),
  )!;
  const ratio = row === baseline ? '1' : (row.rps / baseline.rps).toFixed(2);
  const errors = row.errors > 0 ? ` (${row.errors} errors)` : '';
  console.log(
    `| ${row.engine} | ${row.endpoint} | ${row.rps.toFixed(0)}${errors} | ${latency(row, 'p50')} | ${latency(row, 'p99')} | ${(row.bytes / 1024).toFixed(1)} kB | ${ratio} |`,
  );
}
