import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorBodySchema } from '../../schemas.js';
import { sendJson } from '../catalog/catalog-cache.js';
import { compileJsonSerializer } from '../catalog/fast-serializer.js';
import { productSchema, storeAddressSchema, storeSchema } from '../catalog/schemas.js';
import { parseSearchQuery, SEARCH_QUERY_MAX } from './search-query.js';
import { SUGGESTIONS_LIMIT, search, suggest } from './service.js';

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

const searchResponse = z.object({
  products: z.array(searchProductSchema),
  stores: z.array(storeSchema),
});
const suggestionsResponse = z
  .array(z.object({ name: z.string(), type: z.enum(['product', 'store']) }))
  .max(SUGGESTIONS_LIMIT);
const searchJson = compileJsonSerializer(searchResponse);
const suggestionsJson = compileJsonSerializer(suggestionsResponse);

export const searchRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/search',
    {
      config: { access: 'public' },
      schema: {
        tags: ['search'],
        summary: 'Visible products (with store name and address) and stores matching q, best first',
        querystring,
        response: { 200: searchResponse, 400: errorBodySchema },
      },
    },
    async (request, reply) => {
      const query = parseSearchQuery(request.query.q);
      if (!query) return { products: [], stores: [] };
      const json = await app.catalogCache.json(`search:${query.folded}`, async () =>
        searchJson(await search({ db: app.db, query })),
      );
      return sendJson(reply, json);
    },
  );

  app.get(
    '/suggestions',
    {
      config: { access: 'public' },
      schema: {
        tags: ['search'],
        summary: 'At most 8 product and store names for the search box, best first',
        querystring,
        response: { 200: suggestionsResponse, 400: errorBodySchema },
      },
    },
    async (request, reply) => {
      const query = parseSearchQuery(request.query.q);
      if (!query) return [];
      const json = await app.catalogCache.json(`suggestions:${query.folded}`, async () =>
        suggestionsJson(await suggest({ db: app.db, query })),
      );
      return sendJson(reply, json);
    },
  );
};
