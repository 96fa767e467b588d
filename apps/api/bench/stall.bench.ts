import { randomUUID } from 'node:crypto';
import { Agent, request } from 'node:http';
import type { Role } from '@marketplace/core/constants/roles';
import type { RouteOptions } from 'fastify';
import type { ZodType } from 'zod';
import type { RouteAccess } from '../src/access.js';
import { buildApp } from '../src/app.js';
import { loadConfig } from '../src/config.js';
import type { DatabaseHandle } from '../src/db/client.js';
import { migrateDatabase } from '../src/db/migrate.js';
import { ROLE_ID, stores, users } from '../src/db/schema.js';
import { signIn } from '../src/modules/auth/sign-in.js';
import { createTokens } from '../src/modules/auth/tokens.js';
import { leavesOf, replaceAt, sampleInput, valueAt } from '../src/test/sample-input.js';
import { benchDatabase } from './bench-database.js';
import { startApi } from './bench-servers.js';

/**
 * Stalls (issue #29, docs/decisions/116): one request of every shape and size the server accepts,
 * to every route, one at a time, while another connection asks GET /api/health every few
 * milliseconds. Node answers one thing at a time, so a request that holds the event loop shows
 * as a health check that waited. Reported: the longest wait during each kind of request, and
 * the longest wait of the same health checks on the idle server, measured in the same run.
 * The goal: no request delays a health check by more than LIMIT_MS.
 *
 * Env: BENCH_ENGINE (postgres, or pglite), BENCH_DATABASE_URL, BENCH_ONLY (a pattern of the kinds
 * to send, to look at one), BENCH_TRACE=1 (print each request as it goes), and bench-servers.ts'
 * BENCH_SERVER_OUTPUT=1 (the server's own log) and BENCH_SERVER_NODE_FLAGS (to profile it).
 */
const LIMIT_MS = 200;
const ENGINE = process.env.BENCH_ENGINE ?? 'postgres';
const ADMIN_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const TOKEN_SECRET = 'bench-token-secret-bench-token-secret-0123';
/** Only the kinds of request matching this pattern (for profiling one of them). */
const ONLY = new RegExp(process.env.BENCH_ONLY ?? '');
/** How long a live stream the probes open is listened to before it is closed. */
const STREAM_READ_MS = 1_000;
/** Just under the JSON body limit (100 KB). */
const BODY_BYTES = 99 * 1024;

type Shape = { kind: string; method: string; path: string; headers: Record<string, string> };
type Probe = Shape & { body?: Buffer | string };

/** The routes as the app registers them, with who may call each. */
async function routeTable(open: () => Promise<DatabaseHandle>) {
  const database = await open();
  const routes: RouteOptions[] = [];
  const app = await buildApp({
    config: loadConfig({ NODE_ENV: 'development', TOKEN_SECRET, SEED_DEMO_DATA: 'false' }),
    database,
    sendTexts: false,
    onRoute: (route) => routes.push(route),
  });
  await app.ready();
  await app.close();
  await database.close();
  return routes.flatMap((route) =>
    [route.method].flat().flatMap((method) =>
      method === 'HEAD' || !route.url.startsWith('/api/')
        ? []
        : [
            {
              method,
              url: route.url,
              access: route.config?.access as RouteAccess | undefined,
              schema: (route.schema ?? {}) as { body?: ZodType; querystring?: ZodType },
            },
          ],
    ),
  );
}

const nested = (depth: number) => `{"x":${'['.repeat(depth)}0${']'.repeat(depth)}}`;
const fill = (unit: string, bytes = BODY_BYTES) => unit.repeat(Math.floor(bytes / unit.length));

