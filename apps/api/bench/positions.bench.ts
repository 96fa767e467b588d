import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { type ClientRequest, request as httpRequest } from 'node:http';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { migrateDatabase } from '../src/db/migrate.js';
import { driverShifts, users } from '../src/db/schema.js';
import { signIn } from '../src/modules/auth/sign-in.js';
import { createTokens } from '../src/modules/auth/tokens.js';
import { benchDatabase } from './bench-database.js';
import { start, startApi } from './bench-servers.js';

/**
 * Driver positions at scale (issue #33, docs/decisions/135): DRIVERS drivers on shift, each
 * reporting every 10 s to one of INSTANCES API instances, with BOARDS dispatch boards open across
 * them. It prints the CPU each position update costs (every instance together) and how long a
 * position takes from the phone's request to every board, against a bare node:http server that
 * receives the same reports and writes them to as many streams; and how many database writes a
 * report costs with the boards watching (one, whatever their number). PostgreSQL only: the
 * instances hear each other through NOTIFY.
 */
const DRIVERS = Number(process.env.BENCH_DRIVERS ?? 200);
const INSTANCES = Number(process.env.BENCH_INSTANCES ?? 3);
const BOARDS = Number(process.env.BENCH_BOARDS ?? 20);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 30);
const EVERY_MS = 10_000;
const ADMIN_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const BASELINE = fileURLToPath(new URL('./stream-baseline-server.ts', import.meta.url));
const TOKEN_SECRET = 'bench-token-secret-bench-token-secret-0123';
const PASADENA = { latitude: 34.1478, longitude: -118.1445 };

