import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

export const productCategoryRoutes: FastifyPluginAsyncZod = async () => {};
