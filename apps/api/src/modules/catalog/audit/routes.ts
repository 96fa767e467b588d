import { errorBodySchema, idParamSchema } from '@marketplace/contract/fields';
import { catalogChangesAnswerSchema } from '@marketplace/contract/store-management';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { listCatalogChanges } from './list-changes.js';

export const CHANGES_LIMIT_MAX = 200;

const changesQuerySchema = z.strictObject({
  before: z
    .string()
    .regex(/^[1-9]\d{0,14}$/, '"before" must be the id of a change.')
    .transform(Number)
    .optional()
    .describe("The previous page's nextBefore; absent for the newest changes."),
  limit: z.coerce.number().int().min(1).max(CHANGES_LIMIT_MAX).default(50),
});

export const catalogAuditRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/store/:storeId/changes',
    {
      config: { access: ['admin'] },
      schema: {
        tags: ['store management'],
        summary: "A store's catalogue changes, newest first: who, when, what (admin)",
        description:
          "Pages with `before` (the previous answer's `nextBefore`) and `limit`. A deleted store keeps its history.",
        params: z.strictObject({ storeId: idParamSchema }),
        querystring: changesQuerySchema,
        response: {
          200: catalogChangesAnswerSchema,
          400: errorBodySchema,
          401: errorBodySchema,
          403: errorBodySchema,
        },
      },
    },
    async (request) =>
      listCatalogChanges(
        { db: app.db },
        { actor: request.user, storeId: request.params.storeId, ...request.query },
      ),
  );
};
