import { DRIVER_DELIVERIES_MAX, type DriverDelivery } from '@marketplace/contract/driver';
import { centsToDollars } from '@marketplace/core/money/cents';
import type { OrderStatus } from '@marketplace/core/orders/order-lifecycle';
import { and, desc, eq } from 'drizzle-orm';
import type { Actor } from '../../../access.js';
import type { Executor } from '../../../db/client.js';
import { isUuid } from '../../../db/ids.js';
import { orderEvents, orders } from '../../../db/schema.js';
import { storeSummaries } from '../../catalog/store-records.js';
import { toAddressJson } from '../order-json.js';
import { ordersCarriedByWhere } from '../ownership.js';
import { requireDriverAccess } from './driver-access.js';

/**
 * GET /api/drivers/{driverId}/deliveries (the driver, or an admin): the orders this driver handed
 * over, the latest first, for the history table (SPEC §2): when, from which store, where to, and
 * the tip, 100% of it theirs. Read from the lifecycle's 'deliver' events (docs/decisions/095).
 */
export async function listDriverDeliveries(
  deps: { db: Executor },
  input: { actor: Actor | null; driverId: string },
): Promise<DriverDelivery[]> {
  const { db } = deps;
  const { driverId } = input;
  await requireDriverAccess(db, input.actor, driverId);
  if (!isUuid(driverId)) return [];
  const rows = await db
    .select({ order: orders, deliveredAt: orderEvents.at })
    .from(orderEvents)
    .innerJoin(orders, eq(orders.id, orderEvents.orderId))
    .where(and(eq(orderEvents.action, 'deliver'), ordersCarriedByWhere(driverId)))
    .orderBy(desc(orderEvents.at), desc(orderEvents.id))
    .limit(DRIVER_DELIVERIES_MAX);
  const stores = await storeSummaries(
    db,
    rows.map(({ order }) => order.storeId),
  );
  return rows.map(({ order, deliveredAt }) => ({
    _id: order.id,
    deliveredAt: deliveredAt.toISOString(),
    storeName: stores.get(order.storeId)?.name ?? null,
    deliveryAddress: order.deliveryAddress ? toAddressJson(order.deliveryAddress) : null,
    driverTip: centsToDollars(order.driverTipCents),
    orderStatus: order.orderStatus as OrderStatus,
  }));
}
