import { errorBodySchema, idParamSchema } from '@marketplace/contract/fields';
import {
  assignRunBodySchema,
  dispatchSuggestionsSchema,
  moveRunBodySchema,
  orderEtaSchema,
  runChangeAnswerSchema,
} from '@marketplace/contract/runs';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { assignRun } from './assign-run.js';
import { moveRun } from './move-run.js';
import { readOrderEta } from './order-eta.js';
import { readSuggestions } from './read-suggestions.js';

const tags = ['dispatch'];
const denied = { 401: errorBodySchema, 403: errorBodySchema };
const refused = { 400: errorBodySchema, ...denied, 404: errorBodySchema, 409: errorBodySchema };

/** Suggestions, runs and moving a run (issue #34, docs/decisions/137). */
export const runRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/dispatch/suggestions',
    {
      // Not the console cache: suggestions follow drivers' positions and the clock, not only
      // orders and users; computed fresh they cost a few milliseconds (docs/performance.md).
      config: { access: ['admin'] },
      schema: {
        tags,
        summary:
          'The best drivers for each unassigned delivery, runs worth making, late ETAs (admin)',
        description:
          'Travel times from the routing provider (OSRM when ROUTING_URL is set, the straight-line model otherwise). Drivers without a position or at capacity are not suggested.',
        response: { 200: dispatchSuggestionsSchema, ...denied },
      },
    },
    async (request) =>
      readSuggestions(
        { db: app.db, clock: app.clock, routing: app.roadRouting },
        { actor: request.user },
      ),
  );

  app.post(
    '/dispatch/runs',
    {
      config: { access: ['admin'] },
      schema: {
        tags,
        summary: 'Give several unassigned deliveries to one driver as one run, all or none (admin)',
        description:
          "409 when any of them is no longer unassigned (of two admins at once, one succeeds) or has no map position. The driver's steps: every pick-up, then the doors in the planned order.",
        body: assignRunBodySchema,
        response: { 200: runChangeAnswerSchema, ...refused },
      },
    },
    async (request) =>
      assignRun(
        { db: app.db, clock: app.clock, routing: app.roadRouting },
        { actor: request.user, ...request.body },
      ),
  );

  app.post(
    '/dispatch/drivers/:driverId/move-run',
    {
      config: { access: ['admin'] },
      schema: {
        tags,
        summary: 'Move every order a driver has not started to another driver (admin)',
        description:
          'Orders already started or picked up stay with the first driver (`kept`). 409 when there is nothing to move.',
        params: z.strictObject({ driverId: idParamSchema }),
        body: moveRunBodySchema,
        response: { 200: runChangeAnswerSchema, ...refused },
      },
    },
    async (request) =>
      moveRun(
        { db: app.db },
        {
          actor: request.user,
          fromDriverId: request.params.driverId,
          toDriverId: request.body.toDriverId,
        },
      ),
  );

  app.get(
    '/orders/:id/eta',
    {
      config: { access: 'authenticated' },
      schema: {
        tags,
        summary: 'When a delivery should reach its door (its buyer, or an admin)',
        description:
          "From its driver's position through the stops they make first; `arrivesAt` null while no driver has it or their phone shares no position.",
        params: z.strictObject({ id: idParamSchema }),
        response: { 200: orderEtaSchema, ...denied, 404: errorBodySchema },
      },
    },
    async (request) =>
      readOrderEta(
        { db: app.db, clock: app.clock, routing: app.roadRouting },
        { actor: request.user, orderId: request.params.id },
      ),
  );
};
