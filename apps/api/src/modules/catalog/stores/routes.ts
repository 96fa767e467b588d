import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

export const storeManagementRoutes: FastifyPluginAsyncZod = async () => {};
