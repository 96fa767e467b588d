import {
  adminOrderSchema,
  adminOrdersAnswerSchema,
  adminOrdersQuerySchema,
  assignInstructionsAnswerSchema,
  assignInstructionsBodySchema,
  cancelOrderBodySchema,
  dispatchBoardSchema,
  driversPageSchema,
  driversQuerySchema,
  orderChangeAnswerSchema,
  orderStatusBodySchema,
  orderTimelineSchema,
  refundFailedSchema,
} from '@marketplace/contract/dispatch';
import { errorBodySchema, idParamSchema } from '@marketplace/contract/fields';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { cancelOrder } from '../lifecycle/cancel-order.js';
import { changeOrderStatus } from '../lifecycle/change-order-status.js';
import { readOrderTimeline } from '../lifecycle/read-order-timeline.js';
import type { PaidSessionLookup } from '../refunds/send-refund.js';
import { assignInstructions } from './assign-instructions.js';
import { findAdminOrder } from './find-admin-order.js';
import { listAdminOrders } from './list-admin-orders.js';
import { listDrivers } from './list-drivers.js';
import { readDispatchBoard } from './read-dispatch-board.js';

const tags = ['dispatch'];
const denied = { 401: errorBodySchema, 403: errorBodySchema };
const orderParams = z.strictObject({ id: idParamSchema });

/**
 * The operations console's orders and dispatch (SPEC §7, docs/decisions/091). SPEC's X-admin-ID
 * and X-user-ID headers are accepted and checked against the token by the auth plugin; they
 * never grant anything.
 */
export const dispatchRoutes: FastifyPluginAsyncZod<{
  paidProviderSessionId: PaidSessionLookup;
}> = async (app, { paidProviderSessionId }) => {
  app.get(
    '/orders',
    {
      config: { access: ['admin'], cache: 'console' },
      schema: {
        tags,
        summary: "Today's and still-open orders, newest first, with how an admin sees each (admin)",
        description:
          "Every order not completed or cancelled, and every order placed today (America/Los_Angeles). Pages with `before` (the previous answer's `nextBefore`) and `limit`; `status` filters by adminStatus ('unassigned': a paid delivery order without a driver).",
        querystring: adminOrdersQuerySchema,
        response: { 200: adminOrdersAnswerSchema, 400: errorBodySchema, ...denied },
      },
    },
    async (request) =>
      listAdminOrders({ db: app.db, clock: app.clock }, { actor: request.user, ...request.query }),
  );

  app.get(
    '/orders/:id',
    {
      config: { access: ['admin'] },
      schema: {
        tags,
        summary:
          'One order with its products, addresses and refund, as its summary shows it (admin)',
        params: orderParams,
        response: { 200: adminOrderSchema, 404: errorBodySchema, ...denied },
      },
    },
    async (request) =>
      findAdminOrder({ db: app.db }, { actor: request.user, orderId: request.params.id }),
  );

  app.get(
    '/orders/:id/timeline',
    {
      config: { access: 'authenticated' },
      schema: {
        tags,
        summary: "An order's lifecycle events, oldest first (its buyer, or an admin)",
        params: orderParams,
        response: { 200: orderTimelineSchema, ...denied, 404: errorBodySchema },
      },
    },
    async (request) =>
      readOrderTimeline({ db: app.db }, { actor: request.user, orderId: request.params.id }),
  );

  app.patch(
    '/orders/:id/status',
    {
      config: { access: ['admin'] },
      schema: {
        tags,
        summary: 'Mark a pickup order ready, or complete an order (admin)',
        description:
          "`mark_ready`: a pending pickup order is ready for pickup; `complete`: a ready pickup order or a delivered order is completed. 409 with the lifecycle's sentence when the order's status rules it out. A pickup order that needsIdCheck is completed only with `idCheck` (the buyer's ID at the counter): under 21 the outcome is kept on the order and the answer is 409. docs/decisions/117.",
        params: orderParams,
        body: orderStatusBodySchema,
        response: {
          200: adminOrderSchema,
          400: errorBodySchema,
          ...denied,
          404: errorBodySchema,
          409: errorBodySchema,
        },
      },
    },
    async (request) =>
      changeOrderStatus(
        { db: app.db, clock: app.clock },
        { actor: request.user, orderId: request.params.id, ...request.body },
      ),
  );

  app.get(
    '/drivers',
    {
      config: { access: ['admin'], cache: 'console' },
      schema: {
        tags,
        summary: 'Drivers by name a page at a time, with their open orders, for assigning (admin)',
        querystring: driversQuerySchema,
        response: { 200: driversPageSchema, 400: errorBodySchema, ...denied },
      },
    },
    async (request) => listDrivers({ db: app.db }, { actor: request.user, ...request.query }),
  );

  app.get(
    '/dispatch/board',
    {
      config: { access: ['admin'], cache: 'console' },
      schema: {
        tags,
        summary:
          'Every store and open delivery, with where each is picked up and dropped off (admin)',
        response: { 200: dispatchBoardSchema, ...denied },
      },
    },
    async (request) => readDispatchBoard({ db: app.db, clock: app.clock }, { actor: request.user }),
  );

  app.post(
    '/admin/assign-instructions',
    {
      config: { access: ['admin'] },
      schema: {
        tags,
        summary: "Give a delivery order to a driver, with the driver's steps (admin)",
        description:
          "`adminId` must be the caller's own. `pickupAddress` and `deliveryAddress` are accepted and ignored: the steps use the order's own addresses. An unassigned order is assigned; an assigned one is moved to the new driver with its steps, until the driver has started (409) or picked it up (409). Send `currentDriverId` (what the screen showed) so that two admins at once cannot both succeed.",
        body: assignInstructionsBodySchema,
        response: {
          200: assignInstructionsAnswerSchema,
          400: errorBodySchema,
          ...denied,
          404: errorBodySchema,
          409: errorBodySchema,
        },
      },
    },
    async (request) => {
      const { orderId, driverId, adminId, currentDriverId } = request.body;
      return assignInstructions(
        { db: app.db },
        { actor: request.user, orderId, driverId, adminId, currentDriverId },
      );
    },
  );

  const refundDeps = {
    db: app.db,
    payments: app.payments,
    clock: app.clock,
    paidProviderSessionId,
  };
  const refused = {
    400: errorBodySchema,
    ...denied,
    404: errorBodySchema,
    409: errorBodySchema,
    502: refundFailedSchema,
  };

  app.post(
    '/orders/:id/cancel',
    {
      config: { access: ['admin'] },
      schema: {
        tags,
        summary: 'Cancel an order with a reason: stock back, payment refunded (admin)',
        description:
          "Before it is delivered or completed (409 after, or when already cancelled: of two admins at once one cancels). In one transaction the order is cancelled with an order_events row carrying `reason`, its units go back to stock and its driver's steps are removed; then the card payment is refunded through the payment provider, once however often it is asked. A refund the provider refuses answers 502 with the order cancelled and that refund 'failed' in `refunds`: POST /api/orders/{id}/refunds/{refundId}/retry tries again. docs/decisions/094, 140.",
        params: orderParams,
        body: cancelOrderBodySchema,
        response: { 200: orderChangeAnswerSchema, ...refused },
      },
    },
    async (request) =>
      cancelOrder(
        { ...refundDeps, catalogCache: app.catalogCache },
        { actor: request.user, orderId: request.params.id, reason: request.body.reason },
      ),
  );
};
