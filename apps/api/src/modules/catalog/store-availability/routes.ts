import { idParamSchema } from '@marketplace/contract/fields';
import {
  dateOverridesBodySchema,
  pauseBodySchema,
  storeAnswerSchema,
} from '@marketplace/contract/store-management';
import {
  NEW_ORDERS_PAUSED,
  NEW_ORDERS_RESUMED,
  SPECIAL_DATES_SAVED,
} from '@marketplace/core/constants/messages';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { MANAGEMENT_ERRORS, MANAGEMENT_TAGS, STORE_KEEPERS } from '../management.js';
import { pauseStore } from './pause-store.js';
import { setDateOverrides } from './set-date-overrides.js';

const params = z.strictObject({ storeId: idParamSchema });

/** A store's day-to-day availability: pauses and special dates (issue #31). */
export const storeAvailabilityRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = { db: app.db, catalogCache: app.catalogCache, files: app.files };

  app.put(
    '/store/:storeId/pause',
    {
      config: { access: STORE_KEEPERS },
      schema: {
        tags: MANAGEMENT_TAGS,
        summary: "Pause new orders for 15, 30 or 60 minutes or the rest of today, or 'off'",
        params,
        body: pauseBodySchema,
        response: { 200: storeAnswerSchema, ...MANAGEMENT_ERRORS },
      },
    },
    async (request) => ({
      status: 200 as const,
      message: request.body.pause === 'off' ? NEW_ORDERS_RESUMED : NEW_ORDERS_PAUSED,
      store: await pauseStore(deps, {
        actor: request.user,
        storeId: request.params.storeId,
        pause: request.body.pause,
      }),
    }),
  );

  app.put(
    '/store/:storeId/date-overrides',
    {
      config: { access: STORE_KEEPERS },
      schema: {
        tags: MANAGEMENT_TAGS,
        summary: 'The store’s closed days and special hours, the whole list',
        params,
        body: dateOverridesBodySchema,
        response: { 200: storeAnswerSchema, ...MANAGEMENT_ERRORS },
      },
    },
    async (request) => ({
      status: 200 as const,
      message: SPECIAL_DATES_SAVED,
      store: await setDateOverrides(deps, {
        actor: request.user,
        storeId: request.params.storeId,
        body: request.body,
      }),
    }),
  );
};
