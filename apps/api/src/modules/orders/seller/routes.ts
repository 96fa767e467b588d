import { errorBodySchema, idParamSchema } from '@marketplace/contract/fields';
import {
  acknowledgeBodySchema,
  declineBodySchema,
  sellerNumbersQuerySchema,
  sellerNumbersSchema,
  sellerOrderChangeSchema,
  sellerOrderSchema,
  sellerOrdersAnswerSchema,
  sellerOrdersQuerySchema,
} from '@marketplace/contract/seller-orders';
import type { SellerPeriod } from '@marketplace/core/orders/seller-periods';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { attachment } from '../../../csv.js';
import type { PaidSessionLookup } from '../refunds/send-refund.js';
import { acknowledgeOrder } from './acknowledge-order.js';
import { declineOrder } from './decline-order.js';
import { listSellerOrders } from './list-seller-orders.js';
import { markOrderReady } from './mark-order-ready.js';
import { exportSellerOrders, sellerNumbers } from './seller-numbers.js';

/** What a seller's reads may answer besides their own answer. */
const READ_REFUSALS = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema };
/** What a change to one order may answer: it is gone (404) or past the change (409). */
const CHANGE_REFUSALS = { ...READ_REFUSALS, 404: errorBodySchema, 409: errorBodySchema };

/** A seller's incoming orders (issue #15); kept live by GET /api/orders/stream. */
export const sellerOrderRoutes: FastifyPluginAsyncZod<{
  paidProviderSessionId: PaidSessionLookup;
}> = async (app, { paidProviderSessionId }) => {
  app.get(
    '/seller/orders',
    {
      config: { access: ['seller'], cache: 'console' },
      schema: {
        tags: ['orders'],
        summary: "Your stores' open orders and today's, newest first (seller)",
        description:
          'What each store needs to make the order: items with their options and notes, the window, the special request. Pages with `before` (the previous answer’s `nextBefore`).',
        querystring: sellerOrdersQuerySchema,
        response: {
          200: sellerOrdersAnswerSchema,
          ...READ_REFUSALS,
        },
      },
    },
    async (request) =>
      listSellerOrders({ db: app.db, clock: app.clock }, { actor: request.user, ...request.query }),
  );

  app.get(
    '/seller/numbers',
    {
      config: { access: ['seller'] },
      schema: {
        tags: ['orders'],
        summary:
          "Your stores' orders, sales, tips and top products today, this week or month (seller)",
        querystring: sellerNumbersQuerySchema,
        response: {
          200: sellerNumbersSchema,
          ...READ_REFUSALS,
        },
      },
    },
    async (request) =>
      sellerNumbers(
        { db: app.db, clock: app.clock },
        { actor: request.user, days: request.query.days as SellerPeriod },
      ),
  );

  app.get(
    '/seller/orders/export',
    {
      config: { access: ['seller'] },
      schema: {
        tags: ['orders'],
        summary:
          "Your stores' orders of the period as a CSV file (text/csv), newest first (seller)",
        querystring: sellerNumbersQuerySchema,
        response: {
          200: z.string().describe('The CSV file (text/csv).'),
          ...READ_REFUSALS,
        },
      },
    },
    async (request, reply) => {
      const { fileName, csv } = await exportSellerOrders(
        { db: app.db, clock: app.clock },
        { actor: request.user, days: request.query.days as SellerPeriod },
      );
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', attachment(fileName))
        .header('cache-control', 'no-store')
        .send(csv);
    },
  );

  app.post(
    '/seller/orders/:orderId/acknowledge',
    {
      config: { access: ['seller'] },
      schema: {
        tags: ['orders'],
        summary: 'Its store has a new order and says when it will be ready (seller)',
        params: z.strictObject({ orderId: idParamSchema }),
        body: acknowledgeBodySchema,
        response: {
          200: sellerOrderSchema,
          ...CHANGE_REFUSALS,
        },
      },
    },
    async (request) =>
      acknowledgeOrder(
        { db: app.db, clock: app.clock },
        { actor: request.user, orderId: request.params.orderId, body: request.body },
      ),
  );

  app.post(
    '/seller/orders/:orderId/decline',
    {
      config: { access: ['seller'] },
      schema: {
        tags: ['orders'],
        summary: 'Its store turns down a new order with a reason: cancelled and refunded (seller)',
        description:
          'While the order is new (409 after). As an admin’s cancel: stock back, the card payment refunded once, the buyer texted the reason. A refund the provider fails is left for admins to retry.',
        params: z.strictObject({ orderId: idParamSchema }),
        body: declineBodySchema,
        response: {
          200: sellerOrderChangeSchema,
          ...CHANGE_REFUSALS,
        },
      },
    },
    async (request) =>
      declineOrder(
        {
          db: app.db,
          payments: app.payments,
          clock: app.clock,
          paidProviderSessionId,
          catalogCache: app.catalogCache,
        },
        { actor: request.user, orderId: request.params.orderId, reason: request.body.reason },
      ),
  );

  app.post(
    '/seller/orders/:orderId/ready',
    {
      config: { access: ['seller'] },
      schema: {
        tags: ['orders'],
        summary: 'Its store says a pickup order is ready at the counter (seller)',
        params: z.strictObject({ orderId: idParamSchema }),
        response: {
          200: sellerOrderSchema,
          ...CHANGE_REFUSALS,
        },
      },
    },
    async (request) =>
      markOrderReady({ db: app.db }, { actor: request.user, orderId: request.params.orderId }),
  );
};
