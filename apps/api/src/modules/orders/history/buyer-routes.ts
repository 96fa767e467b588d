import { errorBodySchema, idParamSchema } from '@marketplace/contract/fields';
import { orderSchema } from '@marketplace/contract/orders';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { findOrder } from './find-order.js';
import { listOrderHistory } from './list-order-history.js';
import { readDeliveryPhoto } from './read-delivery-photo.js';

const errors = { 401: errorBodySchema, 403: errorBodySchema };

export const ordersRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/order-history/:id',
    {
      config: { access: 'authenticated' },
      schema: {
        tags: ['orders'],
        summary: "A buyer's orders, newest first (own id, or any id for an admin)",
        description:
          '`id` is the buyer id or the user id. A non-admin may name only their own ids and sees the orders placed under them; an admin sees the orders of the buyer or user with that id. At most 500, newest first.',
        params: z.strictObject({ id: idParamSchema }),
        response: { 200: z.array(orderSchema), ...errors },
      },
    },
    async (request) =>
      listOrderHistory(
        { db: app.db },
        { actor: request.user, buyerId: request.params.id, userId: request.params.id },
      ),
  );

  app.get(
    '/order-history/:buyerId/:userId',
    {
      config: { access: 'authenticated' },
      schema: {
        tags: ['orders'],
        summary: "The buyer dashboard's order history, newest first",
        description:
          "Orders whose buyerId is `buyerId` or whose userId is `userId`. A non-admin must name their own ids (403 otherwise); an admin may name anyone's. At most 500, newest first.",
        params: z.strictObject({ buyerId: idParamSchema, userId: idParamSchema }),
        response: { 200: z.array(orderSchema), ...errors },
      },
    },
    async (request) =>
      listOrderHistory(
        { db: app.db },
        { actor: request.user, buyerId: request.params.buyerId, userId: request.params.userId },
      ),
  );

  app.get(
    '/order/:id',
    {
      config: { access: 'authenticated' },
      schema: {
        tags: ['orders'],
        summary: 'One order: its buyer (the confirmation page) or an admin',
        params: z.strictObject({ id: idParamSchema }),
        response: { 200: orderSchema, ...errors, 404: errorBodySchema },
      },
    },
    async (request) =>
      findOrder({ db: app.db }, { actor: request.user, orderId: request.params.id }),
  );

  app.get(
    '/order/:id/delivery-photo',
    {
      config: { access: 'authenticated' },
      schema: {
        tags: ['orders'],
        summary: "The hand-over's photo: for the order's buyer, its driver and admins",
        description:
          "Delivery photos are private (a buyer's door): never at a public address, read here with the bearer token. docs/decisions/122.",
        params: z.strictObject({ id: idParamSchema }),
        response: {
          200: z.any().describe('The image: image/jpeg, image/png, image/webp or image/avif.'),
          ...errors,
          404: errorBodySchema,
        },
      },
    },
    async (request, reply) => {
      const file = await readDeliveryPhoto(
        { db: app.db, files: app.files },
        { actor: request.user, orderId: request.params.id },
      );
      return reply
        .type(file.contentType)
        .header('content-length', file.size)
        .header('content-security-policy', "default-src 'none'")
        .send(file.stream);
    },
  );
};