/** The bodies every JSON route is sent, whatever it expects. */
function bodyShapes(): { kind: string; body: string }[] {
  return [
    { kind: 'JSON nested 32 deep (the most accepted)', body: nested(31) },
    { kind: 'JSON nested 40,000 deep', body: nested(40_000) },
    { kind: 'JSON array of 50,000 numbers', body: `{"x":[${fill('0,').slice(0, -1)}]}` },
    {
      kind: 'JSON object of 9,000 keys',
      body: `{${Array.from({ length: 9000 }, (_, n) => `"k${n}":0`).join(',')}}`,
    },
    { kind: 'JSON string of 99 kB', body: `{"x":"${fill('a')}"}` },
    // e + a combining accent: every pair is composed by the text check's NFC.
    { kind: 'JSON string of 99 kB to compose (NFC)', body: `{"x":"${fill('e\\u0301')}"}` },
    { kind: 'JSON of 99 kB of escapes', body: `{"x":"${fill('\\n')}"}` },
  ];
}

/** Every string field of the route's own sample body, in turn, 99 kB long (its regexes run). */
function longFieldShapes(schema: ZodType): { kind: string; body: string }[] {
  const sample = sampleInput(schema);
  return leavesOf(sample)
    .filter((leaf) => typeof valueAt(sample, leaf) === 'string')
    .map((leaf) => ({
      kind: 'a field of the route’s body 99 kB long',
      body: JSON.stringify(replaceAt(sample, leaf, fill('a', BODY_BYTES - 2000))),
    }));
}

/** Every query field, in turn, 8 kB long; and 1,000 fields nobody declared. */
function queryShapes(schema: ZodType | undefined): { kind: string; query: string }[] {
  const shapes = [
    {
      kind: 'a query of 1,000 fields',
      query: Array.from({ length: 1000 }, (_, n) => `f${n}=x`).join('&'),
    },
  ];
  if (!schema) return shapes;
  const sample = (sampleInput(schema) ?? {}) as Record<string, unknown>;
  for (const key of Object.keys(sample)) {
    shapes.push({ kind: 'a query field 8 kB long', query: `${key}=${fill('a', 8 * 1024)}` });
  }
  return shapes;
}

/** A CSV import of `lines`, as JSON. */
const csvImport = (csv: string, dryRun: boolean) => JSON.stringify({ csv, dryRun });

