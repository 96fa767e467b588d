import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { type ClientRequest, request as httpRequest } from 'node:http';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { migrateDatabase } from '../src/db/migrate.js';
import { users } from '../src/db/schema.js';
import { signIn } from '../src/modules/auth/sign-in.js';
import { createTokens } from '../src/modules/auth/tokens.js';
import { recordOrder } from '../src/modules/orders/record-order.js';
import { paidOrder } from '../src/test/paid-order.js';
import { benchDatabase } from './bench-database.js';
import { start, startApi } from './bench-servers.js';

/**
 * Live order streams (issue #15, docs/decisions/097): what holding STREAMS open costs one API
 * instance, and whether its memory stays flat while EVENTS order events are pushed to all of
 * them, against a bare node:http server holding as many streams and writing the same frames.
 * PostgreSQL only: the events are written by this process and reach the server by NOTIFY, as
 * they would from another instance.
 */
const STREAMS = Number(process.env.BENCH_STREAMS ?? 1000);
const EVENTS = Number(process.env.BENCH_EVENTS ?? 200);
/** Rounds of EVENTS: flat memory is the same after the last round as after the second. */
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);
const ADMIN_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const BASELINE = fileURLToPath(new URL('./stream-baseline-server.ts', import.meta.url));
const TOKEN_SECRET = 'bench-token-secret-bench-token-secret-0123';

/** The resident memory of a process, in MB (Linux /proc). */
function rssMb(pid: number): number {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8').match(/^VmRSS:\s+(\d+) kB$/m);
  return line ? Number(line[1]) / 1024 : Number.NaN;
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** STREAMS clients reading `url`, each counting the order events it has received. */
async function openStreams(url: string, headers: Record<string, string>) {
  const received = new Array<number>(STREAMS).fill(0);
  const requests: ClientRequest[] = [];
  await Promise.all(
    Array.from(
      { length: STREAMS },
      (_, index) =>
        new Promise<void>((resolve, reject) => {
          const request = httpRequest(url, { headers, agent: false }, (response) => {
            if (response.statusCode !== 200) reject(new Error(`${url}: ${response.statusCode}`));
            response.setEncoding('utf8');
            response.on('data', (chunk: string) => {
              received[index]! += chunk.split('event: order_event').length - 1;
            });
            resolve();
          });
          request.on('error', reject);
          request.end();
          requests.push(request);
        }),
    ),
  );
  return {
    received,
    async waitFor(total: number) {
      const started = performance.now();
      while (received.some((count) => count < total)) {
        if (performance.now() - started > 60_000) throw new Error('Events did not all arrive');
        await pause(20);
      }
      return performance.now() - started;
    },
    close: () => {
      for (const request of requests) request.destroy();
    },
  };
}

type Row = {
  server: string;
  idleMb: number;
  perStreamKb: number;
  /** RSS after each round of events. */
  roundsMb: number[];
  /** How long a round took to reach every stream, the slowest round. */
  deliverMs: number;
};

/** Memory idle, with the streams open, and after two rounds of events (flat: round 2 ≈ round 1). */
async function measure(
  server: string,
  pid: number,
  streamUrl: string,
  headers: Record<string, string>,
  sendEvents: (count: number) => Promise<void>,
): Promise<Row> {
  await pause(500);
  const idleMb = rssMb(pid);
  const streams = await openStreams(streamUrl, headers);
  await pause(1000);
  const openMb = rssMb(pid);
  const roundsMb: number[] = [];
  let deliverMs = 0;
  for (let round = 1; round <= ROUNDS; round++) {
    const started = performance.now();
    await sendEvents(EVENTS);
    await streams.waitFor(EVENTS * round);
    deliverMs = Math.max(deliverMs, performance.now() - started);
    await pause(1000);
    roundsMb.push(rssMb(pid));
  }
  streams.close();
  return {
    server,
    idleMb,
    perStreamKb: ((openMb - idleMb) * 1024) / STREAMS,
    roundsMb,
    deliverMs,
  };
}

async function main() {
  console.log(
    `Live streams: ${STREAMS} streams, ${ROUNDS} rounds of ${EVENTS} order events, PostgreSQL`,
  );
  const { env: databaseEnv, open, drop } = await benchDatabase('postgres', ADMIN_URL);
  const database = await open();
  try {
    await migrateDatabase(database);
    const [admin] = await database.db
      .insert(users)
      .values({
        phone: '+16265550999',
        firstName: 'Bench',
        lastName: 'Admin',
        email: 'bench@example.com',
        role: 'admin',
        adminId: randomUUID(),
      })
      .returning();
    const { orderId } = await recordOrder(
      database.db,
      paidOrder(admin!, randomUUID(), { orderType: 'delivery' }),
    );
    const token = await signIn({ db: database.db, tokens: createTokens(TOKEN_SECRET) }, admin!.id);
    // Each insert commits alone: one NOTIFY each, as transitions made one by one.
    const writeEvents = async (count: number) => {
      for (let n = 0; n < count; n++) {
        await database.db.execute(
          sql`insert into order_events (order_id, from_status, to_status, action, actor_role, reason) values (${orderId}, 'pending', 'pending', 'pay', 'system', ${`bench ${n}`})`,
        );
      }
    };

    const rows: Row[] = [];
    const baseline = await start(BASELINE, {}, '/health');
    try {
      const frame = JSON.stringify({ orderId, action: 'pay', reason: 'bench' });
      rows.push(
        await measure(
          'baseline: node:http',
          baseline.pid,
          `${baseline.base}/stream`,
          {},
          async (count) => {
            for (let n = 0; n < count; n++) {
              await fetch(`${baseline.base}/event`, { method: 'POST', body: frame });
            }
          },
        ),
      );
    } finally {
      await baseline.stop();
    }
    const api = await startApi(databaseEnv, TOKEN_SECRET);
    try {
      rows.push(
        await measure(
          'API: GET /api/orders/stream',
          api.pid,
          `${api.base}/api/orders/stream`,
          { authorization: `Bearer ${token}` },
          writeEvents,
        ),
      );
    } finally {
      await api.stop();
    }

    console.log(
      '\n| server | RSS idle (MB) | per open stream (kB) | RSS after each round (MB) | slowest round to every stream (ms) |',
    );
    console.log('|---|---|---|---|---|');
    for (const row of rows) {
      console.log(
        `| ${row.server} | ${row.idleMb.toFixed(1)} | ${row.perStreamKb.toFixed(1)} | ${row.roundsMb.map((mb) => mb.toFixed(0)).join(' → ')} | ${row.deliverMs.toFixed(0)} |`,
      );
    }
    const [bare, apiRow] = rows as [Row, Row];
    const growth = (row: Row) => row.roundsMb.at(-1)! - row.roundsMb[1]!;
    console.log(
      `\nPer stream, the API holds ${(apiRow.perStreamKb / bare.perStreamKb).toFixed(2)}× the bare server's memory. From round 2 to round ${ROUNDS} its RSS moved ${growth(apiRow).toFixed(1)} MB (bare: ${growth(bare).toFixed(1)} MB); one round reached every stream in ${(apiRow.deliverMs / bare.deliverMs).toFixed(2)}× the bare server's time.`,
    );
  } finally {
    await database.close();
    await drop();
  }
}

await main();
