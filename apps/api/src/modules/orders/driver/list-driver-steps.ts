import type { DriverOrder, DriverStep } from '@marketplace/contract/driver';
import { centsToDollars } from '@marketplace/core/money/cents';
import { describeLine } from '@marketplace/core/orders/describe-line';
import { orderNeedsIdCheck } from '@marketplace/core/orders/id-check';
import { DRIVER_OPEN_STATUSES, type OrderStatus } from '@marketplace/core/orders/order-lifecycle';
import { and, eq, inArray } from 'drizzle-orm';
import type { Actor } from '../../../access.js';
import type { Executor } from '../../../db/client.js';
import { isUuid } from '../../../db/ids.js';
import { driverInstructions, orders } from '../../../db/schema.js';
import { storeSummaries } from '../../catalog/store-records.js';
import { toDriverInstructionJson, unavailablePerLine } from '../order-json.js';
import type { OrderRecord } from '../order-records.js';
import { ordersCarriedByWhere } from '../ownership.js';
import { requireDriverAccess } from './driver-access.js';
import { stepsInDriverOrder } from './driver-instructions.js';

/**
 * How long a handed-over order waits on the driver's review screen for 'Complete Order'; older
 * ones are the admin's to complete (their Orders screen offers it), not the next thing to do.
 */
export const DRIVER_REVIEW_HOURS = 12;

/**
 * GET /api/instructions/{driverId} (the driver themself, or an admin): the steps of the driver's
 * open orders in the order they do them (`inDriverOrder`), each with what the driver needs of its
 * order (docs/decisions/095).
 */
export async function listDriverSteps(
  deps: { db: Executor; clock: () => Date },
  input: { actor: Actor | null; driverId: string },
): Promise<DriverStep[]> {
  const { db } = deps;
  const { driverId } = input;
  await requireDriverAccess(db, input.actor, driverId);
  if (!isUuid(driverId)) return [];
  const rows = await stepsInDriverOrder(
    db,
    and(
      eq(driverInstructions.driverId, driverId),
      ordersCarriedByWhere(driverId),
      inArray(orders.orderStatus, [...DRIVER_OPEN_STATUSES]),
    ),
  );
  const cutoff = deps.clock().getTime() - DRIVER_REVIEW_HOURS * 3_600_000;
  // When each order was handed over: its last step's completion.
  const handedOver = new Map<string, number>();
  for (const { step, order } of rows) {
    const at = step.completedAt?.getTime() ?? 0;
    handedOver.set(order.id, Math.max(handedOver.get(order.id) ?? 0, at));
  }
  const stale = new Set(
    rows
      .filter(({ order }) => order.orderStatus === 'delivered')
      .map(({ order }) => order.id)
      .filter((id) => (handedOver.get(id) ?? 0) < cutoff),
  );
  const open = rows.filter(({ order }) => !stale.has(order.id));
  const orderRows = new Map(open.map(({ order }) => [order.id, order]));
  const summaries = await driverOrders(db, [...orderRows.values()]);
  return open.map(({ step, order }) => ({
    ...toDriverInstructionJson(step),
    order: summaries.get(order.id)!,
  }));
}

async function driverOrders(db: Executor, rows: OrderRecord[]): Promise<Map<string, DriverOrder>> {
  const stores = await storeSummaries(
    db,
    rows.map((order) => order.storeId),
  );
  return new Map(
    rows.map((order) => [order.id, driverOrder(order, stores.get(order.storeId)?.name ?? null)]),
  );
}

/** What the driver needs of one order; units the store lacked are not to collect. */
function driverOrder(order: OrderRecord, storeName: string | null): DriverOrder {
  const lacked = unavailablePerLine(order);
  return {
    _id: order.id,
    orderType: order.orderType,
    orderStatus: order.orderStatus as OrderStatus,
    storeName,
    deliveryWindowStart: order.deliveryWindowStart?.toISOString() ?? null,
    deliveryWindowEnd: order.deliveryWindowEnd?.toISOString() ?? null,
    items: order.products.map((line, place) => ({
      name: line.name,
      quantity: line.quantity,
      unavailable: lacked[place] ?? 0,
      options: describeLine(line),
    })),
    specialRequest: order.specialRequest,
    driverTip: centsToDollars(order.driverTipCents),
    needsIdCheck: orderNeedsIdCheck(order.products),
  };
}
