import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorBodySchema } from '../../schemas.js';
import { productSchema, storeAddressSchema, storeSchema } from '../catalog/schemas.js';
import { SEARCH_QUERY_MAX } from './search-query.js';
import { search, suggest } from './service.js';

/**
 * Anything longer is cut to SEARCH_QUERY_MAX rather than refused: a pasted paragraph still
 * searches its start. The hard cap only stops absurd requests.
 */
const querystring = z.strictObject({
  q: z
    .string()
    .max(1000)
    .default('')
    .describe(`Search text; only the first ${SEARCH_QUERY_MAX} characters count.`),
});

const searchProductSchema = productSchema
  .extend({ storeName: z.string(), storeAddress: storeAddressSchema })
  .meta({ id: 'SearchProduct', description: 'A product found by search, with its store.' });

export const searchRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/search',
    {
      config: { access: 'public' },
      schema: {
        tags: ['search'],
        summary: 'Visible products (with store name and address) and stores matching q, best first',
        querystring,
        response: {
          200: z.object({ products: z.array(searchProductSchema), stores: z.array(storeSchema) }),
          400: errorBodySchema,
        },
      },
    },
    async (request) => search({ db: app.db, q: request.query.q }),
  );

  app.get(
    '/suggestions',
    {
      config: { access: 'public' },
      schema: {
        tags: ['search'],
        summary: 'At most 8 product and store names for the search box, best first',
        querystring,
        response: {
          200: z.array(z.object({ name: z.string(), type: z.enum(['product', 'store']) })).max(8),
          400: errorBodySchema,
        },
      },
    },
    async (request) => suggest({ db: app.db, q: request.query.q }),
  );
};
