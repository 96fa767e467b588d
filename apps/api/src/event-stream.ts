import type { FastifyReply, FastifyRequest } from 'fastify';

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
