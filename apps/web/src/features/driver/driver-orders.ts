import type { DriverOrder, DriverStep } from '@marketplace/contract/driver';

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
