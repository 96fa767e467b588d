import { errorBodySchema, idParamSchema } from '@marketplace/contract/fields';
import {
  managedStoreSchema,
  managedStoresPageSchema,
  managedStoresQuerySchema,
  mutationAnswerSchema,
  storeAnswerSchema,
  storeChoiceSchema,
  storeCreateBodySchema,
  storePlaceBodySchema,
  storeUpdateBodySchema,
} from '@marketplace/contract/store-management';
import {
  STORE_CLONED,
  STORE_CREATED,
  STORE_DELETED,
  STORE_PLACED,
  STORE_UPDATED,
} from '@marketplace/core/constants/messages';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { addressPlacer } from '../../../providers/geocoder/placer.js';
import { MANAGEMENT_ERRORS, MANAGEMENT_TAGS, STORE_KEEPERS, storeParams } from '../management.js';
import { cloneStore } from './clone-store.js';
import { createStore } from './create-store.js';
import { deleteStore, type UnfulfilledOrderCount } from './delete-store.js';
import { listStoreChoices, listStoresForStaff, listStoresOfSeller } from './list-managed-stores.js';
import { placeStore } from './place-store.js';
import { updateStore } from './update-store.js';

const tags = MANAGEMENT_TAGS;
const denied = { 401: errorBodySchema, 403: errorBodySchema };
const refused = MANAGEMENT_ERRORS;
const storeKeepers = STORE_KEEPERS;

/**
 * Store management (SPEC §7): staff see and change every store, a seller their own. SPEC's
 * X-admin-ID / X-dataentry-ID headers are accepted and checked against the token by the auth
 * plugin; they never grant anything.
 */
export const storeManagementRoutes: FastifyPluginAsyncZod<{
  unfulfilledOrderCount: UnfulfilledOrderCount;
}> = async (app, { unfulfilledOrderCount }) => {
  const deps = {
    db: app.db,
    catalogCache: app.catalogCache,
    files: app.files,
    locateStore: addressPlacer(app.geocoder, app.log, 'a store'),
  };

  app.get(
    '/stores-for-admin',
    {
      config: { access: ['admin', 'dataentry'], cache: 'console' },
      schema: {
        tags,
        summary: 'Stores a page at a time, hidden ones included, with their product counts (staff)',
        description:
          'By name, or with review=waiting the longest waiting first; filtered by part of the name, category, seller or one store.',
        querystring: managedStoresQuerySchema,
        response: { 200: managedStoresPageSchema, 400: errorBodySchema, ...denied },
      },
    },
    async (request) => listStoresForStaff(deps, { actor: request.user, ...request.query }),
  );

  app.get(
    '/store-choices',
    {
      config: { access: ['admin', 'dataentry'], cache: 'console' },
      schema: {
        tags,
        summary:
          "Every store by name with its id, and nothing else of it, for filters' choices (staff)",
        response: { 200: z.array(storeChoiceSchema), ...denied },
      },
    },
    async (request) => listStoreChoices(deps, { actor: request.user }),
  );

  app.get(
    '/seller/:sellerId/stores',
    {
      config: { access: storeKeepers },
      schema: {
        tags,
        summary: "A seller's stores by name, hidden ones included (the seller, staff)",
        params: z.strictObject({ sellerId: idParamSchema }),
        response: { 200: z.array(managedStoreSchema), 400: errorBodySchema, ...denied },
      },
    },
    async (request) =>
      listStoresOfSeller(deps, { actor: request.user, sellerId: request.params.sellerId }),
  );

  app.post(
    '/store/create',
    {
      config: { access: storeKeepers },
      schema: {
        tags,
        summary: "Add a store: the seller's 4 fields or staff's {sellerId, storeData}; hidden",
        description:
          'A seller names their own sellerId and may not choose Pharmacy; staff name an existing seller. The store starts hidden unless storeData.isHidden is false.',
        body: storeCreateBodySchema,
        response: { 200: storeAnswerSchema, ...refused },
      },
    },
    async (request) => ({
      status: 200 as const,
      message: STORE_CREATED,
      store: await createStore(deps, { actor: request.user, body: request.body }),
    }),
  );

  app.put(
    '/store/:storeId/place',
    {
      config: { access: storeKeepers },
      schema: {
        tags,
        summary: "Put the store's pin where its door is (staff, or the store's seller)",
        description:
          'Kept as precise to the building (coordinatesPrecision address) until the address next changes; the store’s history keeps the move.',
        params: storeParams,
        body: storePlaceBodySchema,
        response: { 200: storeAnswerSchema, ...refused },
      },
    },
    async (request) => ({
      status: 200 as const,
      message: STORE_PLACED,
      store: await placeStore(deps, {
        actor: request.user,
        storeId: request.params.storeId,
        place: request.body,
      }),
    }),
  );

  app.put(
    '/update-store/:storeId',
    {
      config: { access: storeKeepers },
      schema: {
        tags,
        summary: "Change any of a store's fields; the result is checked whole",
        params: storeParams,
        body: storeUpdateBodySchema,
        response: { 200: storeAnswerSchema, ...refused },
      },
    },
    async (request) => ({
      status: 200 as const,
      message: STORE_UPDATED,
      store: await updateStore(deps, {
        actor: request.user,
        storeId: request.params.storeId,
        sellerId: request.body.sellerId,
        changes: request.body.updateData,
      }),
    }),
  );

  app.delete(
    '/delete-store/:storeId/:sellerId',
    {
      config: { access: storeKeepers },
      schema: {
        tags,
        summary: 'Delete a store with its product categories and products',
        params: z.strictObject({ storeId: idParamSchema, sellerId: idParamSchema }),
        response: { 200: mutationAnswerSchema, ...refused },
      },
    },
    async (request) => {
      await deleteStore(
        { ...deps, unfulfilledOrderCount },
        { actor: request.user, ...request.params },
      );
      return { status: 200 as const, message: STORE_DELETED };
    },
  );

  app.post(
    '/clone-store/:storeId',
    {
      config: { access: storeKeepers },
      schema: {
        tags,
        summary: "A hidden copy of a store with its categories and products, named '… (copy)'",
        params: storeParams,
        response: { 200: storeAnswerSchema, ...refused },
      },
    },
    async (request) => ({
      status: 200 as const,
      message: STORE_CLONED,
      store: await cloneStore(deps, { actor: request.user, storeId: request.params.storeId }),
    }),
  );
};
