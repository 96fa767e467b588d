import { type Server, STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { ErrorBody } from '@marketplace/contract/errors';
import type { FastifyHttpOptions } from 'fastify';

/**
 * How long a client may take to send a request (docs/decisions/116). Sized for a phone on a poor
 * network: headers are small, so 15 s; the whole request, body included, 120 s, which carries a
 * 5 MB photo at about 350 kbit/s. A client slower than that, or one that stops half-way, is
 * answered 408 and its connection closed, so slow clients cannot hold connections for ever.
 */
export type RequestTimeouts = {
  headersMs: number;
  requestMs: number;
  /** How often Node looks for requests past their time (its own default is 30 s). */
  checkEveryMs: number;
};

export const REQUEST_TIMEOUTS: RequestTimeouts = {
  headersMs: 15_000,
  requestMs: 120_000,
  checkEveryMs: 1_000,
};

export const REQUEST_TIMEOUT_MESSAGE =
  'The request took too long to arrive. Please check your connection and try again.';

/** Fastify's options for the HTTP server it makes: the timeouts, and errors as our JSON. */
export function httpServerOptions(
  timeouts: RequestTimeouts,
): Pick<FastifyHttpOptions<Server>, 'requestTimeout' | 'http' | 'clientErrorHandler'> {
  return {
    requestTimeout: timeouts.requestMs,
    http: {
      headersTimeout: Math.min(timeouts.headersMs, timeouts.requestMs),
      connectionsCheckingInterval: timeouts.checkEveryMs,
    },
    clientErrorHandler: answerClientError,
  };
}

/** Node's socket, with the response in progress on it, if any. */
type ServerSocket = Socket & { _httpMessage?: { headersSent?: boolean } | null };

/**
 * What Node could not hand to Fastify (a request past its time, headers too large, bytes that are
 * not HTTP) is answered in the API's error shape, unless an answer has begun, and the connection
 * closed.
 */
function answerClientError(error: NodeJS.ErrnoException, socket: ServerSocket): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const [status, body] = clientErrorAnswer(error.code);
  if (socket.writable && !socket._httpMessage?.headersSent) {
    const json = JSON.stringify(body);
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(json)}\r\nConnection: close\r\n\r\n${json}`,
    );
  }
  socket.destroy();
}

function clientErrorAnswer(code: string | undefined): [number, ErrorBody] {
  switch (code) {
    case 'ERR_HTTP_REQUEST_TIMEOUT':
      return [408, { error: REQUEST_TIMEOUT_MESSAGE, code: 'REQUEST_TIMEOUT' }];
    case 'HPE_HEADER_OVERFLOW':
      return [431, { error: 'The request headers are too large.', code: 'HEADERS_TOO_LARGE' }];
    default:
      return [400, { error: 'The request is not valid HTTP.', code: 'BAD_REQUEST' }];
  }
}
