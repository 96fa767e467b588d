import type { IdType } from '@marketplace/core/orders/id-check';
import { clear, createStore, del, entries, set, type UseStore } from 'idb-keyval';
import { useCallback, useEffect, useState } from 'react';
import { ApiError } from '../../api/client';

/**
 * The driver's outbox (issue #14, offline-safe): completions the phone could not send, kept in
 * IndexedDB in the order they were made, so a lost connection or a reload loses nothing. They
 * are sent again in that order when the connection returns; the server answers a replay exactly
 * like the first call (docs/decisions/095), so sending one twice is harmless.
 */
export type OutboxEntry =
  | {
      kind: 'step';
      driverId: string;
      orderId: string;
      instructionId: string;
      bagIds?: string[];
      photoUrl?: string;
      /** Kept only until sent: the server judges it and keeps the outcome, never the date. */
      idCheck?: { dateOfBirth: string; idType: IdType };
    }
  | { kind: 'order'; driverId: string; orderId: string };

let database: UseStore | null = null;
const outboxStore = () => {
  database ??= createStore('arroyo-driver', 'outbox');
  return database;
};

const listeners = new Set<() => void>();
const changed = () => {
  for (const listener of listeners) listener();
};

let sequence = 0;
/** Keys sort in the order entries were made, within a page and across reloads. */
function nextKey(): string {
  sequence += 1;
  return `${String(Date.now()).padStart(15, '0')}-${String(sequence).padStart(6, '0')}`;
}

export async function enqueue(entry: OutboxEntry): Promise<void> {
  await set(nextKey(), entry, outboxStore());
  changed();
}

/** Empties the outbox: the driver's logout, which SPEC §4 warns loses their progress. */
export async function clearOutbox(): Promise<void> {
  await clear(outboxStore());
  changed();
}

/** Everything waiting, oldest first. */
export async function queuedEntries(): Promise<[string, OutboxEntry][]> {
  const all = await entries<string, OutboxEntry>(outboxStore());
  return all.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
}

/** A call that failed for want of a connection (so it is queued), not one the server refused. */
export function isOffline(error: unknown): boolean {
  return error instanceof ApiError && error.code === 'NETWORK_ERROR';
}

/**
 * Sends what waits, oldest first, stopping at the first call that finds no connection. An entry
 * the server refuses (the order was reassigned or cancelled meanwhile) is dropped and counted:
 * trying it again would never succeed.
 */
export async function replayOutbox(
  send: (entry: OutboxEntry) => Promise<unknown>,
): Promise<{ sent: number; dropped: number; offline: boolean }> {
  const result = { sent: 0, dropped: 0, offline: false };
  for (const [key, entry] of await queuedEntries()) {
    try {
      await send(entry);
      result.sent += 1;
    } catch (error) {
      if (isOffline(error)) {
        result.offline = true;
        break;
      }
      result.dropped += 1;
    }
    await del(key, outboxStore());
    changed();
  }
  return result;
}

/** The driver's waiting entries, kept current as they are queued and sent. */
export function useOutbox(driverId: string): OutboxEntry[] {
  const [waiting, setWaiting] = useState<OutboxEntry[]>([]);
  const read = useCallback(() => {
    void queuedEntries().then((all) =>
      setWaiting(all.map(([, entry]) => entry).filter((entry) => entry.driverId === driverId)),
    );
  }, [driverId]);
  useEffect(() => {
    read();
    listeners.add(read);
    return () => {
      listeners.delete(read);
    };
  }, [read]);
  return waiting;
}
