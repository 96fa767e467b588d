import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

export const productManagementRoutes: FastifyPluginAsyncZod = async () => {};
