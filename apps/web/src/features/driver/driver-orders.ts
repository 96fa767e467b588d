import type { DriverOrder, DriverStep } from '@marketplace/contract/driver';
import type { OutboxEntry } from './outbox';

/** One of the driver's orders with its steps in sequence (SPEC §4: grouped by order). */
export type DriverOrderWork = {
  order: DriverOrder;
  steps: DriverStep[];
  /** The step to do now: the first not done; null when every step is done (the review). */
  current: DriverStep | null;
};

/** The driver's steps grouped by order, keeping the server's order (earliest window first). */
export function groupByOrder(steps: readonly DriverStep[]): DriverOrderWork[] {
  const groups = new Map<string, DriverStep[]>();
  for (const step of steps) {
    const group = groups.get(step.orderId) ?? [];
    group.push(step);
    groups.set(step.orderId, group);
  }
  return [...groups.values()].map((group) => {
    const ordered = [...group].sort((a, b) => a.position - b.position);
    return {
      order: ordered[0]!.order,
      steps: ordered,
      current: ordered.find((step) => step.status !== 'complete') ?? null,
    };
  });
}

/**
 * The steps as the driver has left them: the server's, with what waits in the outbox applied
 * (a queued step done, a queued 'Complete Order' gone from the list).
 */
export function applyOutbox(
  steps: readonly DriverStep[],
  waiting: readonly OutboxEntry[],
): DriverStep[] {
  const doneSteps = new Map<string, string[] | undefined>();
  const doneOrders = new Set<string>();
  for (const entry of waiting) {
    if (entry.kind === 'step') doneSteps.set(entry.instructionId, entry.bagIds);
    else doneOrders.add(entry.orderId);
  }
  return steps
    .filter((step) => !doneOrders.has(step.orderId))
    .map((step) => {
      if (!doneSteps.has(step._id)) return step;
      const bagIds = doneSteps.get(step._id);
      return { ...step, status: 'complete' as const, ...(bagIds ? { bagIds } : {}) };
    });
}
