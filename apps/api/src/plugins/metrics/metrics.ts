import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { collectDefaultMetrics, Histogram, Registry } from 'prom-client';
import { registerBusinessMetrics } from '../../business-metrics.js';
import type { DatabaseHandle } from '../../db/client.js';
import { AppError } from '../../errors.js';
import { registerStateGauges } from './state-gauges.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** This app's metrics, kept with or without METRICS_TOKEN (plugins/metrics). */
    metrics: Registry;
  }
}

export const METRICS_TOKEN_REQUIRED = 'A valid metrics token is required.';

/** Seconds: most answers take milliseconds; a stall shows in the top buckets. */
const DURATION_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

/**
 * Prometheus metrics (issue #36, docs/decisions/143 and 145), for the operator's dashboard and
 * alerts (deploy/grafana, deploy/prometheus): every answer by route pattern, method and status,
 * with its duration; what the business did (business-metrics.ts); what is backing up, read at
 * scrape time (state-gauges.ts); and the process's own (event-loop delay, memory, CPU). Labels
 * are route patterns, statuses and fixed vocabularies only: never a URL, a phone number, an
 * address or an id. Kept always, in `app.metrics`; GET /api/metrics shows them to
 * `Authorization: Bearer METRICS_TOKEN`, and without the token there is no endpoint.
 */
export const metricsPlugin = fp<{ token: string | undefined; database: DatabaseHandle }>(
  async (app, { token, database }) => {
    const own = new Registry();
    observeAnswers(app, own);
    registerStateGauges(app, { register: own, database });
    const register = Registry.merge([processMetrics(), own]);
    app.decorate('metrics', register);
    if (token) metricsRoute(app, { token, register });
  },
  { name: 'metrics' },
);

/**
 * The process's own (CPU, memory, event-loop delay, GC) and the business counters, kept once per
 * process and shown by every app: collecting starts timers and observers that nothing stops, so
 * not once per app (tests build dozens).
 */
let processRegistry: Registry | undefined;
function processMetrics(): Registry {
  if (!processRegistry) {
    processRegistry = new Registry();
    collectDefaultMetrics({ register: processRegistry });
    registerBusinessMetrics(processRegistry);
  }
  return processRegistry;
}

function observeAnswers(app: FastifyInstance, register: Registry) {
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
}

function metricsRoute(app: FastifyInstance, options: { token: string; register: Registry }) {
  const expected = digest(options.token);
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
        .header('content-type', options.register.contentType)
        .header('cache-control', 'no-store')
        .send(await options.register.metrics());
    },
  );
}

function digest(value: string): Buffer {
  return createHash('sha256').update(value).digest();
}
