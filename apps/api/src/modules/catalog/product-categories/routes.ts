import { idParamSchema } from '@marketplace/contract/fields';
import {
  managedProductCategoriesSchema,
  productCategoryCreateAnswerSchema,
  productCategoryCreateBodySchema,
  productCategoryDeleteAnswerSchema,
  productCategoryUpdateAnswerSchema,
  productCategoryUpdateBodySchema,
} from '@marketplace/contract/store-management';
import {
  PRODUCT_CATEGORY_CREATED,
  PRODUCT_CATEGORY_DELETED,
  PRODUCT_CATEGORY_UPDATED,
} from '@marketplace/core/constants/messages';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { toProductCategoryJson } from '../catalog-json.js';
import { MANAGEMENT_ERRORS, STORE_KEEPERS } from '../management.js';
import { createProductCategory } from './create-product-category.js';
import { deleteProductCategory } from './delete-product-category.js';
import { listProductCategoriesToManage } from './list-product-categories.js';
import { updateProductCategory } from './update-product-category.js';

const access = STORE_KEEPERS;
const errors = MANAGEMENT_ERRORS;

/** SPEC §7 product category calls of store management (docs/decisions/080). */
export const productCategoryRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = { db: app.db, catalogCache: app.catalogCache, files: app.files };

  app.get(
    '/store/:storeId/product-categories',
    {
      config: { access },
      schema: {
        tags: ['store management'],
        summary: "A store's product categories in the seller's order, of a hidden store too",
        params: z.strictObject({ storeId: idParamSchema }),
        response: { 200: managedProductCategoriesSchema, ...errors },
      },
    },
    async (request) => {
      const categories = await listProductCategoriesToManage(deps, {
        actor: request.user,
        storeId: request.params.storeId,
      });
      return categories.map(toProductCategoryJson);
    },
  );

  app.post(
    '/product-category/create',
    {
      config: { access },
      schema: {
        tags: ['store management'],
        summary: "Add a product category after the store's last one",
        body: productCategoryCreateBodySchema,
        response: { 200: productCategoryCreateAnswerSchema, ...errors },
      },
    },
    async (request) => {
      const category = await createProductCategory(deps, {
        actor: request.user,
        storeId: request.body.storeId,
        category: request.body.productCategoryData,
      });
      return {
        status: 200 as const,
        message: PRODUCT_CATEGORY_CREATED,
        _id: category.id,
        productCategory: toProductCategoryJson(category),
      };
    },
  );

  app.put(
    '/update-product-category/:categoryId',
    {
      config: { access },
      schema: {
        tags: ['store management'],
        summary: 'Rename a product category or change its icon',
        params: z.strictObject({ categoryId: idParamSchema }),
        body: productCategoryUpdateBodySchema,
        response: { 200: productCategoryUpdateAnswerSchema, ...errors },
      },
    },
    async (request) => {
      const category = await updateProductCategory(deps, {
        actor: request.user,
        categoryId: request.params.categoryId,
        storeId: request.body.storeId,
        changes: request.body.updateData,
      });
      return {
        status: 200 as const,
        message: PRODUCT_CATEGORY_UPDATED,
        updatedProductCategory: toProductCategoryJson(category),
      };
    },
  );

  app.delete(
    '/product-category/delete/:storeId/:categoryId',
    {
      config: { access },
      schema: {
        tags: ['store management'],
        summary: 'Delete a product category and its products',
        params: z.strictObject({ storeId: idParamSchema, categoryId: idParamSchema }),
        response: { 200: productCategoryDeleteAnswerSchema, ...errors },
      },
    },
    async (request) => {
      const { deletedProducts } = await deleteProductCategory(deps, {
        actor: request.user,
        storeId: request.params.storeId,
        categoryId: request.params.categoryId,
      });
      return { status: 200 as const, message: PRODUCT_CATEGORY_DELETED, deletedProducts };
    },
  );
};
