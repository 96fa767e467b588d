import type { OrderEvent } from '@marketplace/contract/orders';
import { type QueryClient, type QueryKey, useQueryClient } from '@tanstack/react-query';
import { EventSource } from 'eventsource';
import { useCallback, useEffect, useRef, useState } from 'react';
import { readRaw } from '../lib/local-store';
import { STORAGE_KEYS } from '../lib/storage-keys';

type LiveHandlers = {
  /** An order event, as it happens. */
  onEvent(event: OrderEvent): void;
  /**
   * After a reconnection, or when the server says too much was missed to replay: whatever the
   * screen shows may be behind, so read it again.
   */
  onResync?(): void;
};

/** How long a stream refused for a while waits before it is asked for again, at first and at most. */
export const STREAM_RETRY_FIRST_MS = 3_000;
export const STREAM_RETRY_MOST_MS = 30_000;

/**
 * Listens to one of the API's live streams (docs/decisions/097) while the component is on
 * screen, handing each `type` event's data to `onEvent`. The `eventsource` package speaks the
 * standard protocol (reconnecting by itself with `Last-Event-ID` when a stream drops) and, unlike
 * the browser's own EventSource, sends the login token. A stream refused with a 5xx (the database
 * away, an instance restarting behind the proxy) the package would give up on for good: it is
 * asked for again, waiting longer each time, and the screen reads everything again once it
 * opens. A stream refused otherwise (401, 403, 404: the role changed, the order moved on) is not.
 */
export function useServerEvents<T>(
  path: string | null,
  type: string,
  handlers: { onEvent(data: T): void; onResync?(): void },
): void {
  const latest = useRef(handlers);
  latest.current = handlers;
  useEffect(() => {
    if (!path) return;
    let source: EventSource | undefined;
    let retry: ReturnType<typeof setTimeout> | undefined;
    let wait = STREAM_RETRY_FIRST_MS;
    /** Whether the screen may have missed events: a stream was open before, or was refused. */
    let missedAny = false;
    const connect = () => {
      const current = new EventSource(new URL(path, window.location.origin), {
        fetch: (input, init) => {
          const token = readRaw(STORAGE_KEYS.token);
          return fetch(input, {
            ...init,
            headers: { ...init.headers, ...(token ? { Authorization: `Bearer ${token}` } : {}) },
          });
        },
      });
      source = current;
      current.onopen = () => {
        wait = STREAM_RETRY_FIRST_MS;
        if (missedAny) latest.current.onResync?.();
        missedAny = true;
      };
      current.onerror = (error) => {
        if (current.readyState !== EventSource.CLOSED) return;
        if (error.code === undefined || error.code < 500) return;
        missedAny = true;
        retry = setTimeout(connect, wait);
        wait = Math.min(wait * 2, STREAM_RETRY_MOST_MS);
      };
      current.addEventListener(type, (message) => {
        latest.current.onEvent(JSON.parse(message.data) as T);
      });
      current.addEventListener('reset', () => latest.current.onResync?.());
    };
    connect();
    return () => {
      clearTimeout(retry);
      source?.close();
    };
  }, [path, type]);
}

/** One of the API's live order streams: each order event, and when to read everything again. */
export function useLiveEvents(path: string | null, handlers: LiveHandlers): void {
  useServerEvents<OrderEvent>(path, 'order_event', handlers);
}

/**
 * Reads these queries again because something changed now: a read already under way started
 * before the change, so it is cancelled and made again (TanStack would otherwise hand back the
 * read under way when the query has no data yet).
 */
export function readAgain(queryClient: QueryClient, keys: readonly QueryKey[]): void {
  for (const queryKey of keys) {
    void queryClient
      .cancelQueries({ queryKey })
      .then(() => queryClient.invalidateQueries({ queryKey }));
  }
}

/**
 * A list of orders kept live by `GET /api/orders/stream` (the admin's, a seller's): each event
 * reads the list (and what `alsoReadAgain` names for that order) again, or, with `applyEvent`,
 * hands the event to it instead of reading the list (the console changes the one order, issue
 * #32); after a reconnection the list is read again either way. New paid orders are counted
 * until `seen`.
 */
export function useLiveOrderList(input: {
  listKey: QueryKey;
  alsoReadAgain?: (event: OrderEvent) => QueryKey[];
  applyEvent?: (event: OrderEvent) => void;
  onResync?: QueryKey[];
}): { newOrders: number; seen(): void } {
  const queryClient = useQueryClient();
  const [newOrders, setNewOrders] = useState(0);
  useLiveEvents('/api/orders/stream', {
    onEvent(event) {
      const also = input.alsoReadAgain?.(event) ?? [];
      if (input.applyEvent) {
        input.applyEvent(event);
        readAgain(queryClient, also);
      } else {
        readAgain(queryClient, [input.listKey, ...also]);
      }
      if (event.action === 'pay') setNewOrders((count) => count + 1);
    },
    onResync: () => readAgain(queryClient, [input.listKey, ...(input.onResync ?? [])]),
  });
  const seen = useCallback(() => setNewOrders(0), []);
  return { newOrders, seen };
}
