import type { FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from './errors.js';

/**
 * A Server-Sent Events stream (plain `text/event-stream`, docs/decisions/097) on a request the
 * route has already authorised. Each event carries its id, so a client that reconnects says
 * where it was (`Last-Event-ID`); a comment line every `heartbeatMs` keeps proxies from closing
 * an idle stream; and a client that does not read is cut off once `maxBufferedBytes` wait for
 * it, so one slow phone never holds the others up or grows the server's memory: it reconnects
 * and catches up from its last id.
 */
export type EventStream = {
  /** Sends an event framed once by `eventFrame`, so many streams share one string. */
  sendFrame(frame: string): void;
  send(event: { id: string; type: string; data: unknown }): void;
  /** Ends the stream; the client reconnects after `retryMs` (a role change, a shutdown). */
  close(): void;
  /** Resolves when the stream has ended, whoever ended it. */
  readonly closed: Promise<void>;
};

export type EventStreamOptions = { heartbeatMs: number; retryMs: number; maxBufferedBytes: number };

export const EVENT_STREAM_DEFAULTS: EventStreamOptions = {
  heartbeatMs: 15_000,
  retryMs: 3_000,
  maxBufferedBytes: 256 * 1024,
};

export function openEventStream(
  request: FastifyRequest,
  reply: FastifyReply,
  options: EventStreamOptions = EVENT_STREAM_DEFAULTS,
): EventStream {
  reply.hijack();
  const response = reply.raw;
  response.writeHead(200, {
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-cache, no-transform',
    connection: 'keep-alive',
    // nginx and similar proxies: pass each event on as it comes.
    'x-accel-buffering': 'no',
  });
  let open = true;
  let ended: () => void = () => {};
  const closed = new Promise<void>((resolve) => {
    ended = resolve;
  });

  const finish = () => {
    if (!open) return;
    open = false;
    clearInterval(heartbeat);
    ended();
  };
  const write = (chunk: string) => {
    if (!open) return;
    response.write(chunk);
    if (response.writableLength > options.maxBufferedBytes) {
      request.log.info('Event stream: the client does not read; closing it to resume later.');
      finish();
      response.destroy();
    }
  };

  const heartbeat = setInterval(() => write(': keep-alive\n\n'), options.heartbeatMs);
  heartbeat.unref();
  request.raw.on('close', finish);
  response.on('close', finish);
  write(`retry: ${options.retryMs}\n\n`);

  return {
    sendFrame: write,
    send: (event) => write(eventFrame(event)),
    close() {
      if (!open) return;
      // The hint again as the last word: a client that reconnects now may reach another instance.
      response.write(`retry: ${options.retryMs}\n\n`);
      finish();
      response.end();
    },
    closed,
  };
}

/** An event as the stream carries it; JSON holds no raw newline, so the data is one line. */
export function eventFrame({
  id,
  type,
  data,
}: {
  id: string;
  type: string;
  data: unknown;
}): string {
  return `id: ${id}\nevent: ${type}\ndata: ${JSON.stringify(data)}\n\n`;
}

/**
 * Streams one user may hold open on one instance, of each kind: a few tabs and devices. A browser
 * opens at most six connections to a host over HTTP/1.1 anyway; more is a client stuck in a loop,
 * or abuse.
 */
export const STREAMS_PER_USER = 6;
export const TOO_MANY_STREAMS =
  'Too many live connections are open for this account. Close a tab or two and try again.';

/**
 * Opens a logged-in user's stream: refused (429) when they already hold STREAMS_PER_USER open on
 * this instance, and closed when the login it was opened with expires, so the client's
 * reconnection meets the expired token (401) as any request would.
 */
export function openUserStream(
  request: FastifyRequest,
  reply: FastifyReply,
  options: EventStreamOptions,
  openForUser: number,
): EventStream {
  if (openForUser >= STREAMS_PER_USER) throw new AppError('RATE_LIMITED', TOO_MANY_STREAMS);
  const stream = openEventStream(request, reply, options);
  if (request.sessionExpiresAt !== null) {
    const expiry = setTimeout(
      () => stream.close(),
      Math.min(Math.max(0, request.sessionExpiresAt - Date.now()), 2 ** 31 - 1),
    );
    void stream.closed.then(() => clearTimeout(expiry));
  }
  return stream;
}
