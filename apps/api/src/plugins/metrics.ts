import { createHash, timingSafeEqual } from 'node:crypto';
import { sql } from 'drizzle-orm';
import fp from 'fastify-plugin';
import { collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import type { DatabaseHandle } from '../db/client.js';
import { notifications } from '../db/schema.js';
import { AppError } from '../errors.js';

export const METRICS_TOKEN_REQUIRED = 'A valid metrics token is required.';

/** Seconds: most answers take milliseconds; a stall shows in the top buckets. */
const DURATION_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

/**
 * Prometheus metrics at GET /api/metrics (issue #36), for the operator's dashboard and alerts
 * (deploy/): every answer by route pattern, method and status, with its duration; the text
 * outbox's depth and the age of its oldest unsent message; the live streams open on this
 * instance; PostgreSQL's pool; and the process's own (event-loop delay, memory, CPU). Labels are
 * route patterns and statuses only: never a URL, a phone number, an address or an id. Scraped
 * with `Authorization: Bearer METRICS_TOKEN`; without the token configured there is no endpoint.
 */
export const metricsPlugin = fp<{ token: string; database: DatabaseHandle }>(
  async (app, { token, database }) => {
    const register = new Registry();
    collectDefaultMetrics({ register });
    const answers = new Histogram({
      name: 'http_request_duration_seconds',
      help: 'Answers by route pattern, method and status, with how long they took.',
      labelNames: ['method', 'route', 'status_code'] as const,
      buckets: DURATION_BUCKETS,
      registers: [register],
    });
    app.addHook('onResponse', async (request, reply) => {
      answers.observe(
        {
          method: request.method,
          // The pattern ('/api/orders/:id'), never the URL; 'unmatched' for no route at all.
          route: request.routeOptions.url ?? 'unmatched',
          status_code: String(reply.statusCode),
        },
        reply.elapsedTime / 1000,
      );
    });

    new Gauge({
      name: 'text_outbox_pending',
      help: 'Texts waiting to be sent or being sent.',
      registers: [register],
      async collect() {
        this.set((await outbox(database)).pending);
      },
    });
    new Gauge({
      name: 'text_outbox_oldest_seconds',
      help: 'Age of the oldest text not sent yet; 0 when none waits.',
      registers: [register],
      async collect() {
        this.set((await outbox(database)).oldestSeconds);
      },
    });
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

    const expected = digest(token);
    app.get(
      '/api/metrics',
      {
        // Not a person's route: the token, checked below, is the whole of its access.
        config: { access: 'public' },
      },
      async (request, reply) => {
        const given = /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1] ?? '';
        if (!timingSafeEqual(digest(given), expected)) {
          throw new AppError('UNAUTHENTICATED', METRICS_TOKEN_REQUIRED);
        }
        return reply
          .header('content-type', register.contentType)
          .header('cache-control', 'no-store')
          .send(await register.metrics());
      },
    );
  },
  { name: 'metrics' },
);

function digest(value: string): Buffer {
  return createHash('sha256').update(value).digest();
}

/**
 * The outbox's depth and its oldest unsent text's age on the database's clock (the rows are
 * stamped with it); read once per scrape by both gauges.
 */
const outboxReads = new WeakMap<
  DatabaseHandle,
  Promise<{ pending: number; oldestSeconds: number }>
>();

function outbox(database: DatabaseHandle) {
  let read = outboxReads.get(database);
  if (!read) {
    read = database.db
      .select({
        pending: sql<number>`count(*)`.mapWith(Number),
        oldestSeconds:
          sql<number>`coalesce(extract(epoch from now() - min(${notifications.createdAt})), 0)`.mapWith(
            Number,
          ),
      })
      .from(notifications)
      .where(sql`${notifications.status} in ('pending', 'sending')`)
      .then(([row]) => row ?? { pending: 0, oldestSeconds: 0 })
      .finally(() => outboxReads.delete(database));
    outboxReads.set(database, read);
  }
  return read;
}
