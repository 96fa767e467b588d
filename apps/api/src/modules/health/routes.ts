import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  catalogCacheStateSchema,
  checkReadiness,
  readinessDepsOf,
  readinessSchema,
} from './readiness.js';

/**
 * For load balancers, orchestrators and uptime checks (docs/decisions/107): `health` says the
 * process answers (restart it when it does not), `ready` whether to send it traffic.
 */
export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/health',
    {
      config: { access: 'public' },
      schema: {
        tags: ['health'],
        summary: 'Is the process alive? It answers without the database, even while it is away.',
        response: {
          200: z.object({
            status: z.literal('ok'),
            database: z.enum(['pglite', 'postgres']),
            catalogCache: catalogCacheStateSchema,
          }),
        },
      },
    },
    async () => ({
      status: 'ok' as const,
      database: app.databaseEngine,
      catalogCache: app.catalogCache.state(),
    }),
  );

  app.get(
    '/ready',
    {
      config: { access: 'public' },
      schema: {
        tags: ['health'],
        summary: 'Should this instance receive traffic?',
        description:
          '200 when every check passes, else 503 with the same body naming the failing checks. The first thing a graceful stop does is fail `server`.',
        response: { 200: readinessSchema, 503: readinessSchema },
      },
    },
    async (_request, reply) => {
      const readiness = await checkReadiness(readinessDepsOf(app));
      return reply.code(readiness.status === 'ready' ? 200 : 503).send(readiness);
    },
  );
};
