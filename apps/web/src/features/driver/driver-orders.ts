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
 * The driver's steps grouped by order, keeping the server's order (earliest window first). An
 * order brought back to the store after a refused ID check is finished: nothing to review.
 */
export function groupByOrder(steps: readonly DriverStep[]): DriverOrderWork[] {
  const groups = new Map<string, DriverStep[]>();
  for (const step of steps) {
    const group = groups.get(step.orderId) ?? [];
    group.push(step);
    groups.set(step.orderId, group);
  }
  return [...groups.values()]
    .map((group) => {
      const ordered = [...group].sort((a, b) => a.position - b.position);
      return {
        order: ordered[0]!.order,
        steps: ordered,
        current: ordered.find((step) => step.status !== 'complete') ?? null,
      };
    })
    .filter((work) => work.current || work.steps.at(-1)?.kind !== 'return');
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
