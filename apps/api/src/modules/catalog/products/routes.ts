import { errorBodySchema, idParamSchema } from '@marketplace/contract/fields';
import {
  bulkProductsAnswerSchema,
  bulkProductsBodySchema,
  managedProductSchema,
  mutationAnswerSchema,
  productAnswerSchema,
  productCreateBodySchema,
  productsImportAnswerSchema,
  productsImportBodySchema,
  productUpdateBodySchema,
  rowErrorsBodySchema,
  sellerProductCreateBodySchema,
  soldOutBodySchema,
} from '@marketplace/contract/store-management';
import {
  BACK_IN_STOCK,
  MARKED_SOLD_OUT,
  PRODUCT_CREATED,
  PRODUCT_DELETED,
  PRODUCT_UPDATED,
} from '@marketplace/core/constants/messages';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { attachment } from '../../../csv.js';
import { toManagedProductJson } from '../catalog-json.js';
import { MANAGEMENT_ERRORS, MANAGEMENT_TAGS, STORE_KEEPERS, storeParams } from '../management.js';
import { addStoreProduct } from './add-store-product.js';
import { bulkUpdateProducts } from './bulk-update-products.js';
import { createProduct } from './create-product.js';
import { deleteProduct } from './delete-product.js';
import { exportProducts } from './export-products.js';
import { importProducts } from './import-products.js';
import { listStoreProducts } from './list-store-products.js';
import { bulkSaved } from './messages.js';
import { setSoldOut } from './set-sold-out.js';
import { updateProduct } from './update-product.js';

const access = STORE_KEEPERS;
const errors = MANAGEMENT_ERRORS;
/** Bulk changes and imports name the rows they refused; other 400s are the usual error. */
const rowErrors = { ...errors, 400: rowErrorsBodySchema.or(errorBodySchema) };
const tags = MANAGEMENT_TAGS;
/** A CSV import of 1 million characters as JSON, with room for escapes and multibyte text. */
const IMPORT_BODY_LIMIT_BYTES = 1.5 * 1024 * 1024;

/** SPEC §7 product calls of store management, the bulk editor and CSV (docs/decisions/080). */
export const productManagementRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = { db: app.db, catalogCache: app.catalogCache, files: app.files };

  app.get(
    '/store/:storeId/products',
    {
      config: { access },
      schema: {
        tags,
        summary: "Every product of a store, hidden ones too, in its categories' order",
        params: storeParams,
        response: { 200: z.array(managedProductSchema), ...errors },
      },
    },
    async (request) => {
      const products = await listStoreProducts(deps, {
        actor: request.user,
        storeId: request.params.storeId,
      });
      return products.map(toManagedProductJson);
    },
  );

  app.post(
    '/store/:storeId/add-product',
    {
      config: { access },
      schema: {
        tags,
        summary: "A seller's quick add: name, price and stock, into the store's first category",
        params: storeParams,
        body: sellerProductCreateBodySchema,
        response: { 200: productAnswerSchema, ...errors },
      },
    },
    async (request) => {
      const product = await addStoreProduct(deps, {
        actor: request.user,
        storeId: request.params.storeId,
        product: request.body,
      });
      return {
        status: 200 as const,
        message: PRODUCT_CREATED,
        product: toManagedProductJson(product),
      };
    },
  );

  app.post(
    '/product/create',
    {
      config: { access },
      schema: {
        tags,
        summary: 'Add a product to a product category',
        body: productCreateBodySchema,
        response: { 200: productAnswerSchema, ...errors },
      },
    },
    async (request) => {
      const product = await createProduct(deps, {
        actor: request.user,
        productCategoryId: request.body.productCategoryId,
        product: request.body.productData,
      });
      return {
        status: 200 as const,
        message: PRODUCT_CREATED,
        product: toManagedProductJson(product),
      };
    },
  );

  app.put(
    '/update-product/:productId',
    {
      config: { access },
      schema: {
        tags,
        summary: 'Change a product, or move it to another category of its store',
        params: z.strictObject({ productId: idParamSchema }),
        body: productUpdateBodySchema,
        response: { 200: productAnswerSchema, ...errors },
      },
    },
    async (request) => {
      const product = await updateProduct(deps, {
        actor: request.user,
        productId: request.params.productId,
        storeId: request.body.storeId,
        productCategoryId: request.body.productCategoryId,
        changes: request.body.updateData,
      });
      return {
        status: 200 as const,
        message: PRODUCT_UPDATED,
        product: toManagedProductJson(product),
      };
    },
  );

  app.patch(
    '/product/:productId/sold-out',
    {
      config: { access },
      schema: {
        tags,
        summary: 'Sold out (stock 0, what it was kept) or back in stock (put back, or `stock`)',
        params: z.strictObject({ productId: idParamSchema }),
        body: soldOutBodySchema,
        response: { 200: productAnswerSchema, ...errors },
      },
    },
    async (request) => {
      const product = await setSoldOut(deps, {
        actor: request.user,
        productId: request.params.productId,
        ...request.body,
      });
      return {
        status: 200 as const,
        message: request.body.soldOut ? MARKED_SOLD_OUT : BACK_IN_STOCK,
        product: toManagedProductJson(product),
      };
    },
  );

  app.delete(
    '/delete-product/:productId/:categoryId/:storeId',
    {
      config: { access },
      schema: {
        tags,
        summary: 'Delete a product',
        params: z.strictObject({
          productId: idParamSchema,
          categoryId: idParamSchema,
          storeId: idParamSchema,
        }),
        response: { 200: mutationAnswerSchema, ...errors },
      },
    },
    async (request) => {
      await deleteProduct(deps, { actor: request.user, ...request.params });
      return { status: 200 as const, message: PRODUCT_DELETED };
    },
  );

  app.put(
    '/store/:storeId/products/bulk',
    {
      config: { access },
      schema: {
        tags,
        summary: 'Price, stock and visibility of many products: all saved, or none',
        params: storeParams,
        body: bulkProductsBodySchema,
        response: { 200: bulkProductsAnswerSchema, ...rowErrors },
      },
    },
    async (request) => {
      const products = await bulkUpdateProducts(deps, {
        actor: request.user,
        storeId: request.params.storeId,
        changes: request.body.changes,
      });
      return {
        status: 200 as const,
        message: bulkSaved(products.length),
        products: products.map(toManagedProductJson),
      };
    },
  );

  app.get(
    '/store/:storeId/products/export',
    {
      config: { access },
      schema: {
        tags,
        summary: "A store's products as a CSV file (text/csv), as the import reads it",
        params: storeParams,
        response: { 200: z.string().describe('The CSV file (text/csv).'), ...errors },
      },
    },
    async (request, reply) => {
      const { fileName, csv } = await exportProducts(deps, {
        actor: request.user,
        storeId: request.params.storeId,
      });
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', attachment(fileName))
        .header('cache-control', 'no-store')
        .send(csv);
    },
  );

  app.post(
    '/store/:storeId/products/import',
    {
      config: { access },
      bodyLimit: IMPORT_BODY_LIMIT_BYTES,
      schema: {
        tags,
        summary:
          'Create and update products from a CSV file; a dry run (the default) saves nothing',
        params: storeParams,
        body: productsImportBodySchema,
        response: { 200: productsImportAnswerSchema, ...rowErrors },
      },
    },
    async (request) => {
      const answer = await importProducts(deps, {
        actor: request.user,
        storeId: request.params.storeId,
        csv: request.body.csv,
        dryRun: request.body.dryRun,
      });
      return { status: 200 as const, ...answer };
    },
  );
};