/** CPU time a process has used, in ms (Linux /proc, clock ticks of 10 ms). */
function cpuMs(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Boards reading `urls` (one each), noting when each driver's position reached each board. */
function openBoards(urls: string[], headersOf: (index: number) => Record<string, string>) {
  const arrivals: { driverId: string; at: number }[] = [];
  const requests: ClientRequest[] = [];
  const opened = Promise.all(
    urls.map(
      (url, index) =>
        new Promise<void>((resolve, reject) => {
          const headers = headersOf(index);
          const request = httpRequest(url, { headers, agent: false }, (response) => {
            if (response.statusCode !== 200) reject(new Error(`${url}: ${response.statusCode}`));
            response.setEncoding('utf8');
            let buffer = '';
            response.on('data', (chunk: string) => {
              buffer += chunk;
              const frames = buffer.split('\n\n');
              buffer = frames.pop() ?? '';
              for (const frame of frames) {
                const data = frame.split('\n').find((line) => line.startsWith('data: '));
                if (
                  !frame.includes('event: driver_position') &&
                  !frame.includes('event: order_event')
                )
                  continue;
                if (!data) continue;
                const { driverId } = JSON.parse(data.slice(6)) as { driverId: string };
                arrivals.push({ driverId, at: performance.now() });
              }
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
    arrivals,
    opened,
    close: () => {
      for (const request of requests) request.destroy();
    },
  };
}

type Row = { server: string; reports: number; cpuPerUpdateMs: number; p50: number; p95: number };

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))] ?? Number.NaN;
};

/**
 * Every driver reports once per EVERY_MS, spread evenly, for SECONDS; `send` makes one report.
 * Answers when each driver's latest report was sent, by driver, and how many were sent.
 */
async function report(
  driverIds: string[],
  send: (index: number, position: typeof PASADENA) => Promise<void>,
  onSent: (driverId: string, at: number) => void,
): Promise<number> {
  const started = performance.now();
  const gap = EVERY_MS / driverIds.length;
  let sent = 0;
  const pending: Promise<void>[] = [];
  for (let tick = 0; performance.now() - started < SECONDS * 1000; tick++) {
    const due = started + tick * gap;
    const wait = due - performance.now();
    if (wait > 0) await pause(wait);
    const index = tick % driverIds.length;
    const drift = (tick / driverIds.length) * 0.001;
    onSent(driverIds[index]!, performance.now());
    pending.push(
      send(index, {
        latitude: PASADENA.latitude + drift + index * 0.0001,
        longitude: PASADENA.longitude - drift,
      }),
    );
    sent++;
  }
  await Promise.all(pending);
  return sent;
}

/** Delays from each report to each board that saw it (the latest report of its driver). */
function delays(
  arrivals: { driverId: string; at: number }[],
  sends: Map<string, number[]>,
): number[] {
  return arrivals.flatMap(({ driverId, at }) => {
    const times = sends.get(driverId) ?? [];
    // The report this arrival answers: the latest sent before it.
    let sentAt: number | undefined;
    for (const time of times) if (time <= at) sentAt = time;
    return sentAt === undefined ? [] : [at - sentAt];
  });
}

async function main() {
  console.log(
    `Driver positions: ${DRIVERS} drivers on shift reporting every ${EVERY_MS / 1000} s for ${SECONDS} s, ${INSTANCES} API instances, ${BOARDS} dispatch boards, PostgreSQL`,
  );
  const { env: databaseEnv, open, drop } = await benchDatabase('postgres', ADMIN_URL);
  const database = await open();
  const rows: Row[] = [];
  try {
    await migrateDatabase(database);
    // One dispatcher per board, as 20 people would watch.
    const admins = await database.db
      .insert(users)
      .values(
        Array.from({ length: BOARDS }, (_, n) => ({
          phone: `+1626${String(4_000_000 + n).padStart(7, '0')}`,
          firstName: 'Dispatcher',
          lastName: String(n),
          email: `dispatcher${n}@example.com`,
          role: 'admin' as const,
          adminId: randomUUID(),
        })),
      )
      .returning();
    const drivers = await database.db
      .insert(users)
      .values(
        Array.from({ length: DRIVERS }, (_, n) => ({
          phone: `+1626${String(5_000_000 + n).padStart(7, '0')}`,
          firstName: 'Driver',
          lastName: String(n),
          email: `driver${n}@example.com`,
          role: 'driver' as const,
          driverId: randomUUID(),
        })),
      )
      .returning();
    await database.db.insert(driverShifts).values(
      drivers.map((driver) => ({
        driverUserId: driver.id,
        driverId: driver.driverId!,
        startedAt: new Date(),
      })),
    );
    const tokens = createTokens(TOKEN_SECRET);
    const adminTokens = await Promise.all(
      admins.map((admin) => signIn({ db: database.db, tokens }, admin.id)),
    );
    const driverTokens = await Promise.all(
      drivers.map((driver) => signIn({ db: database.db, tokens }, driver.id)),
    );
    const driverIds = drivers.map((driver) => driver.driverId!);

    // The bare baseline: one process, the same reports posted, the same number of streams.
    {
      const baseline = await start(BASELINE, {}, '/health');
      const boards = openBoards(
        Array.from({ length: BOARDS }, () => `${baseline.base}/stream`),
        () => ({}),
      );
      await boards.opened;
      const sends = new Map<string, number[]>();
      const cpuBefore = cpuMs(baseline.pid);
      const sent = await report(
        driverIds,
        async (index, position) => {
          await fetch(`${baseline.base}/event`, {
            method: 'POST',
            body: JSON.stringify({ driverId: driverIds[index], ...position }),
          });
        },
        (driverId, at) => sends.set(driverId, [...(sends.get(driverId) ?? []), at]),
      );
      await pause(1000);
      const cpu = cpuMs(baseline.pid) - cpuBefore;
      const waited = delays(boards.arrivals, sends);
      rows.push({
        server: 'baseline: node:http, 1 process',
        reports: sent,
        cpuPerUpdateMs: cpu / sent,
        p50: percentile(waited, 50),
        p95: percentile(waited, 95),
      });
      boards.close();
      await baseline.stop();
    }

    const apis: Awaited<ReturnType<typeof startApi>>[] = [];
    for (let n = 0; n < INSTANCES; n++) apis.push(await startApi(databaseEnv, TOKEN_SECRET));
    try {
      const boards = openBoards(
        Array.from(
          { length: BOARDS },
          (_, n) => `${apis[n % INSTANCES]!.base}/api/dispatch/driver-positions/stream`,
        ),
        (index) => ({ authorization: `Bearer ${adminTokens[index]}` }),
      );
      await boards.opened;
      await pause(1500);
      boards.arrivals.length = 0; // where the drivers were when the boards opened
      const updatesBefore = await tableUpdates(database.db);
      const sends = new Map<string, number[]>();
      const cpuBefore = apis.map((api) => cpuMs(api.pid));
      let refused = 0;
      const sent = await report(
        driverIds,
        async (index, position) => {
          const response = await fetch(`${apis[index % INSTANCES]!.base}/api/driver/position`, {
            method: 'PUT',
            headers: {
              authorization: `Bearer ${driverTokens[index]}`,
              'content-type': 'application/json',
            },
            body: JSON.stringify(position),
          });
          const body = (await response.json()) as { kept?: boolean };
          if (!response.ok || !body.kept) refused++;
        },
        (driverId, at) => sends.set(driverId, [...(sends.get(driverId) ?? []), at]),
      );
      await pause(1000);
      const cpu = apis.reduce((sum, api, n) => sum + cpuMs(api.pid) - cpuBefore[n]!, 0);
      const waited = delays(boards.arrivals, sends);
      await pause(1500);
      const writes = (await tableUpdates(database.db)) - updatesBefore;
      rows.push({
        server: `API: PUT /api/driver/position → ${BOARDS} boards on ${INSTANCES} instances`,
        reports: sent,
        cpuPerUpdateMs: cpu / sent,
        p50: percentile(waited, 50),
        p95: percentile(waited, 95),
      });
      boards.close();
      console.log(
        '\n| server | reports | CPU per position update (ms, every process) | report → every board, p50 (ms) | p95 (ms) |',
      );
      console.log('|---|---|---|---|---|');
      for (const row of rows) {
        console.log(
          `| ${row.server} | ${row.reports} | ${row.cpuPerUpdateMs.toFixed(2)} | ${row.p50.toFixed(1)} | ${row.p95.toFixed(1)} |`,
        );
      }
      const [bare, api] = rows as [Row, Row];
      console.log(
        `\nA position update costs the API ${(api.cpuPerUpdateMs / bare.cpuPerUpdateMs).toFixed(1)}× the bare server's CPU (all ${INSTANCES} instances together; PostgreSQL not counted) and reaches every board at p95 in ${(api.p95 / bare.p95).toFixed(1)}× its time. Database writes: ${writes} row updates for ${sent} reports (${(writes / sent).toFixed(2)} per report with ${BOARDS} boards watching); ${refused} reports refused or dropped.`,
      );
    } finally {
      for (const api of apis) await api.stop();
    }
  } finally {
    await database.close();
    await drop();
  }
}

/** Rows updated in driver_shifts so far, as PostgreSQL's statistics count them. */
async function tableUpdates(db: { execute: (query: ReturnType<typeof sql>) => Promise<unknown> }) {
  await db.execute(sql`select pg_stat_clear_snapshot()`);
  const result = (await db.execute(
    sql`select n_tup_upd::int as updates from pg_stat_user_tables where relname = 'driver_shifts'`,
  )) as { rows?: { updates: number }[] } | { updates: number }[];
  const list = Array.isArray(result) ? result : (result.rows ?? []);
  return list[0]?.updates ?? 0;
}

await main();
