import type { FastifyReply } from 'fastify';

/**
 * Sends JSON text as it is: Fastify serializes a reply only when it is not a string already. For
 * answers the database writes as JSON (the catalogue's, decision 104; the console's lists).
 */
export function sendJson(reply: FastifyReply, json: string): FastifyReply {
  return reply.type('application/json; charset=utf-8').send(json);
}
