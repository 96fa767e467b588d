import { readFile } from 'node:fs/promises';
import { sql } from 'drizzle-orm';
import type { Database } from '../src/db/client.js';
import { migrateDatabase } from '../src/db/migrate.js';
import { benchDatabase } from './bench-database.js';
import { type Answer, post } from './bench-http.js';
import { startApi } from './bench-servers.js';
import { type CheckoutShop, seedCheckoutShop } from './checkout-shop.js';

/**
 * Issue #17's rush on PostgreSQL: buyers order the same product at once, each checkout a whole
 * one (create-stripe-session → pay on the sandbox → finalize) by a buyer of its own from an
 * address of its own, so no per-user lock and no per-address limit is in the way; only the one
 * hot product row and what every checkout shares. Run against 1 instance and against 3 built
 * servers on the same database, the buyers round-robin over them. Reports orders/s, p50/p99 per
 * step, errors, the CPU the API processes, the database and this client spent per order (sharing
 * one machine's CPUs, their sum bounds orders/s), and checks that every payment made exactly one
 * order and that the units taken match the reservations.
 * Figures only: nothing here is a timed assertion.
 */

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const WARM_UP_SECONDS = Number(process.env.BENCH_WARM_UP_SECONDS ?? 2);
/** Buyers checking out at once, each starting the next checkout when one ends. */
const BUYERS = Number(process.env.BENCH_BUYERS ?? 20);
/** Runs as `instances×buyers`: the same rush on 1 and 3 instances, and 3 instances each as busy as one. */
const RUNS = (process.env.BENCH_RUNS ?? `1x${BUYERS},3x${BUYERS},3x${3 * BUYERS}`)
  .split(',')
  .map((run) => {
    const [instances, buyers] = run.split('x').map(Number);
    if (!instances || !buyers) throw new Error(`BENCH_RUNS: not instances×buyers: ${run}`);
    return { instances, buyers };
  });
const ADMIN_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const TOKEN_SECRET = 'bench-token-secret-bench-token-secret-0123';
/** Buyer accounts, taken in turn: more than the checkouts any buyer could have open at once. */
const ACCOUNTS = 2000;
const STOCK = 10_000_000;
/** Clock ticks per second in /proc/<pid>/stat (USER_HZ, 100 on Linux). */
const TICKS_PER_SECOND = 100;
const STEPS = ['create-stripe-session', 'pay', 'finalize-order'] as const;
type Step = (typeof STEPS)[number];

type Rush = CheckoutShop;

/** One seller's store open all day, its one product stocked for every run, and the buyers. */
const seedRush = (db: Database): Promise<Rush> =>
  seedCheckoutShop(db, {
    name: 'Rush',
    storeName: 'Rush Coffee',
    category: 'Coffee Shops',
    product: { name: 'Launch Day Latte', priceCents: 650, stock: STOCK },
    phoneSuffix: '0199',
    buyers: { count: ACCOUNTS, areaCode: '626' },
    tokenSecret: TOKEN_SECRET,
  });

type Tally = {
  checkouts: number;
  times: Record<Step, number[]>;
  errors: Map<string, number>;
  /** The order each finalize answered, by session: one per payment is the check. */
  orders: Map<string, string>;
};

const newTally = (): Tally => ({
  checkouts: 0,
  times: { 'create-stripe-session': [], pay: [], 'finalize-order': [] },
  errors: new Map(),
  orders: new Map(),
});

/** Runs one step, timing it; a failure is counted by step and status, and ends the checkout. */
async function timed(
  tally: Tally,
  step: Step,
  call: () => Promise<Answer>,
  ok: (status: number) => boolean,
): Promise<Answer | null> {
  const started = performance.now();
  const answer = await call().catch((error: unknown) => {
    const key = `${step}: ${error instanceof Error ? error.message : String(error)}`;
    tally.errors.set(key, (tally.errors.get(key) ?? 0) + 1);
    return null;
  });
  if (!answer) return null;
  tally.times[step].push(performance.now() - started);
  if (ok(answer.status)) return answer;
  const key = `${step}: ${answer.status} ${answer.body.slice(0, 120)}`;
  tally.errors.set(key, (tally.errors.get(key) ?? 0) + 1);
  return null;
}

