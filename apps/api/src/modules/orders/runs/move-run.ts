import type { RunChangeAnswer } from '@marketplace/contract/runs';
import { DRIVER_NOT_FOUND } from '@marketplace/core/constants/messages';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { type Actor, requireAccess } from '../../../access.js';
import type { Database } from '../../../db/client.js';
import { isUuid } from '../../../db/ids.js';
import { driverInstructions, orders } from '../../../db/schema.js';
import { AppError } from '../../../errors.js';
import { storeSummaries } from '../../catalog/store-records.js';
import { driverNames, findDriver } from '../../users/driver-records.js';
import { transitionOrder } from '../lifecycle/transition-order.js';
import { toAdminOrderJson } from '../order-json.js';
import { refundsOfOrders } from '../refunds/refund-records.js';

/** Ours: moving a run to the driver who has it. */
export const SAME_DRIVER = 'Choose another driver to take this run.';
/** Ours: every order of the driver is started or picked up (or they have none). */
export const NOTHING_TO_MOVE = 'This driver has no orders they have not started.';

export const runMoved = (count: number, driver: string, kept: number) =>
  `${count} ${count === 1 ? 'order' : 'orders'} moved to ${driver}.${
    kept > 0
      ? ` ${kept} already started ${kept === 1 ? 'stays' : 'stay'} with the first driver.`
      : ''
  }`;

/**
 * POST /api/dispatch/drivers/:driverId/move-run (admin, issue #34): every order the driver has
 * not started goes to another driver in one transaction, keeping its run and its steps' order;
 * orders already started or picked up stay (they are in the first driver's hands). The orders
 * are locked in id order, so two admins moving the same run move it once.
 */
export async function moveRun(
  deps: { db: Database },
  input: { actor: Actor | null; fromDriverId: string; toDriverId: string },
): Promise<RunChangeAnswer> {
  const { db } = deps;
  const { fromDriverId, toDriverId } = input;
  const actor = await requireAccess({ db, actor: input.actor, permission: 'order.assign' });
  if (fromDriverId === toDriverId) throw new AppError('VALIDATION_FAILED', SAME_DRIVER);
  if (!isUuid(fromDriverId)) throw new AppError('CONFLICT', NOTHING_TO_MOVE);
  // Asked first, so a run is never taken from a driver for nobody.
  if (!(await findDriver(db, toDriverId))) throw new AppError('NOT_FOUND', DRIVER_NOT_FOUND);

  const done = await db.transaction(async (tx) => {
    const held = await tx
      .select({ id: orders.id })
      .from(orders)
      .where(and(eq(orders.driverId, fromDriverId), eq(orders.orderStatus, 'assigned')))
      .orderBy(asc(orders.id))
      .for('update');
    const started = new Set(
      held.length === 0
        ? []
        : (
            await tx
              .select({ orderId: driverInstructions.orderId })
              .from(driverInstructions)
              .where(
                and(
                  inArray(
                    driverInstructions.orderId,
                    held.map((order) => order.id),
                  ),
                  eq(driverInstructions.status, 'complete'),
                ),
              )
          ).map((step) => step.orderId),
    );
    const movable = held.filter((order) => !started.has(order.id));
    if (movable.length === 0) throw new AppError('CONFLICT', NOTHING_TO_MOVE);
    const moved = [];
    for (const { id } of movable) {
      const { order } = await transitionOrder(tx, {
        orderId: id,
        action: 'reassign',
        actor,
        driverId: toDriverId,
      });
      moved.push(order);
    }
    await tx
      .update(driverInstructions)
      .set({ driverId: toDriverId })
      .where(
        inArray(
          driverInstructions.orderId,
          movable.map((order) => order.id),
        ),
      );
    const carrying = await tx
      .select({ id: orders.id })
      .from(orders)
      .where(
        and(
          eq(orders.driverId, fromDriverId),
          inArray(orders.orderStatus, ['assigned', 'picked_up', 'returning']),
        ),
      );
    return { moved, kept: carrying.length };
  });

  const name = (await driverNames(db, [toDriverId])).get(toDriverId) ?? 'the driver';
  const [stores, refunds] = await Promise.all([
    storeSummaries(
      db,
      done.moved.map((order) => order.storeId),
    ),
    refundsOfOrders(
      db,
      done.moved.map((order) => order.id),
    ),
  ]);
  return {
    message: runMoved(done.moved.length, name, done.kept),
    orders: done.moved.map((order) =>
      toAdminOrderJson({
        order,
        store: stores.get(order.storeId) ?? null,
        driverName: name,
        refunds: refunds.get(order.id) ?? [],
      }),
    ),
    kept: done.kept,
  };
}
