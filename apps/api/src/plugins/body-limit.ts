import type { IncomingMessage } from 'node:http';
import fp from 'fastify-plugin';

/**
 * How much of a refused body is read and thrown away before answering. An honest client that sent
 * too much gets its answer; an endless upload is cut off at whichever bound comes first.
 */
export const DISCARD_LIMIT_BYTES = 10 * 1024 * 1024;
export const DISCARD_TIMEOUT_MS = 10_000;

/**
 * An answer given before the body was all read: Fastify refuses an oversized body as soon as it
 * knows (from Content-Length, or once the limit is passed), and a route may refuse a request
 * before reading its body (an upload to a link that is not valid). Node then closes the socket
 * with the rest of the upload unread, which makes the kernel reset the connection; a client that
 * is still writing sees ECONNRESET or EPIPE and never reads the answer. So the rest of the body
 * is read first: once the upload is complete, the answer can be read and the connection closes
 * cleanly.
 */
export const bodyLimitPlugin = fp(
  async (app) => {
    app.addHook('onError', async (request, reply, error) => {
      // Node's `complete`: the whole request has arrived. (An injected request, which has no
      // connection to keep, has no such flag.)
      if (request.raw.complete !== false) return;
      const drained = await discardRest(request.raw);
      if (!drained) reply.header('connection', 'close');
      // Fastify asks to close after an oversized body because unread input may follow; once it
      // is all read, the connection is as good as any other and the client may keep it.
      else if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') reply.removeHeader('connection');
    });
  },
  { name: 'body-limit' },
);

/** Reads the request to its end within the bounds; false when it had to give up. */
function discardRest(raw: IncomingMessage): Promise<boolean> {
  if (raw.complete) return Promise.resolve(true);
  if (raw.destroyed) return Promise.resolve(false);
  return new Promise((resolve) => {
    let discarded = 0;
    const settle = (drained: boolean) => {
      clearTimeout(timer);
      raw.off('data', count);
      raw.off('end', onEnd);
      raw.off('close', onClose);
      raw.off('error', onClose);
      resolve(drained);
    };
    const count = (chunk: Buffer) => {
      discarded += chunk.length;
      if (discarded > DISCARD_LIMIT_BYTES) settle(false);
    };
    const onEnd = () => settle(true);
    // The client hung up: nothing is left to read and no one to answer.
    const onClose = () => settle(raw.complete);
    const timer = setTimeout(() => settle(false), DISCARD_TIMEOUT_MS);
    raw.on('data', count);
    raw.once('end', onEnd);
    raw.once('close', onClose);
    raw.once('error', onClose);
  });
}
