import {
  customizationSchema,
  productCategorySchema,
  productSchema,
  storeSchema,
} from '@marketplace/contract/catalog';
import { errorBodySchema, idParamSchema } from '@marketplace/contract/fields';
import { STORE_CATEGORIES } from '@marketplace/core/constants/categories';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sendJson } from './catalog-cache.js';
import { toCustomizationJson } from './catalog-json.js';
import {
  findVisibleStoreJson,
  listCategoryProductsJson,
  listProductCategoriesJson,
  listStoreCustomizations,
  NO_PRODUCTS_FOUND,
} from './service.js';

const storesResponse = z.array(storeSchema);
const productsResponse = z.union([
  z.array(productSchema).min(1),
  z.object({ message: z.literal(NO_PRODUCTS_FOUND) }),
]);
/** The answer for a product category that shows nothing. */
const noProductsJson = JSON.stringify({ message: NO_PRODUCTS_FOUND });

/** `?category=` left empty means every category, as when it is absent. */
const categoryQuerySchema = z.preprocess(
  (value) => (value === '' ? undefined : value),
  z.enum(STORE_CATEGORIES).optional(),
);

export const catalogRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/stores',
    {
      config: { access: 'public' },
      schema: {
        tags: ['catalog'],
        summary: 'Visible stores by name, of one category when given',
        querystring: z.strictObject({ category: categoryQuerySchema }),
        response: { 200: storesResponse, 400: errorBodySchema },
      },
    },
    async (request, reply) => {
      // The search index holds every visible store (docs/decisions/112).
      return sendJson(reply, await app.searchIndex.storesJson(request.query.category));
    },
  );

  app.get(
    '/store/:id',
    {
      config: { access: 'public' },
      schema: {
        tags: ['catalog'],
        summary: 'One visible store (404 "Failed to fetch store details" if missing or hidden)',
        params: z.strictObject({ id: idParamSchema }),
        response: { 200: storeSchema, 404: errorBodySchema },
      },
    },
    async (request, reply) =>
      sendJson(reply, await findVisibleStoreJson({ db: app.db }, { storeId: request.params.id })),
  );

  app.get(
    '/stores/:id/product-categories',
    {
      config: { access: 'public' },
      schema: {
        tags: ['catalog'],
        summary: "A visible store's product categories, in the seller's order",
        params: z.strictObject({ id: idParamSchema }),
        response: { 200: z.array(productCategorySchema), 404: errorBodySchema },
      },
    },
    async (request, reply) =>
      sendJson(
        reply,
        await listProductCategoriesJson({ db: app.db }, { storeId: request.params.id }),
      ),
  );

  app.get(
    '/product-category/:id/products',
    {
      config: { access: 'public' },
      schema: {
        tags: ['catalog'],
        summary: "A product category's visible products by name, or 'No products found'",
        params: z.strictObject({ id: idParamSchema }),
        response: { 200: productsResponse, 404: errorBodySchema },
      },
    },
    async (request, reply) => {
      const productCategoryId = request.params.id;
      const json = await app.catalogCache.json(`products:${productCategoryId}`, async () => {
        const products = await listCategoryProductsJson({ db: app.db }, { productCategoryId });
        if (products.json === null) {
          // No product names the store: a change to any category or product may fill it.
          return {
            json: noProductsJson,
            dependsOn: {
              stores: [],
              anyChangeIn: ['products', 'product_categories'],
              showsStock: true,
            },
          };
        }
        return {
          json: products.json,
          dependsOn: {
            stores: [products.storeId],
            products: products.productIds,
            anyChangeIn: [],
            showsStock: true,
          },
        };
      });
      return sendJson(reply, json);
    },
  );

  app.get(
    '/stores/:storeId/customizations',
    {
      config: { access: 'public' },
      schema: {
        tags: ['catalog'],
        summary: "Every distinct customization group of a visible store's visible products",
        params: z.strictObject({ storeId: idParamSchema }),
        response: { 200: z.array(customizationSchema), 404: errorBodySchema },
      },
    },
    async (request) => {
      const groups = await listStoreCustomizations(
        { db: app.db },
        { storeId: request.params.storeId },
      );
      return groups.map(toCustomizationJson);
    },
  );
};
