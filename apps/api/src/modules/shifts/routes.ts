import { createHash } from 'node:crypto';
import { errorBodySchema } from '@marketplace/contract/fields';
import {
  driverOnShiftSchema,
  driverShiftSchema,
  positionKeptSchema,
  positionReportSchema,
} from '@marketplace/contract/shifts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireAccess } from '../../access.js';
import { driverContacts } from '../users/driver-records.js';
import { endShift, readShift, reportPosition, startShift } from './service.js';
import { driversOnShift } from './shift-records.js';
import { streamPositions } from './stream-positions.js';

const tags = ['shifts'];
const refused = { 401: errorBodySchema, 403: errorBodySchema };

/**
 * A phone reports every 10–15 s; this leaves room for a few retries and nothing more. Counted
 * per login, not per address: drivers on one mobile carrier share a few public addresses.
 */
const POSITION_REPORTS = {
  max: 30,
  timeWindow: '1 minute',
  keyGenerator: (request: FastifyRequest) => {
    const login = request.headers.authorization;
    return login ? `login:${createHash('sha256').update(login).digest('base64url')}` : request.ip;
  },
};

/** Driver shifts and live positions (issue #33, docs/decisions/135). */
export const shiftRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = () => ({ db: app.db, clock: app.clock });

  app.get(
    '/driver/shift',
    {
      config: { access: ['driver'] },
      schema: {
        tags,
        summary: "The driver's own shift and the last position kept",
        response: { 200: driverShiftSchema, ...refused },
      },
    },
    async (request) => readShift(deps(), { actor: request.user }),
  );

  app.post(
    '/driver/shift/start',
    {
      config: { access: ['driver'] },
      schema: {
        tags,
        summary: 'Start a shift: the app shares its position from now on (idempotent)',
        response: { 200: driverShiftSchema, ...refused },
      },
    },
    async (request) => startShift(deps(), { actor: request.user }),
  );

  app.post(
    '/driver/shift/end',
    {
      config: { access: ['driver'] },
      schema: {
        tags,
        summary: 'End the shift: the last position is forgotten (idempotent)',
        response: { 200: driverShiftSchema, ...refused },
      },
    },
    async (request) => endShift(deps(), { actor: request.user }),
  );

  app.put(
    '/driver/position',
    {
      config: { access: ['driver'], rateLimit: POSITION_REPORTS },
      schema: {
        tags,
        summary: "Share the phone's position, in place of the last one (on shift only)",
        description:
          'Stamped with the server’s clock. One kept within 5 s of the last is dropped (`kept: false`). 409 CONFLICT off shift.',
        body: positionReportSchema,
        response: {
          200: positionKeptSchema,
          400: errorBodySchema,
          ...refused,
          409: errorBodySchema,
          429: errorBodySchema,
        },
      },
    },
    async (request) => reportPosition(deps(), { actor: request.user, report: request.body }),
  );

  app.get(
    '/dispatch/drivers-on-shift',
    {
      config: { access: ['admin'] },
      schema: {
        tags,
        summary: 'Every driver on shift, with their last position (admin)',
        response: { 200: z.array(driverOnShiftSchema), ...refused },
      },
    },
    async (request) => {
      await requireAccess({
        db: app.db,
        actor: request.user,
        permission: 'driverPosition.listAll',
      });
      const positions = await driversOnShift(app.db);
      const contacts = await driverContacts(
        app.db,
        positions.map((position) => position.driverId),
      );
      return positions.map((position) => ({
        ...position,
        name: contacts.get(position.driverId)?.name ?? 'Driver',
        phone: contacts.get(position.driverId)?.phone ?? null,
      }));
    },
  );

  app.get(
    '/dispatch/driver-positions/stream',
    {
      config: { access: ['admin'] },
      schema: {
        tags,
        summary: 'Drivers’ positions as they are kept, and shifts as they start and end (admin)',
        description:
          'A `text/event-stream` of `driver_position` events (DriverPosition as JSON): first where every driver on shift is now, then each kept position, start and end (`onShift: false`) of a shift. A reconnecting client starts from the present again.',
        response: refused,
      },
    },
    async (request, reply) => {
      const actor = await requireAccess({
        db: app.db,
        actor: request.user,
        permission: 'driverPosition.listAll',
      });
      streamPositions(app, request, reply, {
        actor,
        sees: () => true,
        current: () => driversOnShift(app.db),
      });
    },
  );
};
