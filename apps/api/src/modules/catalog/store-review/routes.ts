import { errorBodySchema } from '@marketplace/contract/fields';
import {
  storeAnswerSchema,
  storeReviewDecisionSchema,
} from '@marketplace/contract/store-management';
import {
  STORE_APPROVED,
  STORE_SENT_BACK,
  STORE_SENT_FOR_REVIEW,
} from '@marketplace/core/constants/messages';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { MANAGEMENT_ERRORS, MANAGEMENT_TAGS, storeParams } from '../management.js';
import type { QueueStoreText } from '../store-records.js';
import { decideStoreReview } from './decide-review.js';
import { sendStoreForReview } from './send-for-review.js';

const refused = { ...MANAGEMENT_ERRORS, 409: errorBodySchema };

/** A seller's store goes live through review (issue #31, docs/decisions/126). */
export const storeReviewRoutes: FastifyPluginAsyncZod<{ queueStoreText: QueueStoreText }> = async (
  app,
  { queueStoreText },
) => {
  const deps = { db: app.db, catalogCache: app.catalogCache, files: app.files, queueStoreText };

  app.post(
    '/store/:storeId/send-for-review',
    {
      config: { access: ['seller'] },
      schema: {
        tags: MANAGEMENT_TAGS,
        summary: 'Its seller sends a hidden store with products for review',
        params: storeParams,
        response: { 200: storeAnswerSchema, ...refused },
      },
    },
    async (request) => ({
      status: 200 as const,
      message: STORE_SENT_FOR_REVIEW,
      store: await sendStoreForReview(deps, { actor: request.user, ...request.params }),
    }),
  );

  app.post(
    '/store/:storeId/review',
    {
      config: { access: ['admin', 'dataentry'] },
      schema: {
        tags: MANAGEMENT_TAGS,
        summary: 'Staff approve a store waiting for review, or send it back saying why',
        params: storeParams,
        body: storeReviewDecisionSchema,
        response: { 200: storeAnswerSchema, ...refused },
      },
    },
    async (request) => {
      const store = await decideStoreReview(deps, {
        actor: request.user,
        storeId: request.params.storeId,
        decision: request.body,
      });
      return {
        status: 200 as const,
        message: request.body.decision === 'approve' ? STORE_APPROVED : STORE_SENT_BACK,
        store,
      };
    },
  );
};
