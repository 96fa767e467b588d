import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

export const catalogAuditRoutes: FastifyPluginAsyncZod = async () => {};
