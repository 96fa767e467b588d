import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { Gauge, type Registry } from 'prom-client';
import type { DatabaseHandle } from '../../db/client.js';
import { notifications, pushMessages } from '../../db/schema.js';
import { checkReadiness, readinessDepsOf } from '../../modules/health/readiness.js';

/**
 * What is backing up, read when Prometheus scrapes (nothing is read between scrapes): the text
 * and push outboxes, the live streams, PostgreSQL's pool, readiness, and how late catalogue
 * changes reach this instance. Values several gauges share are read once per scrape.
 */
export function registerStateGauges(
  app: FastifyInstance,
  { register, database }: { register: Registry; database: DatabaseHandle },
): void {
  for (const [prefix, table, what] of [
    ['text_outbox', notifications, 'Texts'],
    ['push_outbox', pushMessages, 'Push notifications'],
  ] as const) {
    const outbox = oncePerScrape(() => readOutbox(database, table));
    new Gauge({
      name: `${prefix}_pending`,
      help: `${what} waiting to be sent or being sent.`,
      registers: [register],
      async collect() {
        this.set((await outbox()).pending);
      },
    });
    new Gauge({
      name: `${prefix}_oldest_seconds`,
      help: `Age of the oldest of the ${what.toLowerCase()} not sent yet; 0 when none waits.`,
      registers: [register],
      async collect() {
        this.set((await outbox()).oldestSeconds);
      },
    });
  }

  new Gauge({
    name: 'order_streams_open',
    help: 'Live order streams open on this instance.',
    registers: [register],
    collect() {
      this.set(app.orderEvents.size());
    },
  });
  new Gauge({
    name: 'db_pool_connections',
    help: "PostgreSQL connections handed out ('in_use') and queries waiting for one ('waiting').",
    labelNames: ['state'] as const,
    registers: [register],
    collect() {
      const use = database.poolUse();
      this.set({ state: 'in_use' }, use?.inUse ?? 0);
      this.set({ state: 'waiting' }, use?.waiting ?? 0);
    },
  });

  // The check the load balancer asks (GET /api/ready), asked again at each scrape: `ready`
  // changing between scrapes is an instance going in and out of rotation.
  const readiness = oncePerScrape(() => checkReadiness(readinessDepsOf(app)));
  new Gauge({
    name: 'ready',
    help: 'Whether this instance should receive traffic (GET /api/ready): 1 ready, 0 not.',
    registers: [register],
    async collect() {
      this.set((await readiness()).status === 'ready' ? 1 : 0);
    },
  });
  new Gauge({
    name: 'ready_check_failing',
    help: 'Which readiness check fails (1) or passes (0), by the names GET /api/ready gives.',
    labelNames: ['check'] as const,
    registers: [register],
    async collect() {
      const { checks, failing } = await readiness();
      for (const check of Object.keys(checks)) {
        this.set({ check }, failing.includes(check as (typeof failing)[number]) ? 1 : 0);
      }
    },
  });

  new Gauge({
    name: 'search_index_lag_seconds',
    help: 'Age of the oldest catalogue change this instance heard and its search index does not hold yet; 0 when it holds all.',
    registers: [register],
    collect() {
      this.set(app.searchIndex.lagSeconds());
    },
  });
  const changeLag = catalogChangeLag(() => app.catalogCache.settle());
  new Gauge({
    name: 'catalog_change_lag_seconds',
    help: "How long a catalogue change takes to reach this instance's catalogue cache and search index (a probe per scrape).",
    registers: [register],
    collect() {
      this.set(changeLag());
    },
  });
}

/** `read`, shared by everyone asking while it runs: one read per scrape for several gauges. */
function oncePerScrape<T>(read: () => Promise<T>): () => Promise<T> {
  let running: Promise<T> | null = null;
  return () => {
    running ??= read().finally(() => {
      running = null;
    });
    return running;
  };
}

/**
 * An outbox's depth and its oldest unsent message's age, on the database's clock (the rows are
 * stamped with it). The texts' and the pushes' outboxes have the same status and stamp columns.
 */
async function readOutbox(
  database: DatabaseHandle,
  table: typeof notifications | typeof pushMessages,
) {
  const [row] = await database.db
    .select({
      pending: sql<number>`count(*)`.mapWith(Number),
      oldestSeconds:
        sql<number>`coalesce(extract(epoch from now() - min(${table.createdAt})), 0)`.mapWith(
          Number,
        ),
    })
    .from(table)
    .where(sql`${table.status} in ('pending', 'sending')`);
  return row ?? { pending: 0, oldestSeconds: 0 };
}

/**
 * Seconds for a catalogue change to reach this instance: each scrape sends a probe on the
 * changes' own channel and times its way back (`settle`: it arrives after every change committed
 * before it, and resolves once the search index holds those too). The cache drops answers as
 * soon as it hears a change, so this is how stale a cached answer can be; the search index adds
 * its reading (`search_index_lag_seconds`). A scrape does not wait: it shows the last probe's
 * time, or the age of the probe still out when that is longer, so a stuck channel shows as a
 * growing lag, not as the last good figure. While the channel is not heard at all, the cache
 * reads the database and readiness fails instead.
 */
function catalogChangeLag(settle: () => Promise<void>): () => number {
  let lastSeconds = 0;
  let probeSentAt: number | null = null;
  return () => {
    const now = performance.now();
    if (probeSentAt === null) {
      const sentAt = now;
      probeSentAt = sentAt;
      settle()
        .then(
          () => {
            lastSeconds = (performance.now() - sentAt) / 1000;
          },
          // Not sent (the database is away): no new figure; readiness says why.
          () => {},
        )
        .finally(() => {
          probeSentAt = null;
        });
    }
    return Math.max(lastSeconds, (now - probeSentAt) / 1000);
  };
}
