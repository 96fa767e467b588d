import { addressSuggestionSchema, mapStyleSchema } from '@marketplace/contract/addresses';
import { errorBodySchema } from '@marketplace/contract/fields';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { autocompleteAddress } from './service.js';

/** Per client IP: typing sends one request per pause; a real provider bills each one. */
const PER_IP = { max: 120, timeWindow: '1 minute' };

export const addressesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/address-autocomplete',
    {
      config: { access: 'public', rateLimit: PER_IP },
      schema: {
        tags: ['addresses'],
        summary: 'Address suggestions for typed text (empty under 3 characters)',
        querystring: z.strictObject({ q: z.string().max(1000).default('') }),
        response: {
          200: z.array(addressSuggestionSchema),
          400: errorBodySchema,
          429: errorBodySchema,
          502: errorBodySchema,
        },
      },
    },
    async (request) => autocompleteAddress({ geocoder: app.geocoder }, { q: request.query.q }),
  );

  app.get(
    '/map-style',
    {
      config: { access: 'public' },
      schema: {
        tags: ['addresses'],
        summary: 'The style every map of the app is drawn with (issue #33)',
        response: { 200: mapStyleSchema },
      },
    },
    async () => ({ styleUrl: app.config.map.styleUrl }),
  );
};
