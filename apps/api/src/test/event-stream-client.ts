import type { AddressInfo } from 'node:net';
import { EventSource } from 'eventsource';
import { expect, vi } from 'vitest';
import type { App } from '../app.js';

/** An app listening on a port of its own on 127.0.0.1: its base URL (live streams need HTTP). */
export async function listening(app: App): Promise<string> {
  if (!app.server.listening) await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as AddressInfo;
  return `http://127.0.0.1:${port}`;
}

export type ReceivedEvent = {
  id: string;
  type: string;
  data: { action?: string } & Record<string, unknown>;
};

/**
 * A browser-like client of a live stream (the `eventsource` package, as the web app uses it):
 * the events received, and whether the server closed the stream.
 */
export function openStream(
  url: string,
  headers: Record<string, string>,
  options: { lastEventId?: string } = {},
) {
  const received: ReceivedEvent[] = [];
  let errors = 0;
  const source = new EventSource(url, {
    fetch: (input, init) =>
      fetch(input, {
        ...init,
        headers: {
          ...init.headers,
          ...headers,
          ...(options.lastEventId ? { 'last-event-id': options.lastEventId } : {}),
        },
      }),
  });
  const opened = new Promise<void>((resolve, reject) => {
    source.onopen = () => resolve();
    source.onerror = (event) => {
      errors += 1;
      reject(new Error(`Stream ${url} failed: ${event.code ?? ''} ${event.message ?? ''}`));
    };
  });
  for (const type of ['order_event', 'reset']) {
    source.addEventListener(type, (event) => {
      received.push({ id: event.lastEventId, type, data: JSON.parse(event.data) });
    });
  }
  return {
    received,
    opened,
    /** Waits until an event of `action` has arrived (in order), and answers it. */
    async next(action: string) {
      await vi.waitFor(() => expect(received.map((event) => event.data.action)).toContain(action), {
        timeout: 5_000,
      });
      return received.find((event) => event.data.action === action)!;
    },
    errors: () => errors,
    readyState: () => source.readyState,
    close: () => source.close(),
  };
}
