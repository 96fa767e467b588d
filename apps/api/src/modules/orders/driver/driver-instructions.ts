import { stepTitles } from '@marketplace/core/orders/driver-steps';
import { storePickUpAddress } from '@marketplace/core/orders/order-address';
import { and, asc, eq, type SQL } from 'drizzle-orm';
import type { Executor } from '../../../db/client.js';
import { driverInstructions, orders } from '../../../db/schema.js';
import type { StoreSummary } from '../../catalog/store-records.js';
import type { OrderRecord } from '../order-records.js';

/**
 * A driver's instructions for an order (docs/decisions/091): the steps a courier follows, written
 * when the order is assigned and moved to the new driver when it is reassigned before they start.
 */

export type DriverInstructionRecord = typeof driverInstructions.$inferSelect;
type Step = Pick<DriverInstructionRecord, 'kind' | 'instructionTitle' | 'address' | 'bagIds'>;
/** A step as written: in a run, with the run and its place in the run's order. */
type StepToWrite = Step & Partial<Pick<DriverInstructionRecord, 'runId' | 'runStop'>>;

/** An order's steps, first first. */
export async function instructionsOfOrder(
  db: Executor,
  orderId: string,
): Promise<DriverInstructionRecord[]> {
  return db
    .select()
    .from(driverInstructions)
    .where(eq(driverInstructions.orderId, orderId))
    .orderBy(asc(driverInstructions.position));
}

/**
 * The steps of a delivery, from the order's own record (never an address the browser sent):
 * pick up at the store (what to collect), bag the items (the driver records the bag labels),
 * check the recipient's ID at their door when a product needs it (docs/decisions/096), hand over.
 */
export function planDriverSteps(input: {
  order: OrderRecord;
  store: StoreSummary | null;
  needsIdCheck: boolean;
}): Step[] {
  const { order, store, needsIdCheck } = input;
  const items = order.products.reduce((sum, product) => sum + product.quantity, 0);
  const pickUp = storeStop(order, store);
  const recipient = order.deliveryAddress?.fullname.trim() || 'customer';
  // The check happens at the door: the step says where that is (issue #30).
  const idCheck: Step[] = needsIdCheck
    ? [
        {
          kind: 'id_check',
          instructionTitle: stepTitles.idCheck,
          address: order.deliveryAddress,
          bagIds: null,
        },
      ]
    : [];
  return [
    {
      kind: 'pick_up',
      instructionTitle: stepTitles.pickUp(pickUp.name, items),
      address: pickUp.address,
      bagIds: null,
    },
    { kind: 'bag', instructionTitle: stepTitles.bag, address: null, bagIds: [] },
    ...idCheck,
    {
      kind: 'deliver',
      instructionTitle: stepTitles.deliver(recipient),
      address: order.deliveryAddress,
      bagIds: null,
    },
  ];
}

/**
 * An ID check under 21 (docs/decisions/096): the hand-over, not yet done, becomes the trip back
 * to the store, keeping its id and place so a phone that queued it offline still names it.
 */
export async function turnHandOverIntoReturn(
  tx: Executor,
  input: { order: OrderRecord; store: StoreSummary | null },
): Promise<void> {
  const stop = storeStop(input.order, input.store);
  await tx
    .update(driverInstructions)
    .set({
      kind: 'return',
      instructionTitle: stepTitles.returnTo(stop.name),
      address: stop.address,
    })
    .where(
      and(
        eq(driverInstructions.orderId, input.order.id),
        eq(driverInstructions.kind, 'deliver'),
        eq(driverInstructions.status, 'pending'),
      ),
    );
}

/** Where the driver collects the order, and returns it when the hand-over is refused. */
function storeStop(order: OrderRecord, store: StoreSummary | null) {
  return {
    name: store?.name ?? order.pickUpAddress?.fullname ?? 'the store',
    address: order.pickUpAddress ?? (store ? storePickUpAddress(store) : null),
  };
}

/** The order's steps, now the driver's: the previous ones (none started) are replaced. */
export async function replaceInstructions(
  tx: Executor,
  input: { orderId: string; driverId: string; steps: StepToWrite[] },
): Promise<DriverInstructionRecord[]> {
  const { orderId, driverId, steps } = input;
  await tx.delete(driverInstructions).where(eq(driverInstructions.orderId, orderId));
  const rows = await tx
    .insert(driverInstructions)
    .values(steps.map((step, position) => ({ ...step, orderId, driverId, position })))
    .returning();
  return rows.sort((a, b) => a.position - b.position);
}

/**
 * A driver's steps in the order they do them: runs and lone orders by their earliest window
 * (those without one last), then by when placed; a lone order's steps in sequence, a run's in
 * its stop order (issue #34: all pick-ups, then the drop-offs as suggested).
 */
export function inDriverOrder<
  T extends {
    step: Pick<DriverInstructionRecord, 'position' | 'runId' | 'runStop'>;
    order: Pick<OrderRecord, 'id' | 'deliveryWindowStart' | 'createdAt'>;
  },
>(rows: readonly T[]): T[] {
  const groupOf = (row: T) => row.step.runId ?? row.order.id;
  const starts = new Map<string, { window: number; placed: number }>();
  for (const row of rows) {
    const key = groupOf(row);
    const seen = starts.get(key);
    const window = row.order.deliveryWindowStart?.getTime() ?? Number.MAX_SAFE_INTEGER;
    const placed = row.order.createdAt.getTime();
    starts.set(key, {
      window: Math.min(seen?.window ?? window, window),
      placed: Math.min(seen?.placed ?? placed, placed),
    });
  }
  const sequence = (row: T) => (row.step.runId ? (row.step.runStop ?? 0) : row.step.position);
  return [...rows].sort((a, b) => {
    const [ga, gb] = [groupOf(a), groupOf(b)];
    if (ga === gb) return sequence(a) - sequence(b);
    const [sa, sb] = [starts.get(ga)!, starts.get(gb)!];
    return sa.window - sb.window || sa.placed - sb.placed || (ga < gb ? -1 : 1);
  });
}

/** Steps with their orders, in the order drivers do them (`inDriverOrder`), filtered by `where`. */
export async function stepsInDriverOrder(db: Executor, where: SQL | undefined) {
  return inDriverOrder(
    await db
      .select({ step: driverInstructions, order: orders })
      .from(driverInstructions)
      .innerJoin(orders, eq(orders.id, driverInstructions.orderId))
      .where(where),
  );
}
