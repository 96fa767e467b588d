import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorBodySchema } from '../../schemas.js';
import { listSavedAddresses } from './service.js';

const savedAddressSchema = z
  .object({
    _id: z.string(),
    fullname: z.string(),
    contact: z.string(),
    street1: z.string(),
    street2: z.string(),
    aptHouseNo: z.string().nullable(),
    city: z.string(),
    state: z.string(),
    zipcode: z.string(),
    latitude: z.number().nullable(),
    longitude: z.number().nullable(),
    isServiceable: z
      .boolean()
      .describe("Whether we deliver there now; the checkout shows '(Unavailable)' when not."),
  })
  .meta({ id: 'SavedAddress', description: 'A delivery address the user has ordered to.' });

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