/** One buyer's whole checkout on `base`, from `address`. */
async function checkOut(
  options: { base: string; token: string; address: string; rush: Rush },
  tally: Tally,
): Promise<void> {
  const { base, token, address, rush } = options;
  const headers = {
    authorization: `Bearer ${token}`,
    'content-type': 'application/json',
    // Each buyer comes from an address of its own; the API trusts the header here (TRUST_PROXY).
    'x-forwarded-for': address,
  };
  const ok = (status: number) => status === 200;
  const opened = await timed(
    tally,
    'create-stripe-session',
    () =>
      post(
        `${base}/api/create-stripe-session`,
        headers,
        JSON.stringify({
          orderData: {
            items: [{ productId: rush.productId, quantity: 1, customizations: [] }],
            orderType: 'pickup',
            windowId: rush.windowId,
            sellerTip: 0,
            driverTip: 0,
          },
        }),
      ),
    ok,
  );
  if (!opened) return;
  const { sessionId } = JSON.parse(opened.body) as { sessionId: string };
  const paid = await timed(
    tally,
    'pay',
    () => post(`${base}/api/sandbox-checkout/${sessionId}/pay`, { 'x-forwarded-for': address }),
    (status) => status === 303,
  );
  if (!paid) return;
  const finalized = await timed(
    tally,
    'finalize-order',
    () => post(`${base}/api/finalize-order`, headers, JSON.stringify({ sessionId })),
    ok,
  );
  if (!finalized) return;
  const { orderId } = JSON.parse(finalized.body) as { orderId: string };
  tally.orders.set(sessionId, orderId);
  tally.checkouts += 1;
}

/** Checkouts numbered from here on get buyers and addresses no earlier checkout had. */
let checkoutNumber = 0;

/** `buyers` buyers checking out over and over for `seconds`, round-robin over `bases`. */
async function rush(options: {
  bases: string[];
  buyers: number;
  seconds: number;
  rush: Rush;
}): Promise<Tally> {
  const tally = newTally();
  const until = performance.now() + options.seconds * 1000;
  await Promise.all(
    Array.from({ length: options.buyers }, async (_, lane) => {
      const base = options.bases[lane % options.bases.length]!;
      while (performance.now() < until) {
        const n = checkoutNumber++;
        await checkOut(
          {
            base,
            token: options.rush.tokens[n % options.rush.tokens.length]!,
            address: `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`,
            rush: options.rush,
          },
          tally,
        );
      }
    }),
  );
  return tally;
}

/** CPU seconds a process has used (user + system), or 0 once it is gone. */
async function cpuSeconds(pid: number): Promise<number> {
  try {
    const stat = await readFile(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) / TICKS_PER_SECOND;
  } catch {
    return 0;
  }
}

/** The server processes serving this database's connections now. */
async function backendPids(db: Database): Promise<number[]> {
  const { rows } = (await db.execute(
    sql`select pid from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()`,
  )) as unknown as { rows: { pid: number }[] };
  return rows.map((row) => row.pid);
}

/** CPU seconds the processes used since `before` (a process new since then from zero). */
async function cpuSince(before: Map<number, number>, pids: readonly number[]): Promise<number> {
  let total = 0;
  for (const pid of new Set([...before.keys(), ...pids])) {
    total += (await cpuSeconds(pid)) - (before.get(pid) ?? 0);
  }
  return total;
}

async function cpuNow(pids: readonly number[]): Promise<Map<number, number>> {
  return new Map(await Promise.all(pids.map(async (pid) => [pid, await cpuSeconds(pid)] as const)));
}

/** The figure below which `share` of `values` lie, in whole milliseconds. */
function percentile(values: number[], share: number): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return Math.round(sorted[Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1)]!);
}

/**
 * Whether every payment made exactly one order and the units taken match the reservations: paid
 * sessions without their order, orders sharing a session, and units missing or taken twice.
 */
