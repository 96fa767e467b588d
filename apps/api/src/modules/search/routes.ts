import { errorBodySchema } from '@marketplace/contract/fields';
import { searchResponseSchema, suggestionsResponseSchema } from '@marketplace/contract/search';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sendJson } from '../catalog/catalog-cache.js';
import { compileJsonSerializer } from '../catalog/fast-serializer.js';
import { parseSearchQuery, SEARCH_QUERY_MAX } from './search-query.js';
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

const suggestionsJson = compileJsonSerializer(suggestionsResponseSchema);

export const searchRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/search',
    {
      config: { access: 'public' },
      schema: {
        tags: ['search'],
        summary: 'Visible products (with store name and address) and stores matching q, best first',
        querystring,
        response: { 200: searchResponseSchema, 400: errorBodySchema },
      },
    },
    async (request, reply) => {
      const query = parseSearchQuery(request.query.q);
      if (!query) return { products: [], stores: [] };
      const json = await app.catalogCache.json(`search:${query.folded}`, async () => {
        const results = await search({ searchIndex: app.searchIndex }, { query });
        // Any new or edited product or store may match: that is read again in the background,
        // while a change to what the answer shows (its stock included) drops it at once.
        return {
          json: results.json,
          dependsOn: {
            stores: results.storeIds,
            products: results.productIds,
            anyChangeIn: ['products', 'stores'],
            showsStock: true,
            refreshesInBackground: true,
          },
        };
      });
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
        response: { 200: suggestionsResponseSchema, 400: errorBodySchema },
      },
    },
    async (request, reply) => {
      const query = parseSearchQuery(request.query.q);
      if (!query) return [];
      const json = await app.catalogCache.json(`suggestions:${query.folded}`, async () => ({
        json: suggestionsJson(await suggest({ searchIndex: app.searchIndex }, { query })),
        // Names only: a new stock, price or description never alters them.
        dependsOn: {
          stores: [],
          anyChangeIn: [],
          anyNameChangeIn: ['products', 'stores'],
          showsStock: false,
        },
      }));
      return sendJson(reply, json);
    },
  );
};
