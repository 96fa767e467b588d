import { errorBodySchema, idParamSchema } from '@marketplace/contract/fields';
import {
  endedSessionsAnswerSchema,
  roleChangesAnswerSchema,
  roleChangesBodySchema,
  roleSchema,
  userSchema,
  usersPageSchema,
  usersQuerySchema,
} from '@marketplace/contract/users';
import { sessionsEnded } from '@marketplace/core/constants/messages';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { changeRole, changeRoles } from './change-roles.js';
import { listUsers } from './list-users.js';
import { currentUser, findCustomer } from './service.js';
import { endSessionsOfUser } from './sessions.js';
import { toUserJson } from './user-json.js';

const adminErrors = { 401: errorBodySchema, 403: errorBodySchema };

export const usersRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/me',
    {
      config: { access: 'authenticated' },
      schema: {
        tags: ['users'],
        summary:
          'The logged-in user as the server knows them now: the web refreshes its stored session with it on each page load, so a role change shows at once',
        response: { 200: userSchema, 401: errorBodySchema },
      },
    },
    async (request) => toUserJson(currentUser({ actor: request.user })),
  );

  app.get(
    '/users',
    {
      config: { access: ['admin'], cache: 'console' },
      schema: {
        tags: ['users'],
        summary: 'A page of users, oldest account first, with counts per role (admin)',
        description:
          'Filters by `role` and by `q` (part of the name, or digits of the phone). Pages with ' +
          "`after` (the previous answer's `nextAfter`) and `limit`; `counts` follow `q`, not `role`.",
        querystring: usersQuerySchema,
        response: { 200: usersPageSchema, 400: errorBodySchema, ...adminErrors },
      },
    },
    async (request) => listUsers({ db: app.db }, { actor: request.user, ...request.query }),
  );

  app.patch(
    '/users/roles',
    {
      config: { access: ['admin'] },
      schema: {
        tags: ['users'],
        summary: "Set several users' roles at once, all or none (admin)",
        description:
          "SPEC §4 'Save Changes': one transaction. A missing user, a user listed twice, or a " +
          'save that would leave no admin changes nothing.',
        body: roleChangesBodySchema,
        response: {
          200: roleChangesAnswerSchema,
          400: errorBodySchema,
          ...adminErrors,
          404: errorBodySchema,
          409: errorBodySchema,
        },
      },
    },
    async (request) =>
      changeRoles({ db: app.db }, { actor: request.user, changes: request.body.changes }),
  );

  app.patch(
    '/toggle-role/:id',
    {
      config: { access: ['admin'] },
      schema: {
        tags: ['users'],
        summary: "Set a user's role (admin)",
        params: z.strictObject({ id: idParamSchema }),
        body: z.strictObject({ role: roleSchema }),
        response: {
          200: userSchema,
          400: errorBodySchema,
          ...adminErrors,
          404: errorBodySchema,
          409: errorBodySchema,
        },
      },
    },
    async (request) => {
      const user = await changeRole(
        { db: app.db },
        { actor: request.user, userId: request.params.id, role: request.body.role },
      );
      return toUserJson(user);
    },
  );

  app.get(
    '/user-buyer/:id',
    {
      config: { access: ['admin'] },
      schema: {
        tags: ['users'],
        summary: 'The customer with this buyer id or user id (admin)',
        params: z.strictObject({ id: idParamSchema }),
        response: { 200: userSchema, ...adminErrors, 404: errorBodySchema },
      },
    },
    async (request) =>
      toUserJson(
        await findCustomer({ db: app.db }, { actor: request.user, id: request.params.id }),
      ),
  );

  app.delete(
    '/users/:id/sessions',
    {
      config: { access: ['admin'] },
      schema: {
        tags: ['users'],
        summary: 'Log a user out everywhere: every login of theirs ends (admin)',
        description:
          'Each of their session tokens is refused from the next request on every instance, and their open live streams close. docs/decisions/121.',
        params: z.strictObject({ id: idParamSchema }),
        response: {
          200: endedSessionsAnswerSchema,
          400: errorBodySchema,
          ...adminErrors,
          404: errorBodySchema,
        },
      },
    },
    async (request) => {
      const ended = await endSessionsOfUser(
        { db: app.db, clock: app.clock },
        { actor: request.user, userId: request.params.id },
      );
      return { ended, message: sessionsEnded(ended) };
    },
  );
};
