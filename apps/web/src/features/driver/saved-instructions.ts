import type { DriverStep } from '@marketplace/contract/driver';
import { onlineManager, type UseQueryResult, useQueryClient } from '@tanstack/react-query';
import { clear, createStore, get, set, type UseStore } from 'idb-keyval';
import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { driverStepsKeys } from './api/get-driver-steps';
import { isOffline } from './outbox';

/**
 * The driver's last instructions (issue #36): their steps as the server last answered them, kept
 * on the phone in IndexedDB, so the installed app started without a connection shows the
 * delivery at hand (the outbox's changes applied over it, as ever). One copy a driver, replaced
 * with each answer; the driver's logout forgets it, as it empties the outbox.
 */
export type SavedInstructions = {
  steps: DriverStep[];
  /** When the server gave them (epoch ms): what the offline notice says. */
  savedAt: number;
};

let database: UseStore | null = null;
// A database of its own: idb-keyval makes one store a database, and the outbox has its own.
const instructionsStore = () => {
  database ??= createStore('arroyo-driver-instructions', 'instructions');
  return database;
};

export function saveInstructions(driverId: string, saved: SavedInstructions): Promise<void> {
  return set(driverId, saved, instructionsStore());
}

export function savedInstructions(driverId: string): Promise<SavedInstructions | undefined> {
  return get<SavedInstructions>(driverId, instructionsStore());
}

/** Forgets every driver's copy: the logout (their buyers' addresses leave the phone with it). */
export function forgetSavedInstructions(): Promise<void> {
  return clear(instructionsStore());
}

/** Ours: said above the steps when the connection is gone. */
export const offlineNotice = (savedAt: number) =>
  `You are offline — showing your instructions from ${clock.format(savedAt)}.`;

const clock = new Intl.DateTimeFormat('en-US', { hour: 'numeric', minute: '2-digit' });

const subscribeToConnection = (listener: () => void) => onlineManager.subscribe(listener);
const isOnline = () => onlineManager.isOnline();

/**
 * With the connection: null. Without it: when the steps on screen are from (epoch ms), or null
 * once it is known that there are none, neither kept on the phone nor read before it went.
 */
export type OfflineSteps = { savedAt: number | null } | null;

/**
 * Keeps the driver's steps on the phone and, when the page opens before the server has answered
 * (offline, the request fails or waits for the connection), shows the kept ones meanwhile.
 */
export function useSavedInstructions(
  driverId: string,
  steps: UseQueryResult<DriverStep[]>,
): OfflineSteps {
  const queryClient = useQueryClient();
  const written = useRef(0);
  const [restoring, setRestoring] = useState(true);

  useEffect(() => {
    if (!driverId) return;
    let current = true;
    void savedInstructions(driverId)
      .then((saved) => {
        const key = driverStepsKeys.driver(driverId);
        // The server's answer, when it came first, is newer.
        if (!current || !saved || queryClient.getQueryData(key) !== undefined) return;
        written.current = saved.savedAt;
        queryClient.setQueryData(key, saved.steps, { updatedAt: saved.savedAt });
      })
      // Storage refused (a private window): the app works as it did without it.
      .catch(() => undefined)
      .finally(() => {
        if (current) setRestoring(false);
      });
    return () => {
      current = false;
    };
  }, [driverId, queryClient]);

  const { data, dataUpdatedAt } = steps;
  useEffect(() => {
    if (!driverId || !data || dataUpdatedAt <= written.current) return;
    written.current = dataUpdatedAt;
    void saveInstructions(driverId, { steps: data, savedAt: dataUpdatedAt }).catch(() => undefined);
  }, [driverId, data, dataUpdatedAt]);

  // Query hears the connection come back only if it heard it go, which an app started offline
  // never does: the browser's word is enough to ask the server again.
  const { refetch } = steps;
  useEffect(() => {
    if (!driverId) return;
    const readAgain = () => void refetch();
    window.addEventListener('online', readAgain);
    return () => window.removeEventListener('online', readAgain);
  }, [driverId, refetch]);

  const online = useSyncExternalStore(subscribeToConnection, isOnline, () => true);
  // Query may think itself online while nothing gets through (a weak signal, or an app started
  // offline): a request that found no connection says so too.
  const cutOff = !online || (steps.isError && isOffline(steps.error));
  if (!cutOff) return null;
  if (data) return { savedAt: dataUpdatedAt };
  return restoring ? null : { savedAt: null };
}
