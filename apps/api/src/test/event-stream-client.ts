import { EventSource } from 'eventsource';
import { expect, vi } from 'vitest';

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
  for (const type of ['order_event', 'reset', 'driver_position']) {
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
