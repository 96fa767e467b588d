import { errorBodySchema } from '@marketplace/contract/fields';
import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../errors.js';
import { CATALOG_CACHE_STATES } from '../catalog/catalog-cache.js';

/** For load balancers and uptime checks: up only when the database answers. */
export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/health',
    {
      config: { access: 'public' },
      schema: {
        tags: ['health'],
        summary: 'Is the API up and its database answering?',
        response: {
          200: z.object({
            status: z.literal('ok'),
            database: z.enum(['pglite', 'postgres']),
            catalogCache: z
              .enum(CATALOG_CACHE_STATES)
              .describe(
                'bypassed: not hearing catalogue changes, every request reads the database',
              ),
          }),
          503: errorBodySchema,
        },
      },
    },
    async () => {
      try {
        await app.db.execute(sql`select 1`);
      } catch (error) {
        throw new AppError('DATABASE_UNAVAILABLE', 'The database is not answering.', {
          cause: error,
        });
      }
      return {
        status: 'ok' as const,
        database: app.databaseEngine,
        catalogCache: app.catalogCache.state(),
      };
    },
  );
};
