import type { FastifyInstance } from 'fastify';

/**
 * Marks every route later registered in this encapsulated context as public. For plugins that
 * register routes we cannot give a `config.access` ourselves (static files, the API docs).
 */
export function allowEveryone(context: FastifyInstance): void {
  context.addHook('onRoute', (route) => {
    route.config = { ...route.config, access: 'public' };
  });
}
