import { fileURLToPath } from 'node:url';
import { migrateDatabase } from '../src/db/migrate.js';
import { seedLargeCatalog } from '../src/db/seed/large-catalog.js';
import { benchDatabase } from './bench-database.js';
import { start, startApi } from './bench-servers.js';
import { CATEGORIES, load, QUERIES, sampleIds } from './browse-load.js';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const ENGINES = (process.env.BENCH_ENGINES ?? 'postgres,pglite').split(',');
const ADMIN_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const BASELINE = fileURLToPath(new URL('./baseline-server.ts', import.meta.url));

type Row = {
  engine: string;
  endpoint: string;
  rps: number;
  p50: number;
  p99: number;
  errors: number;
};

async function measure(engine: string, base: string, endpoint: string, paths: string[]) {
  await load(base, paths, 1, CONNECTIONS); // warm-up: plans cached, JIT settled
  const figures = await load(base, paths, SECONDS, CONNECTIONS);
  console.log(
    `  ${endpoint.padEnd(44)} ${figures.rps.toFixed(0).padStart(6)} req/s  p50 ${figures.p50} ms  p99 ${figures.p99} ms`,
  );
  return { engine, endpoint, ...figures } satisfies Row;
}

async function benchEngine(engine: string): Promise<Row[]> {
  console.log(`\n${engine}: building the large catalogue…`);
  const { env: databaseEnv, open, drop } = await benchDatabase(engine, ADMIN_URL);
  try {
    const database = await open();
    const started = performance.now();
    await migrateDatabase(database);
    await seedLargeCatalog(database.db);
    const categoryIds = await sampleIds(database);
    const storeIds = await sampleIds(database, 'stores');
    await database.close();
    console.log(`  seeded in ${((performance.now() - started) / 1000).toFixed(1)} s`);

    const rows: Row[] = [];
    const baseline = await start(BASELINE, databaseEnv, `/?category=${categoryIds[0]}`);
    rows.push(
      await measure(
        engine,
        baseline.base,
        'baseline: node:http + one indexed query',
        categoryIds.map((id) => `/?category=${id}`),
      ),
    );
    await baseline.stop();

    const endpoints: [string, string[]][] = [
      [
        'GET /api/stores?category=',
        CATEGORIES.map((c) => `/api/stores?category=${encodeURIComponent(c)}`),
      ],
      ['GET /api/store/{id}', storeIds.map((id) => `/api/store/${id}`)],
      [
        'GET /api/stores/{id}/product-categories',
        storeIds.map((id) => `/api/stores/${id}/product-categories`),
      ],
      [
        'GET /api/product-category/{id}/products',
        categoryIds.map((id) => `/api/product-category/${id}/products`),
      ],
      ['GET /api/search?q=', QUERIES.map((q) => `/api/search?q=${encodeURIComponent(q)}`)],
      [
        'GET /api/suggestions?q=',
        QUERIES.map((q) => `/api/suggestions?q=${encodeURIComponent(q)}`),
      ],
    ];
    // As deployed (answers cached until the catalogue changes), then every request read from
    // the database, which is what a change or a never-asked question costs.
    for (const [cacheMb, label] of [
      ['32', ''],
      ['0', ' (no cache)'],
    ] as const) {
      const api = await startApi(databaseEnv, 'bench-token-secret-bench-token-secret-0123', {
        CATALOG_CACHE_MB: cacheMb,
      });
      for (const [endpoint, paths] of endpoints)
        rows.push(await measure(engine, api.base, endpoint + label, paths));
      await api.stop();
    }
    return rows;
  } finally {
    await drop();
  }
}

const rows: Row[] = [];
for (const engine of ENGINES) rows.push(...(await benchEngine(engine)));

console.log(
  `\n${CONNECTIONS} connections, ${SECONDS} s per endpoint, Node ${process.version}\n\n| engine | endpoint | requests/s | p50 | p99 | ratio to baseline |\n|---|---|---|---|---|---|`,
);
for (const row of rows) {
  const baseline = rows.find((r) => r.engine === row.engine && r.endpoint.startsWith('baseline'))!;
  const ratio = row === baseline ? '1' : (row.rps / baseline.rps).toFixed(2);
  const errors = row.errors > 0 ? ` (${row.errors} errors)` : '';
  console.log(
    `| ${row.engine} | ${row.endpoint} | ${row.rps.toFixed(0)}${errors} | ${row.p50} ms | ${row.p99} ms | ${ratio} |`,
  );
}
