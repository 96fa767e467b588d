import { errorBodySchema } from '@marketplace/contract/fields';
import { savedAddressSchema } from '@marketplace/contract/saved-addresses';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { listSavedAddresses } from './service.js';

export const savedAddressesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/addresses',
    {
      config: { access: 'authenticated' },
      schema: {
        tags: ['addresses'],
        summary: "The user's saved delivery addresses, newest first",
        response: { 200: z.array(savedAddressSchema), 401: errorBodySchema },
      },
    },
    async (request) => listSavedAddresses({ db: app.db }, { actor: request.user }),
  );
};
