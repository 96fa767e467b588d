import { errorBodySchema } from '@marketplace/contract/fields';
import {
  pushKeyAnswerSchema,
  pushSubscriptionAnswerSchema,
  pushSubscriptionBodySchema,
  pushUnsubscribeBodySchema,
} from '@marketplace/contract/push';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { readPushKey } from './read-push-key.js';
import { removePushSubscription } from './remove-push-subscription.js';
import { savePushSubscription } from './save-push-subscription.js';

const tags = ['push'];
const refused = { 401: errorBodySchema, 403: errorBodySchema };

/** Push notifications on the caller's own devices (issue #36, docs/decisions/144). */
export const pushRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/push/key',
    {
      config: { access: 'authenticated' },
      schema: {
        tags,
        summary: 'The VAPID public key browsers subscribe with (applicationServerKey)',
        response: { 200: pushKeyAnswerSchema, ...refused },
      },
    },
    async (request) => readPushKey({ db: app.db, push: app.webPush }, { actor: request.user }),
  );

  app.post(
    '/push/subscriptions',
    {
      config: { access: 'authenticated' },
      schema: {
        tags,
        summary: 'This browser takes the caller’s notifications (its PushSubscription JSON)',
        description:
          'The same endpoint again updates it; one another person subscribed becomes the caller’s. A person keeps ten devices: an eleventh drops the one subscribed longest ago.',
        body: pushSubscriptionBodySchema,
        response: { 200: pushSubscriptionAnswerSchema, 400: errorBodySchema, ...refused },
      },
    },
    async (request) =>
      savePushSubscription(
        { db: app.db, clock: app.clock },
        {
          actor: request.user,
          subscription: request.body,
          userAgent: request.headers['user-agent'],
        },
      ),
  );

  app.delete(
    '/push/subscriptions',
    {
      config: { access: 'authenticated' },
      schema: {
        tags,
        summary: 'This browser takes no more of the caller’s notifications',
        body: pushUnsubscribeBodySchema,
        response: {
          204: z.null().describe('Unsubscribed.'),
          400: errorBodySchema,
          ...refused,
          404: errorBodySchema,
        },
      },
    },
    async (request, reply) => {
      await removePushSubscription(
        { db: app.db },
        { actor: request.user, endpoint: request.body.endpoint },
      );
      return reply.code(204).send(null);
    },
  );
};
