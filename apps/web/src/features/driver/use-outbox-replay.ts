import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { toast } from '../../ui/toast';
import { completeInstruction } from './api/complete-instruction';
import { completeOrder } from './api/complete-order';
import { driverDeliveriesKeys } from './api/get-driver-deliveries';
import { driverStepsKeys } from './api/get-driver-steps';
import { type OutboxEntry, replayOutbox } from './outbox';

const send = (entry: OutboxEntry) =>
  entry.kind === 'step' ? completeInstruction(entry) : completeOrder(entry);

/** Ours: what was done offline but no longer applies (the order was reassigned or cancelled). */
export const outboxDropped = (count: number) =>
  `${count} ${count === 1 ? 'change' : 'changes'} made offline could not be applied: the order changed meanwhile.`;

let replaying: Promise<unknown> | null = null;
const RETRY_MS = 15_000;

/**
 * Sends the outbox when the page opens and whenever the connection comes back, one replay at a
 * time, then reads the driver's steps again from the server.
 */
export function useOutboxReplay(driverId: string) {
  const queryClient = useQueryClient();
  useEffect(() => {
    const replay = () => {
      // One replay at a time: a second call while one is under way waits for the next.
      if (replaying) return;
      replaying = replayOutbox(send)
        .then(({ sent, dropped }) => {
          if (dropped > 0) toast.error(outboxDropped(dropped));
          if (sent + dropped > 0) {
            void queryClient.invalidateQueries({ queryKey: driverStepsKeys.driver(driverId) });
            void queryClient.invalidateQueries({ queryKey: driverDeliveriesKeys.driver(driverId) });
          }
        })
        .finally(() => {
          replaying = null;
        });
    };
    replay();
    window.addEventListener('online', replay);
    // A connection can fail and come back without the browser noticing: try again now and then.
    const retry = window.setInterval(replay, RETRY_MS);
    return () => {
      window.removeEventListener('online', replay);
      window.clearInterval(retry);
    };
  }, [driverId, queryClient]);
}