async function main() {
  console.log(`Stalls: one request at a time, GET /api/health asked meanwhile (${ENGINE})`);
  const { env: databaseEnv, open, drop } = await benchDatabase(ENGINE, ADMIN_URL);
  const database = await open();
  let api: Awaited<ReturnType<typeof startApi>> | undefined;
  try {
    await migrateDatabase(database);
    const tokens = createTokens(TOKEN_SECRET);
    const roles: Role[] = ['buyer', 'seller', 'driver', 'admin', 'dataentry'];
    const made = await database.db
      .insert(users)
      .values(
        roles.map((role, n) => ({
          phone: `+1626555${String(9000 + n)}`,
          firstName: 'Bench',
          lastName: role,
          email: `bench-${role}@example.com`,
          dob: '1990-01-01',
          gender: 'female' as const,
          role,
          [ROLE_ID[role]]: randomUUID(),
        })),
      )
      .returning();
    const seller = made.find((user) => user.role === 'seller')!;
    const [store] = await database.db
      .insert(stores)
      .values({
        name: 'Bench Store',
        category: 'Coffee Shops',
        contact: '6265550100',
        sellerId: seller.sellerId!,
        street1: '1',
        street2: 'E Colorado Blvd',
        city: 'Pasadena',
        state: 'CA',
        zipcode: '91101',
        storeHours: { MON: [{ from: '08:00', to: '18:00' }] },
      })
      .returning();
    const bearer: Record<string, string> = {};
    for (const user of made) {
      bearer[user.role] = `Bearer ${await signIn({ db: database.db, tokens }, user.id)}`;
    }
    const headersFor = async (access: RouteAccess | undefined): Promise<Record<string, string>> => {
      if (access === undefined || access === 'public') return {};
      if (access === 'onboarding') {
        return { authorization: `Bearer ${await tokens.signOnboarding('+16265559100')}` };
      }
      return { authorization: bearer[access === 'authenticated' ? 'buyer' : access[0]!]! };
    };
    await database.close();

    const routes = await routeTable(open);
    api = await startApi(databaseEnv, TOKEN_SECRET, { TRUST_PROXY: 'true' });
    const base = api.base;
    const pathOf = (url: string) =>
      url.replace(/:(\w+)/g, (_, name: string) => (name === 'storeId' ? store!.id : 'probe'));

    const probes: Probe[] = [];
    for (const route of routes) {
      const headers = await headersFor(route.access);
      const path = pathOf(route.url);
      if (route.method === 'GET') {
        for (const { kind, query } of queryShapes(route.schema.querystring)) {
          probes.push({ kind, method: 'GET', path: `${path}?${query}`, headers });
        }
        continue;
      }
      const json = { ...headers, 'content-type': 'application/json' };
      const shapes = [
        ...bodyShapes(),
        ...(route.schema.body ? longFieldShapes(route.schema.body) : []),
      ];
      for (const { kind, body } of shapes) {
        probes.push({ kind, method: route.method, path, headers: json, body });
      }
    }

    // The largest files the CSV import takes, in its slowest shapes, and a real import.
    const importPath = `/api/store/${store!.id}/products/import`;
    const csvHeaders = { authorization: bearer.seller!, 'content-type': 'application/json' };
    const header = 'name,productCategory,price,stock,description\n';
    const products = Array.from(
      { length: 2000 },
      (_, n) => `Product ${n},Drinks,${(n % 50) + 1}.25,5,${fill('d', 420)}\n`,
    ).join('');
    for (const [kind, csv, dryRun] of [
      ['CSV import: 1 MB of wrong-length lines (",\\n")', header + fill(',\n', 990_000), true],
      ['CSV import: 500,000 one-cell lines', header + fill('1\n', 990_000), true],
      ['CSV import: 2,000 products (1 MB), previewed', header + products, true],
      ['CSV import: 2,000 products (1 MB), saved', header + products, false],
      ['CSV import: 2,000 more products (1 MB), saved', header + products, false],
    ] as const) {
      probes.push({
        kind,
        method: 'POST',
        path: importPath,
        headers: csvHeaders,
        body: csvImport(csv, dryRun),
      });
    }

    probes.push({
      kind: 'CSV export of the 2,000 products',
      method: 'GET',
      path: `/api/store/${store!.id}/products/export`,
      headers: { authorization: bearer.seller! },
    });

    // The largest upload (5 MB), with a link that is not signed and with a real one.
    const ticket = (await (
      await fetch(`${base}/api/s3/get-upload-url`, {
        method: 'POST',
        headers: csvHeaders,
        body: JSON.stringify({ fileName: 'big.png', fileType: 'image/png', folderName: 'Product' }),
      })
    ).json()) as { url: string };
    const png = Buffer.alloc(5 * 1024 * 1024);
    Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex').copy(png);
    const upload = { 'content-type': 'image/png' };
    const unsigned = ticket.url.replace(/signature=[^&]+/, 'signature=forged');
    probes.push({
      kind: 'upload: 5 MB to a forged link',
      method: 'PUT',
      path: unsigned,
      headers: upload,
      body: png,
    });
    probes.push({
      kind: 'upload: 5 MB image',
      method: 'PUT',
      path: ticket.url,
      headers: upload,
      body: png,
    });

    const health = new Agent({ keepAlive: true, maxSockets: 1 });
    const idle = await measure(base, health, async () => {
      await new Promise((resolve) => setTimeout(resolve, 2000));
      return 200;
    });

    type Row = {
      kind: string;
      count: number;
      worstMs: number;
      worstAt: string;
      statuses: Set<number>;
    };
    const rows = new Map<string, Row>();
    const sender = new Agent({ keepAlive: false });
    let ip = 0;
    for (const probe of probes.filter(({ kind }) => ONLY.test(kind))) {
      if (process.env.BENCH_TRACE) console.log(probe.kind, probe.method, probe.path.slice(0, 80));
      ip++;
      const running = api;
      const { longestMs, result: status } = await measure(base, health, () =>
        send(base, sender, {
          ...probe,
          headers: {
            ...probe.headers,
            'x-forwarded-for': `10.${(ip >> 16) & 255}.${(ip >> 8) & 255}.${ip & 255}`,
          },
        }),
      ).catch(async (error: unknown) => {
        await new Promise((resolve) => setTimeout(resolve, 500));
        throw new Error(
          `${(error as Error).message}; the server: ${running.exited() ?? 'running'}`,
        );
      });
      const row = rows.get(probe.kind) ?? {
        kind: probe.kind,
        count: 0,
        worstMs: 0,
        worstAt: '',
        statuses: new Set<number>(),
      };
      row.count++;
      row.statuses.add(status);
      if (longestMs > row.worstMs) {
        row.worstMs = longestMs;
        row.worstAt = `${probe.method} ${probe.path.split('?')[0]}`;
      }
      rows.set(probe.kind, row);
    }
    health.destroy();

    console.log(
      `\nIdle: the longest health check took ${idle.longestMs.toFixed(1)} ms over 2 s.\n`,
    );
    console.log('| request | sent | answers | longest health check (ms) | × idle | during |');
    console.log('|---|---|---|---|---|---|');
    let worst = 0;
    for (const row of rows.values()) {
      worst = Math.max(worst, row.worstMs);
      console.log(
        `| ${row.kind} | ${row.count} | ${[...row.statuses].sort().join(', ')} | ${row.worstMs.toFixed(1)} | ${(row.worstMs / idle.longestMs).toFixed(1)} | ${row.worstAt} |`,
      );
    }
    const verdict = worst <= LIMIT_MS ? '✓' : '✗';
    console.log(
      `\n${verdict} Of ${probes.length} requests, the one that delayed a health check most held it ${worst.toFixed(1)} ms (goal: at most ${LIMIT_MS} ms; idle: ${idle.longestMs.toFixed(1)} ms).`,
    );
    if (worst > LIMIT_MS) process.exitCode = 1;
  } finally {
    await api?.stop();
    await drop();
  }
}

