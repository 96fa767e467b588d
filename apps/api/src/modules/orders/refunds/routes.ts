import { orderChangeAnswerSchema, refundFailedSchema } from '@marketplace/contract/dispatch';
import { errorBodySchema, idParamSchema } from '@marketplace/contract/fields';
import { refundBodySchema, unavailableLinesBodySchema } from '@marketplace/contract/refunds';
import { mutationAnswerSchema } from '@marketplace/contract/store-management';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { markUnavailable } from './mark-unavailable.js';
import { refundOrder } from './refund-order.js';
import { retryRefund } from './retry-refund.js';
import type { PaidSessionLookup } from './send-refund.js';

const tags = ['refunds'];
const orderParams = z.strictObject({ id: idParamSchema });
const refused = {
  400: errorBodySchema,
  401: errorBodySchema,
  403: errorBodySchema,
  404: errorBodySchema,
  409: errorBodySchema,
};

/** Refunds after the sale (issue #35, docs/decisions/140). */
export const refundRoutes: FastifyPluginAsyncZod<{
  paidProviderSessionId: PaidSessionLookup;
}> = async (app, { paidProviderSessionId }) => {
  const deps = { db: app.db, payments: app.payments, clock: app.clock, paidProviderSessionId };

  app.post(
    '/orders/:id/refunds',
    {
      config: { access: ['admin'] },
      schema: {
        tags,
        summary: 'Refund chosen items or an amount of an order, with a reason (admin)',
        description:
          "`lines` (units of the order's lines, by place from 0: refunded with their tax and share of the discount) or `amountCents`, not both. Never more than was captured less every refund made or in flight (409 with what is left); items refunded already are refused 409, so two admins refunding the same line at once refund it once. The refund is held under the order's lock, then asked of the payment provider with an idempotency key; the timeline records it and the buyer is texted. A refusal answers 502 with the order and the refund 'failed'.",
        params: orderParams,
        body: refundBodySchema,
        response: { 200: orderChangeAnswerSchema, ...refused, 502: refundFailedSchema },
      },
    },
    async (request) =>
      refundOrder(deps, { actor: request.user, orderId: request.params.id, body: request.body }),
  );

  app.post(
    '/orders/:id/refunds/:refundId/retry',
    {
      config: { access: ['admin'] },
      schema: {
        tags,
        summary: 'Ask the payment provider again for a refund it refused (admin)',
        description:
          "Only a refund whose state is 'failed' (409 otherwise: of two admins at once, one retries). A new attempt, with a new idempotency key; the provider is first asked whether it holds the refund already, so it is never made twice.",
        params: z.strictObject({ id: idParamSchema, refundId: idParamSchema }),
        response: { 200: orderChangeAnswerSchema, ...refused, 502: refundFailedSchema },
      },
    },
    async (request) =>
      retryRefund(deps, {
        actor: request.user,
        orderId: request.params.id,
        refundId: request.params.refundId,
      }),
  );

  app.post(
    '/orders/:id/unavailable-lines',
    {
      config: { access: ['admin', 'seller', 'driver'] },
      schema: {
        tags,
        summary: 'Mark items the store cannot supply: they are refunded (its seller, its driver)',
        description:
          "While the order is at the store: its store's seller (new, assigned or ready for pickup), or its driver at pick-up (assigned), or an admin. The order goes on without the units; their worth (with tax, less their share of the discount) is refunded and the buyer texted. When nothing is left, the order is cancelled and everything refunded. Units already marked or refunded are refused 409.",
        params: orderParams,
        body: unavailableLinesBodySchema,
        response: { 200: mutationAnswerSchema, ...refused },
      },
    },
    async (request) =>
      markUnavailable(
        { ...deps, catalogCache: app.catalogCache },
        { actor: request.user, orderId: request.params.id, body: request.body },
      ),
  );
};
