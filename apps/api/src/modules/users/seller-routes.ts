import { errorBodySchema } from '@marketplace/contract/fields';
import {
  createSellerAnswerSchema,
  createSellerBodySchema,
  sellerChoicesQuerySchema,
  sellerChoicesSchema,
  sellersPageSchema,
  sellersQuerySchema,
} from '@marketplace/contract/sellers';
import { SELLER_CREATED } from '@marketplace/core/constants/messages';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { createSeller } from './create-seller.js';
import { listSellerChoices, listSellers } from './list-sellers.js';
import type { StoreCountsBySeller } from './seller-json.js';

const tags = ['sellers'];
const adminErrors = { 401: errorBodySchema, 403: errorBodySchema };

/**
 * The admin's sellers (SPEC §7 /sellers, /create-seller). A seller is a user: the users module
 * answers for them; their store counts come from the catalogue.
 */
export const sellerRoutes: FastifyPluginAsyncZod<{
  storeCountsBySeller: StoreCountsBySeller;
}> = async (app, { storeCountsBySeller }) => {
  const deps = { db: app.db, storeCountsBySeller };
  app.get(
    '/sellers',
    {
      config: { access: ['admin'], cache: 'console' },
      schema: {
        tags,
        summary: 'Sellers by name a page at a time, with their store counts (admin)',
        querystring: sellersQuerySchema,
        response: { 200: sellersPageSchema, 400: errorBodySchema, ...adminErrors },
      },
    },
    async (request) => listSellers(deps, { actor: request.user, ...request.query }),
  );

  app.get(
    '/sellers/choices',
    {
      config: { access: ['admin', 'dataentry'], cache: 'console' },
      schema: {
        tags,
        summary:
          'Whom a new store can be for: the first sellers by name matching q, with their seller id (staff)',
        querystring: sellerChoicesQuerySchema,
        response: { 200: sellerChoicesSchema, 400: errorBodySchema, ...adminErrors },
      },
    },
    async (request) => listSellerChoices({ db: app.db }, { actor: request.user, ...request.query }),
  );

  app.post(
    '/create-seller',
    {
      config: { access: ['admin'] },
      schema: {
        tags,
        summary: 'Make a phone a seller: a new user, or an existing one whose role becomes seller',
        description:
          "An existing account keeps its names, e-mail and other role ids (blank names or e-mail are filled in) and its old seller id if it had one. 409 when the phone is a seller already, or is the last admin's.",
        body: createSellerBodySchema,
        response: {
          200: createSellerAnswerSchema,
          400: errorBodySchema,
          ...adminErrors,
          409: errorBodySchema,
        },
      },
    },
    async (request) => {
      const { seller, isExistingUser } = await createSeller(deps, {
        actor: request.user,
        seller: request.body,
      });
      return { status: 200 as const, message: SELLER_CREATED, seller, isExistingUser };
    },
  );
};