/**
 * Sends one request and resolves with its status once the answer has been read. A live stream
 * (text/event-stream) never ends by itself: it is read for STREAM_READ_MS, then closed.
 */
function send(base: string, agent: Agent, probe: Probe): Promise<number> {
  return new Promise((resolve, reject) => {
    const outgoing = request(
      new URL(probe.path, base),
      { method: probe.method, headers: probe.headers, agent },
      (response) => {
        response.resume();
        const status = response.statusCode ?? 0;
        response.on('end', () => resolve(status));
        if (response.headers['content-type']?.startsWith('text/event-stream')) {
          setTimeout(() => {
            response.destroy();
            resolve(status);
          }, STREAM_READ_MS);
        }
      },
    );
    outgoing.on('error', (error) =>
      reject(new Error(`${probe.method} ${probe.path.slice(0, 60)}: ${error.message}`)),
    );
    outgoing.end(probe.body);
  });
}

/**
 * Runs `work` while GET /api/health is asked on its own kept-alive connection, again as soon as
 * answered: the longest any check took is how long the server held everything else.
 */
async function measure<T>(
  base: string,
  agent: Agent,
  work: () => Promise<T>,
): Promise<{ result: T; longestMs: number }> {
  let done = false;
  let longestMs = 0;
  let failure: unknown;
  const checks = (async () => {
    while (!done) {
      const started = performance.now();
      await new Promise<void>((resolve, reject) => {
        const outgoing = request(`${base}/api/health`, { agent }, (response) => {
          response.resume();
          response.on('end', () => resolve());
        });
        outgoing.on('error', (error) => reject(new Error(`health: ${error.message}`)));
        outgoing.end();
      });
      longestMs = Math.max(longestMs, performance.now() - started);
      await new Promise((resolve) => setTimeout(resolve, 2));
    }
  })().catch((error: unknown) => {
    failure = error;
  });
  const result = await work();
  done = true;
  await checks;
  if (failure) throw failure;
  return { result, longestMs };
}

await main();
