import type { OrderEvent } from '@marketplace/contract/orders';
import { type QueryClient, type QueryKey, useQueryClient } from '@tanstack/react-query';
import { EventSource } from 'eventsource';
import { useEffect, useRef, useState } from 'react';
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

/**
 * Listens to one of the API's live order streams (docs/decisions/097) while the component is on
 * screen. The `eventsource` package speaks the standard protocol (reconnecting by itself with
 * `Last-Event-ID`) and, unlike the browser's own EventSource, sends the login token. A stream
 * the server refuses (401, 403: the role changed) is not retried.
 */
export function useLiveEvents(path: string | null, handlers: LiveHandlers): void {
  const latest = useRef(handlers);
  latest.current = handlers;
  useEffect(() => {
    if (!path) return;
    const source = new EventSource(new URL(path, window.location.origin), {
      fetch: (input, init) => {
        const token = readRaw(STORAGE_KEYS.token);
        return fetch(input, {
          ...init,
          headers: { ...init.headers, ...(token ? { Authorization: `Bearer ${token}` } : {}) },
        });
      },
    });
    let openedBefore = false;
    source.onopen = () => {
      if (openedBefore) latest.current.onResync?.();
      openedBefore = true;
    };
    source.addEventListener('order_event', (message) => {
      latest.current.onEvent(JSON.parse(message.data) as OrderEvent);
    });
    source.addEventListener('reset', () => latest.current.onResync?.());
    return () => source.close();
  }, [path]);
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
 * A list of orders kept live by `GET /api/orders/stream` (the admin's, a seller's): every event
 * reads the list (and what `alsoReadAgain` names for that order) again, so new paid orders
 * appear and statuses move without a reload; new orders are counted until `seen`.
 */
export function useLiveOrderList(input: {
  listKey: QueryKey;
  alsoReadAgain?: (event: OrderEvent) => QueryKey[];
  onResync?: QueryKey[];
}): { newOrders: number; seen(): void } {
  const queryClient = useQueryClient();
  const [newOrders, setNewOrders] = useState(0);
  useLiveEvents('/api/orders/stream', {
    onEvent(event) {
      readAgain(queryClient, [input.listKey, ...(input.alsoReadAgain?.(event) ?? [])]);
      if (event.action === 'pay') setNewOrders((count) => count + 1);
    },
    onResync: () => readAgain(queryClient, [input.listKey, ...(input.onResync ?? [])]),
  });
  return { newOrders, seen: () => setNewOrders(0) };
}
