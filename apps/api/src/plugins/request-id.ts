import { randomUUID } from 'node:crypto';
import {
  type FastifyServerOptions,
  LogController,
  type RawRequestDefaultExpression,
} from 'fastify';
import fp from 'fastify-plugin';

/**
 * An id a proxy (or a client retrying) already gave the request is kept, so one id follows it
 * from the proxy's log to ours; only a short plain token is taken, never text that could forge
 * a log line or carry a person's details.
 */
const GIVEN_ID = /^[A-Za-z0-9._:-]{8,64}$/;

export const REQUEST_ID_HEADER = 'x-request-id';

/**
 * Fastify's options for request ids (issue #36): every request has one, on every log line it
 * writes (`requestId`), in the `X-Request-Id` header of its answer and in the body of any error,
 * so a buyer's "it said something went wrong" leads to the log lines of that very request.
 */
export function requestIdOptions(): Pick<
  FastifyServerOptions,
  'genReqId' | 'requestIdHeader' | 'logController'
> {
  return {
    requestIdHeader: false,
    logController: new LogController({ requestIdLogLabel: 'requestId' }),
    genReqId: (request: RawRequestDefaultExpression) => {
      const given = request.headers[REQUEST_ID_HEADER];
      return typeof given === 'string' && GIVEN_ID.test(given) ? given : randomUUID();
    },
  };
}

/** Tells the client its request's id on every answer, errors and pages alike. */
export const requestIdPlugin = fp(
  async (app) => {
    app.addHook('onRequest', async (request, reply) => {
      reply.header(REQUEST_ID_HEADER, request.id);
    });
  },
  { name: 'request-id' },
);
