import {
  completeInstructionAnswerSchema,
  completeInstructionBodySchema,
  completeInstructionParamsSchema,
  completeOrderAnswerSchema,
  completeOrderBodySchema,
  driverDeliveriesSchema,
  driverStepsSchema,
} from '@marketplace/contract/driver';
import { errorBodySchema, idParamSchema } from '@marketplace/contract/fields';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { completeDriverOrder } from './complete-driver-order.js';
import { completeInstruction } from './complete-instruction.js';
import { listDriverDeliveries } from './list-driver-deliveries.js';
import { listDriverSteps } from './list-driver-steps.js';

const tags = ['driver'];
const refused = {
  400: errorBodySchema,
  401: errorBodySchema,
  403: errorBodySchema,
  404: errorBodySchema,
  409: errorBodySchema,
};

/**
 * The driver's app (SPEC §7, docs/decisions/095): a driver works only their own steps, named by
 * their driverId (an admin may act for any driver).
 */
export const driverRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/instructions/:driverId',
    {
      config: { access: ['driver', 'admin'] },
      schema: {
        tags,
        summary: "A driver's open steps, grouped by order, in sequence (the driver, or an admin)",
        description:
          'The steps of the orders assigned to this driver and not yet completed (assigned, picked up, and delivered in the last 12 hours, awaiting Complete Order), the earliest window first; each step carries what the driver needs of its order.',
        params: z.strictObject({ driverId: idParamSchema }),
        response: { 200: driverStepsSchema, 401: errorBodySchema, 403: errorBodySchema },
      },
    },
    async (request) =>
      listDriverSteps(
        { db: app.db, clock: app.clock },
        { actor: request.user, driverId: request.params.driverId },
      ),
  );

  app.patch(
    '/drivers/:driverId/orders/:orderId/instructions/:instructionId',
    {
      config: { access: ['driver', 'admin'] },
      schema: {
        tags,
        summary: 'Mark a step done, with bag labels on the bag step (the driver, or an admin)',
        description:
          'Steps are done in sequence (409 for one whose turn has not come). Repeating a done step answers the same and records nothing. The first step marks the order picked up and the last delivered, each with an order event. Optional `bagIds`: the bag labels.',
        params: completeInstructionParamsSchema,
        body: completeInstructionBodySchema,
        response: { 200: completeInstructionAnswerSchema, ...refused },
      },
    },
    async (request) =>
      completeInstruction(
        { db: app.db, clock: app.clock, files: app.files, routing: app.roadRouting },
        { actor: request.user, ...request.params, ...request.body },
      ),
  );

  app.patch(
    '/orders/:orderId/complete',
    {
      config: { access: ['driver', 'admin'] },
      schema: {
        tags,
        summary: "The driver's 'Complete Order', after every step (the driver, or an admin)",
        description:
          '409 while a step is still pending. A completed order asked again answers the same.',
        params: z.strictObject({ orderId: idParamSchema }),
        body: completeOrderBodySchema,
        response: { 200: completeOrderAnswerSchema, ...refused },
      },
    },
    async (request) =>
      completeDriverOrder(
        { db: app.db },
        { actor: request.user, orderId: request.params.orderId, ...request.body },
      ),
  );

  app.get(
    '/drivers/:driverId/deliveries',
    {
      config: { access: ['driver', 'admin'] },
      schema: {
        tags,
        summary: "A driver's handed-over orders, the latest first (the driver, or an admin)",
        description:
          'The history table: when each was delivered, its store, address and the tip (100% the driver’s). At most 50.',
        params: z.strictObject({ driverId: idParamSchema }),
        response: { 200: driverDeliveriesSchema, 401: errorBodySchema, 403: errorBodySchema },
      },
    },
    async (request) =>
      listDriverDeliveries(
        { db: app.db },
        { actor: request.user, driverId: request.params.driverId },
      ),
  );
};
