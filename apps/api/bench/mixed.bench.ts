import { randomInt } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { availableWindows } from '@marketplace/core/windows/available-windows';
import { sql } from 'drizzle-orm';
import type { Database } from '../src/db/client.js';
import { migrateDatabase } from '../src/db/migrate.js';
import { seedLargeCatalog } from '../src/db/seed/large-catalog.js';
import { signIn } from '../src/modules/auth/sign-in.js';
import { createTokens } from '../src/modules/auth/tokens.js';
import { benchBuyerTokens } from './bench-buyers.js';
import { benchDatabase } from './bench-database.js';
import { start, startApi } from './bench-servers.js';
import { CATEGORIES, load, QUERIES, sampleIds } from './browse-load.js';

/**
 * Issue #16's busy evening on PostgreSQL with the large catalogue: buyers browse at 50
 * connections (categories, product lists, search, suggestions) while checkouts complete at a
 * steady rate, each taking stock (create session → pay on the sandbox → finalize), and store
 * managers edit products. Reports the browsing throughput against the bare one-query baseline
 * and its p99, with the catalogue cache and without it.
 */

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const CHECKOUTS_PER_SECOND = Number(process.env.BENCH_CHECKOUTS_PER_SECOND ?? 10);
const EDITS_PER_SECOND = Number(process.env.BENCH_EDITS_PER_SECOND ?? 2);
const ADMIN_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const BASELINE = fileURLToPath(new URL('./baseline-server.ts', import.meta.url));
const TOKEN_SECRET = 'bench-token-secret-bench-token-secret-0123';
const BUYERS = 400;

type Target = { productId: string; storeId: string; windowId: string };
type Edit = { productId: string; storeId: string; productCategoryId: string; token: string };

/** Simple products (no options) of visible stores with a pickup window now, stocked for the run. */
async function checkoutTargets(db: Database): Promise<Target[]> {
  const { rows } = (await db.execute(sql`
    select p.id, p.store_id, s.category, s.store_hours, s.timezone
    from products p join stores s on s.id = p.store_id and not s.is_hidden
    where not p.is_hidden and p.customizations = '[]'::jsonb and not p.needs_age_verification
    order by p.id limit 400`)) as unknown as {
    rows: {
      id: string;
      store_id: string;
      category: string;
      store_hours: never;
      timezone: string;
    }[];
  };
  const targets: Target[] = [];
  for (const row of rows) {
    const [window] = availableWindows({
      store: { category: row.category, storeHours: row.store_hours, timezone: row.timezone },
      now: new Date(),
      orderType: 'pickup',
    });
    if (window) targets.push({ productId: row.id, storeId: row.store_id, windowId: window.id });
    if (targets.length === 60) break;
  }
  await db.execute(
    sql`update products set stock = 1000000 where id in (${sql.join(
      targets.map((t) => sql`${t.productId}`),
      sql`, `,
    )})`,
  );
  return targets;
}

/** Products of other stores, each edited by its store's seller (the user who owns it). */
async function edits(db: Database): Promise<Edit[]> {
  const { rows } = (await db.execute(sql`
    select p.id, p.store_id, p.product_category_id, u.id as seller_id
    from products p join stores s on s.id = p.store_id and not s.is_hidden
    join users u on u.seller_id = s.seller_id
    where p.product_category_id is not null
    order by p.id desc limit 40`)) as unknown as {
    rows: { id: string; store_id: string; product_category_id: string; seller_id: string }[];
  };
  const tokens = createTokens(TOKEN_SECRET);
  return Promise.all(
    rows.map(async (row) => ({
      productId: row.id,
      storeId: row.store_id,
      productCategoryId: row.product_category_id,
      token: await signIn({ db, tokens }, row.seller_id),
    })),
  );
}

/** One buyer's whole checkout: open the payment session, pay on the sandbox, finalize. */
async function checkOut(base: string, token: string, target: Target): Promise<boolean> {
  const headers = {
    authorization: `Bearer ${token}`,
    'content-type': 'application/json',
    // Buyers come from many addresses; the API trusts the header here (TRUST_PROXY).
    'x-forwarded-for': `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`,
  };
  const opened = await fetch(`${base}/api/create-stripe-session`, {
    method: 'POST',
    headers,
    body: JSON.stringify({
      orderData: {
        items: [{ productId: target.productId, quantity: 1, customizations: [] }],
        orderType: 'pickup',
        windowId: target.windowId,
        sellerTip: 0,
        driverTip: 0,
      },
    }),
  });
  if (!opened.ok) return false;
  const { sessionId } = (await opened.json()) as { sessionId: string };
  const paid = await fetch(`${base}/api/sandbox-checkout/${sessionId}/pay`, {
    method: 'POST',
    redirect: 'manual',
  });
  if (paid.status !== 303) return false;
  const finalized = await fetch(`${base}/api/finalize-order`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ sessionId }),
  });
  return finalized.ok;
}

