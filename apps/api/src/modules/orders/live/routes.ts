import { errorBodySchema, idParamSchema } from '@marketplace/contract/fields';
import { driverPositionSchema } from '@marketplace/contract/shifts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { readDriverOnTheWay, streamDriverOnTheWay } from './driver-on-the-way.js';
import { streamAudience, streamOrderEvents } from './stream-order-events.js';

const tags = ['live'];
const refused = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema };
const resumeQuery = z.strictObject({
  lastEventId: z
    .string()
    .regex(/^\d{1,15}$/, 'lastEventId must be the id of an event.')
    .optional()
    .describe('Where to resume, for clients that cannot send the Last-Event-ID header.'),
});
const STREAM_DESCRIPTION =
  'A `text/event-stream`: each `order_event` carries an OrderEvent as JSON and its id. A client that reconnects with `Last-Event-ID` (or `?lastEventId=`) first receives what it missed, or one `reset` event when it missed too much to replay (read everything again). A comment line every 15 s keeps proxies from closing it. The stream closes when the user’s role changes, and reopening checks it again.';

/** Live order status (issue #15, docs/decisions/097): Server-Sent Events of order events. */
export const liveOrderRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/orders/:id/events',
    {
      config: { access: 'authenticated' },
      schema: {
        tags,
        summary: "One order's events as they happen (its buyer, or an admin)",
        description: STREAM_DESCRIPTION,
        params: z.strictObject({ id: idParamSchema }),
        querystring: resumeQuery,
        response: { ...refused, 404: errorBodySchema },
      },
    },
    async (request, reply) => {
      const audience = await streamAudience(
        { db: app.db },
        { actor: request.user, orderId: request.params.id },
      );
      streamOrderEvents(app, request, reply, audience, request.query.lastEventId);
    },
  );

  app.get(
    '/orders/stream',
    {
      config: { access: ['admin', 'seller', 'driver', 'buyer'] },
      schema: {
        tags,
        summary:
          'Order events as they happen: all (admin), your stores’ (seller), your deliveries (driver), your orders (buyer)',
        description: STREAM_DESCRIPTION,
        querystring: resumeQuery,
        response: refused,
      },
    },
    async (request, reply) => {
      const audience = await streamAudience({ db: app.db }, { actor: request.user });
      streamOrderEvents(app, request, reply, audience, request.query.lastEventId);
    },
  );

  app.get(
    '/orders/:id/driver-position',
    {
      config: { access: 'authenticated' },
      schema: {
        tags,
        summary: 'Where the driver bringing this order is, while it is out for delivery',
        description:
          'Its buyer, or an admin; only while the order is picked up (404 before and after). `onShift: false` with no coordinates when the driver’s phone shares none.',
        params: z.strictObject({ id: idParamSchema }),
        response: { 200: driverPositionSchema, ...refused, 404: errorBodySchema },
      },
    },
    async (request) =>
      readDriverOnTheWay(app.db, { actor: request.user, orderId: request.params.id }),
  );

  app.get(
    '/orders/:id/driver-position/stream',
    {
      config: { access: 'authenticated' },
      schema: {
        tags,
        summary: 'The driver bringing this order, live, while it is out for delivery',
        description:
          'A `text/event-stream` of `driver_position` events for the order’s driver, starting with where they are now. It closes at the order’s next event (delivered, returned…); reconnecting is refused (404) once the order is no longer on its way.',
        params: z.strictObject({ id: idParamSchema }),
        response: { ...refused, 404: errorBodySchema },
      },
    },
    async (request, reply) =>
      streamDriverOnTheWay(app, request, reply, {
        actor: request.user,
        orderId: request.params.id,
      }),
  );
};
