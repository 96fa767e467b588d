import { errorBodySchema, idParamSchema } from '@marketplace/contract/fields';
import { roleSchema, userSchema } from '@marketplace/contract/users';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { changeRole, findCustomer, listUsers } from './service.js';
import { toUserJson } from './user-json.js';

const adminErrors = { 401: errorBodySchema, 403: errorBodySchema };

export const usersRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/users',
    {
      config: { access: ['admin'] },
      schema: {
        tags: ['users'],
        summary: 'Every user, oldest first (admin)',
        response: { 200: z.array(userSchema), ...adminErrors },
      },
    },
    async (request) => {
      const users = await listUsers({ db: app.db }, { actor: request.user });
      return users.map(toUserJson);
    },
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
};
