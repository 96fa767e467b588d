import { errorBodySchema } from '@marketplace/contract/fields';
import {
  textMessagesAnswerSchema,
  textMessagesQuerySchema,
} from '@marketplace/contract/text-messages';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { listTextMessages } from './list-text-messages.js';

/** The text-message outbox, for the admin (issue #15, docs/decisions/098). */
export const textMessageRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/admin/notifications',
    {
      config: { access: ['admin'] },
      schema: {
        tags: ['notifications'],
        summary: 'The text messages orders owed, newest first, with how each went (admin)',
        description:
          'Sent, waiting to be tried again (with why the last try failed), failed after the last try, or opted out (the recipient replied STOP). Pages with `before` (the previous answer’s `nextBefore`).',
        querystring: textMessagesQuerySchema,
        response: {
          200: textMessagesAnswerSchema,
          400: errorBodySchema,
          401: errorBodySchema,
          403: errorBodySchema,
        },
      },
    },
    async (request) => listTextMessages({ db: app.db }, { actor: request.user, ...request.query }),
  );
};