async function checkOrders(db: Database, productId: string): Promise<string[]> {
  const { rows } = (await db.execute(sql`
    select
      (select count(*) from payment_sessions s where s.paid_at is not null
        and not exists (select 1 from orders o where o.payment_session_id = s.id))::int as unordered,
      (select count(*) from (select payment_session_id from orders
        group by payment_session_id having count(*) > 1) twice)::int as doubled,
      (select count(*) from payment_sessions s where s.paid_at is not null)::int as paid,
      (select count(*) from orders)::int as orders,
      (select ${STOCK} - stock from products where id = ${productId})::int as taken,
      (select coalesce(sum(quantity), 0) from stock_reservations
        where status in ('held', 'committed'))::int as reserved
  `)) as unknown as {
    rows: {
      unordered: number;
      doubled: number;
      paid: number;
      orders: number;
      taken: number;
      reserved: number;
    }[];
  };
  const found = rows[0]!;
  const problems: string[] = [];
  if (found.unordered > 0) problems.push(`${found.unordered} paid sessions without an order`);
  if (found.doubled > 0) problems.push(`${found.doubled} sessions with more than one order`);
  if (found.paid !== found.orders) problems.push(`${found.paid} payments, ${found.orders} orders`);
  if (found.taken !== found.reserved) {
    problems.push(`${found.taken} units taken, ${found.reserved} reserved`);
  }
  return problems;
}

async function main() {
  const bench = await benchDatabase('postgres', ADMIN_URL);
  try {
    const database = await bench.open();
    await migrateDatabase(database);
    const seeded = await seedRush(database.db);
    console.log(
      `Checkout rush on PostgreSQL: one product, ${SECONDS} s per run after ${WARM_UP_SECONDS} s of warm-up (Node ${process.version})`,
    );

    const rows: string[] = [];
    for (const run of RUNS) {
      const servers = await Promise.all(
        Array.from({ length: run.instances }, () =>
          startApi(bench.env, TOKEN_SECRET, { TRUST_PROXY: 'true' }),
        ),
      );
      const bases = servers.map((server) => server.base);
      await rush({ bases, buyers: run.buyers, seconds: WARM_UP_SECONDS, rush: seeded });

      const apiPids = servers.map((server) => server.pid);
      const apiBefore = await cpuNow(apiPids);
      const databaseBefore = await cpuNow(await backendPids(database.db));
      const clientBefore = process.cpuUsage();
      const started = performance.now();
      const tally = await rush({ bases, buyers: run.buyers, seconds: SECONDS, rush: seeded });
      const elapsed = (performance.now() - started) / 1000;
      const clientUsage = process.cpuUsage(clientBefore);
      const clientCpu = (clientUsage.user + clientUsage.system) / 1e6;
      const apiCpu = await cpuSince(apiBefore, apiPids);
      const databaseCpu = await cpuSince(databaseBefore, await backendPids(database.db));
      await Promise.all(servers.map((server) => server.stop()));

      const problems = await checkOrders(database.db, seeded.productId);
      const orderIds = new Set(tally.orders.values());
      if (orderIds.size !== tally.orders.size) {
        problems.push(`${tally.orders.size} payments finalized into ${orderIds.size} orders`);
      }
      const errors = [...tally.errors.values()].reduce((sum, count) => sum + count, 0);
      for (const [error, count] of tally.errors) console.log(`  ${count} × ${error}`);
      const perOrder = (seconds: number) =>
        tally.checkouts > 0 ? ((seconds * 1000) / tally.checkouts).toFixed(1) : '–';
      const steps = STEPS.map(
        (step) =>
          `${percentile(tally.times[step], 0.5)} / ${percentile(tally.times[step], 0.99)} ms`,
      );
      rows.push(
        `| ${run.instances} | ${run.buyers} | ${(tally.checkouts / elapsed).toFixed(0)} | ${steps.join(' | ')} | ${errors} | ${perOrder(apiCpu)} ms | ${perOrder(databaseCpu)} ms | ${perOrder(clientCpu)} ms | ${problems.length === 0 ? 'one order per payment' : problems.join('; ')} |`,
      );
    }
    await database.close();

    console.log(
      `\n| instances | buyers at once | orders/s | ${STEPS.map((step) => `${step} p50 / p99`).join(' | ')} | errors | CPU per order: API | database | this client | check |\n|---|---|---|---|---|---|---|---|---|---|---|`,
    );
    for (const row of rows) console.log(row);
  } finally {
    await bench.drop();
  }
}

await main();
