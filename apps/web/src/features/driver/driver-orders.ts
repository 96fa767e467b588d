import type { DriverOrder, DriverStep } from '@marketplace/contract/driver';
import { DEFAULT_TIMEZONE } from '@marketplace/core/constants/limits';
import { stepTitles } from '@marketplace/core/orders/driver-steps';
import { judgeIdCheck } from '@marketplace/core/orders/id-check';
import { localDateTime } from '@marketplace/core/windows/local-date-time';
import type { OutboxEntry } from './outbox';

/** One of the driver's orders with its steps in sequence (SPEC §4: grouped by order). */
export type DriverOrderWork = {
  order: DriverOrder;
  steps: DriverStep[];
  /** The step to do now: the first not done; null when every step is done (the review). */
  current: DriverStep | null;
};

/**
 * The driver's steps grouped by order, in the order the server lists them: the order whose step
 * to do now comes first in the server's list is current. A lone order comes whole, so the orders
 * keep the server's order (earliest window first); in a run the steps of its orders interleave
 * (every pick-up, then each door), so the driver goes from one order to another and back. An
 * order whose steps are all done (its review) stands where its last step does: right after its
 * hand-over. An order brought back to the store after a refused ID check is finished: nothing to
 * review.
 */
export function groupByOrder(steps: readonly DriverStep[]): DriverOrderWork[] {
  const listedAt = new Map<DriverStep, number>(steps.map((step, index) => [step, index]));
  const groups = new Map<string, DriverStep[]>();
  for (const step of steps) {
    const group = groups.get(step.orderId) ?? [];
    group.push(step);
    groups.set(step.orderId, group);
  }
  return [...groups.values()]
    .map((group) => {
      const ordered = [...group].sort((a, b) => a.position - b.position);
      const current = ordered.find((step) => step.status !== 'complete') ?? null;
      const work: DriverOrderWork = { order: ordered[0]!.order, steps: ordered, current };
      return { work, at: listedAt.get(current ?? ordered.at(-1)!)! };
    })
    .sort((a, b) => a.at - b.at)
    .map(({ work }) => work)
    .filter((work) => work.current || work.steps.at(-1)?.kind !== 'return');
}

/** Where the driver is in a run (issue #34): its orders still open, the places still to go. */
export type RunProgress = {
  /** The run's orders on the driver's list: one completed ('Complete Order') leaves it. */
  orders: number;
  /** Places not yet done after the one the current step (or the review) is at. */
  stopsAfter: number;
};

/**
 * The run the current order belongs to, as places: each distinct store to collect from and each
 * distinct door, in the order the server lists them (a store two orders come from is one stop).
 * Counted from what is still to do, so the count holds when a finished order leaves the list.
 * Null for a lone order, or the last of a run left on the list.
 */
export function runProgress(
  steps: readonly DriverStep[],
  work: DriverOrderWork,
): RunProgress | null {
  const runId = work.steps[0]?.runId;
  if (!runId) return null;
  const runSteps = steps.filter((step) => step.runId === runId);
  const orders = new Set(runSteps.map((step) => step.orderId)).size;
  if (orders < 2) return null;
  const stopOf = new Map<DriverStep, string>();
  const lastStopOfOrder = new Map<string, string>();
  for (const step of runSteps) {
    const stop =
      placeOf(step) ?? lastStopOfOrder.get(step.orderId) ?? `${step.orderId}:${step.kind}`;
    stopOf.set(step, stop);
    lastStopOfOrder.set(step.orderId, stop);
  }
  const here = stopOf.get(work.current ?? work.steps.at(-1)!);
  const open = new Set(
    runSteps.filter((step) => step.status !== 'complete').map((step) => stopOf.get(step)),
  );
  open.delete(here);
  return { orders, stopsAfter: open.size };
}

/**
 * The place a step is done at: the store for the pick-up, the door for the ID check and the
 * hand-over, the store again for a return (a stop of its own). Null for the bag step, done where
 * the pick-up was.
 */
function placeOf(step: DriverStep): string | null {
  if (step.kind === 'bag') return null;
  const where = step.kind === 'pick_up' ? 'store' : step.kind === 'return' ? 'return' : 'door';
  if (!step.address) return `${where}:${step.orderId}`;
  const { street1, street2, aptHouseNo, city, state, zipcode } = step.address;
  return [where, street1, street2, aptHouseNo, city, state, zipcode].join('|');
}

/**
 * The steps as the driver has left them: the server's, with what waits in the outbox applied
 * (a queued step done, a queued 'Complete Order' gone from the list, and after a queued ID check
 * under 21 the hand-over turned into the return to the store, as the server will turn it).
 */
export function applyOutbox(
  steps: readonly DriverStep[],
  waiting: readonly OutboxEntry[],
): DriverStep[] {
  const doneSteps = new Map<string, string[] | undefined>();
  const doneOrders = new Set<string>();
  const turnedBack = new Set<string>();
  const today = localDateTime(Date.now(), DEFAULT_TIMEZONE).date;
  for (const entry of waiting) {
    if (entry.kind === 'order') {
      doneOrders.add(entry.orderId);
      continue;
    }
    doneSteps.set(entry.instructionId, entry.bagIds);
    const judged = entry.idCheck ? judgeIdCheck({ ...entry.idCheck, today }) : null;
    if (judged?.ok && !judged.passed) turnedBack.add(entry.orderId);
  }
  return steps
    .filter((step) => !doneOrders.has(step.orderId))
    .map((step) => {
      const turned =
        turnedBack.has(step.orderId) && step.kind === 'deliver' && step.status === 'pending'
          ? returnStep(step, steps)
          : step;
      if (!doneSteps.has(turned._id)) return turned;
      const bagIds = doneSteps.get(turned._id);
      return { ...turned, status: 'complete' as const, ...(bagIds ? { bagIds } : {}) };
    });
}

/** The hand-over as the way back: to the store, where the first step collected the order. */
function returnStep(handOver: DriverStep, steps: readonly DriverStep[]): DriverStep {
  const pickUp = steps.find((step) => step.orderId === handOver.orderId && step.kind === 'pick_up');
  return {
    ...handOver,
    kind: 'return',
    instructionTitle: stepTitles.returnTo(handOver.order.storeName ?? 'the store'),
    address: pickUp?.address ?? null,
  };
}