async function editProduct(base: string, edit: Edit, n: number): Promise<boolean> {
  const response = await fetch(`${base}/api/update-product/${edit.productId}`, {
    method: 'PUT',
    headers: { authorization: `Bearer ${edit.token}`, 'content-type': 'application/json' },
    body: JSON.stringify({
      storeId: edit.storeId,
      productCategoryId: edit.productCategoryId,
      updateData: { description: `Edited during the bench, time ${n}.` },
    }),
  });
  if (!response.ok && n === 0)
    console.warn(`  a product edit failed: ${response.status} ${await response.text()}`);
  return response.ok;
}

/** Runs `task` `perSecond` times a second until `until` settles; counts successes and failures. */
async function steady(
  perSecond: number,
  until: Promise<unknown>,
  task: (n: number) => Promise<boolean>,
) {
  const counts = { done: 0, failed: 0 };
  const running = new Set<Promise<void>>();
  let n = 0;
  const timer = setInterval(() => {
    const run = task(n++)
      .then((ok) => {
        counts[ok ? 'done' : 'failed'] += 1;
      })
      .catch(() => {
        counts.failed += 1;
      })
      .finally(() => running.delete(run));
    running.add(run);
  }, 1000 / perSecond);
  await until;
  clearInterval(timer);
  await Promise.all(running);
  return counts;
}

async function main() {
  console.log(
    `Mixed workload on PostgreSQL: browsing at ${CONNECTIONS} connections for ${SECONDS} s, ${CHECKOUTS_PER_SECOND} checkouts/s, ${EDITS_PER_SECOND} product edits/s`,
  );
  const bench = await benchDatabase('postgres', ADMIN_URL);
  try {
    const database = await bench.open();
    await migrateDatabase(database);
    await seedLargeCatalog(database.db);
    const categoryIds = await sampleIds(database);
    const targets = await checkoutTargets(database.db);
    const editList = await edits(database.db);
    const buyers = await benchBuyerTokens(database.db, {
      count: BUYERS,
      areaCode: '818',
      firstName: 'Bench',
      tokenSecret: TOKEN_SECRET,
    });
    await database.close();
    if (targets.length === 0) throw new Error('no product has a pickup window now');

    const browse = [
      ...CATEGORIES.map((c) => `/api/stores?category=${encodeURIComponent(c)}`),
      ...categoryIds.map((id) => `/api/product-category/${id}/products`),
      ...QUERIES.map((q) => `/api/search?q=${encodeURIComponent(q)}`),
      ...QUERIES.map((q) => `/api/suggestions?q=${encodeURIComponent(q)}`),
    ];

    const rows: string[] = [];
    const baseline = await start(BASELINE, bench.env, `/?category=${categoryIds[0]}`);
    const baselinePaths = categoryIds.map((id) => `/?category=${id}`);
    await load(baseline.base, baselinePaths, 1, CONNECTIONS);
    const bare = await load(baseline.base, baselinePaths, SECONDS, CONNECTIONS);
    await baseline.stop();
    rows.push(
      `| baseline: node:http + one indexed query | ${bare.rps.toFixed(0)} | ${bare.p50} ms | ${bare.p99} ms | 1 | | |`,
    );

    for (const [cacheMb, label] of [
      ['32', 'API, catalogue cache on'],
      ['0', 'API, no cache (CATALOG_CACHE_MB=0)'],
    ] as const) {
      const api = await startApi(bench.env, TOKEN_SECRET, {
        CATALOG_CACHE_MB: cacheMb,
        TRUST_PROXY: 'true',
      });
      await load(api.base, browse, 1, CONNECTIONS);
      const browsing = load(api.base, browse, SECONDS, CONNECTIONS);
      const [figures, checkouts, edited] = await Promise.all([
        browsing,
        steady(CHECKOUTS_PER_SECOND, browsing, (n) =>
          checkOut(api.base, buyers[n % buyers.length]!, targets[n % targets.length]!),
        ),
        steady(EDITS_PER_SECOND, browsing, (n) =>
          editProduct(api.base, editList[n % editList.length]!, n),
        ),
      ]);
      await api.stop();
      const errors = figures.errors > 0 ? ` (${figures.errors} errors)` : '';
      rows.push(
        `| ${label} | ${figures.rps.toFixed(0)}${errors} | ${figures.p50} ms | ${figures.p99} ms | ${(figures.rps / bare.rps).toFixed(2)} | ${checkouts.done} (${checkouts.failed} failed) | ${edited.done} (${edited.failed} failed) |`,
      );
    }

    console.log(
      `\nNode ${process.version}\n\n| server | browse requests/s | p50 | p99 | ratio to baseline | checkouts completed | product edits |\n|---|---|---|---|---|---|---|`,
    );
    for (const row of rows) console.log(row);
  } finally {
    await bench.drop();
  }
}

await main();
