import type { SellerOrder, SellerOrdersAnswer } from '@marketplace/contract/seller-orders';
import { DEFAULT_TIMEZONE } from '@marketplace/core/constants/limits';
import { orderMethod } from '@marketplace/core/constants/order-types';
import { centsToDollars } from '@marketplace/core/money/cents';
import type { OrderStatus } from '@marketplace/core/orders/order-lifecycle';
import { and, inArray } from 'drizzle-orm';
import { type Actor, requireAccess } from '../../../access.js';
import type { Executor } from '../../../db/client.js';
import { orderEvents, orders } from '../../../db/schema.js';
import { storeIdsOfSeller, storeSummaries } from '../../catalog/store-records.js';
import { firstNames } from '../../users/service.js';
import { toOrderProductJson, unavailablePerLine } from '../order-json.js';
import { openOrPlacedToday, pageOfOrders } from '../order-pages.js';
import type { OrderRecord } from '../order-records.js';

/**
 * GET /api/seller/orders (a seller): the orders of their stores still open, and today's, newest
 * first, with what the store needs to make each and nothing of the buyer's addresses or card.
 * The stores are the seller's own, never named by the request.
 */
export async function listSellerOrders(
  deps: { db: Executor; clock: () => Date },
  input: { actor: Actor | null; before?: string; limit: number },
): Promise<SellerOrdersAnswer> {
  const { db } = deps;
  const actor = await requireAccess({ db, actor: input.actor, permission: 'order.listOfSeller' });
  const storeIds = actor.sellerId ? await storeIdsOfSeller(db, actor.sellerId) : [];
  if (storeIds.length === 0) return { orders: [], nextBefore: null };
  const { rows, nextBefore } = await pageOfOrders(
    db,
    and(inArray(orders.storeId, storeIds), openOrPlacedToday(deps.clock())),
    input,
  );
  return { orders: await toSellerOrders(db, rows), nextBefore };
}

/** Orders as their store sees them: what to make, and nothing of the buyer's addresses or card. */
export async function toSellerOrders(db: Executor, rows: OrderRecord[]): Promise<SellerOrder[]> {
  const stores = await storeSummaries(
    db,
    rows.map((order) => order.storeId),
  );
  const reasons = await cancelReasons(
    db,
    rows.filter((order) => order.orderStatus === 'cancelled').map((order) => order.id),
  );
  // Only pickups: a delivery's buyer is the driver's to meet, not the store's.
  const pickups = rows.filter((order) => orderMethod(order.orderType) === 'pickup');
  const names = await firstNames(
    db,
    pickups.map((order) => order.userId),
  );
  return rows.map((order) => {
    const store = stores.get(order.storeId);
    return {
      _id: order.id,
      createdAt: order.createdAt.toISOString(),
      orderType: order.orderType,
      orderStatus: order.orderStatus as OrderStatus,
      storeId: order.storeId,
      storeName: store?.name ?? null,
      deliveryWindowStart: order.deliveryWindowStart?.toISOString() ?? null,
      deliveryWindowEnd: order.deliveryWindowEnd?.toISOString() ?? null,
      timezone: store?.timezone ?? DEFAULT_TIMEZONE,
      products: order.products.map(toOrderProductJson),
      unavailable: unavailablePerLine(order),
      specialRequest: order.specialRequest,
      subtotal: centsToDollars(order.subtotalCents),
      cancelReason: reasons.get(order.id) ?? null,
      acknowledgedAt: order.acknowledgedAt?.toISOString() ?? null,
      readyBy: order.readyBy?.toISOString() ?? null,
      prepMinutes: store?.prepMinutes ?? 20,
      buyerFirstName:
        orderMethod(order.orderType) === 'pickup' ? (names.get(order.userId) ?? null) : null,
    };
  });
}

/** Why each of these cancelled orders was cancelled: the kitchen sees it on the card (#30). */
async function cancelReasons(db: Executor, orderIds: string[]): Promise<Map<string, string>> {
  if (orderIds.length === 0) return new Map();
  const rows = await db
    .select({ orderId: orderEvents.orderId, reason: orderEvents.reason })
    .from(orderEvents)
    .where(
      and(
        inArray(orderEvents.orderId, orderIds),
        inArray(orderEvents.action, ['cancel', 'decline']),
      ),
    );
  return new Map(rows.flatMap((row) => (row.reason ? [[row.orderId, row.reason]] : [])));
}
