import {
  DISPATCH_BOARD_MAX_ORDERS,
  type DispatchBoard,
  type MapPoint,
} from '@marketplace/contract/dispatch';
import { ORDER_TYPES, orderMethod } from '@marketplace/core/constants/order-types';
import { adminOrderStatus } from '@marketplace/core/orders/order-lifecycle';
import { and, asc, inArray } from 'drizzle-orm';
import { type Actor, requireAccess } from '../../../access.js';
import type { Executor } from '../../../db/client.js';
import { type OrderAddress, orderIsOpen, orders } from '../../../db/schema.js';
import { storesForTheMap } from '../../catalog/store-records.js';
import { FAILED_TEXTS_WINDOW_MS, failedTextCount } from '../../text-messages/failed-texts.js';
import { driverNames } from '../../users/driver-records.js';

const DELIVERY_TYPES = ORDER_TYPES.filter((type) => orderMethod(type) === 'delivery');

/** An address's place on the map, when it has one. */
function pointOf(
  place: Pick<OrderAddress, 'latitude' | 'longitude' | 'coordinatesPrecision'> | null,
): MapPoint | null {
  if (place?.latitude == null || place.longitude == null) return null;
  return {
    latitude: place.latitude,
    longitude: place.longitude,
    precision: place.coordinatesPrecision ?? null,
  };
}

/**
 * GET /api/dispatch/board (admin): every store buyers order from and every open delivery, soonest
 * window first, with where it is picked up and dropped off (issue #33). The map filters by window
 * and store itself: an evening's deliveries are a few hundred rows.
 */
export async function readDispatchBoard(
  deps: { db: Executor; clock: () => Date },
  input: { actor: Actor | null },
): Promise<DispatchBoard> {
  const { db } = deps;
  await requireAccess({ db, actor: input.actor, permission: 'order.listAll' });
  const since = new Date(deps.clock().getTime() - FAILED_TEXTS_WINDOW_MS);
  const [storeRows, orderRows, failedTexts] = await Promise.all([
    storesForTheMap(db),
    db
      .select({
        id: orders.id,
        storeId: orders.storeId,
        orderStatus: orders.orderStatus,
        orderType: orders.orderType,
        driverId: orders.driverId,
        windowStart: orders.deliveryWindowStart,
        windowEnd: orders.deliveryWindowEnd,
        pickUp: orders.pickUpAddress,
        dropOff: orders.deliveryAddress,
      })
      .from(orders)
      .where(and(orderIsOpen(orders.orderStatus), inArray(orders.orderType, DELIVERY_TYPES)))
      .orderBy(asc(orders.deliveryWindowStart), asc(orders.id))
      .limit(DISPATCH_BOARD_MAX_ORDERS + 1),
    failedTextCount(db, since),
  ]);
  const shown = orderRows.slice(0, DISPATCH_BOARD_MAX_ORDERS);
  const names = await driverNames(
    db,
    shown.flatMap((order) => (order.driverId ? [order.driverId] : [])),
  );
  const storeNames = new Map(storeRows.map((store) => [store.id, store.name]));
  return {
    stores: storeRows.map((store) => ({
      _id: store.id,
      name: store.name,
      category: store.category,
      location: pointOf({ ...store }),
    })),
    orders: shown.map((order) => ({
      _id: order.id,
      storeId: order.storeId,
      storeName: storeNames.get(order.storeId) ?? order.pickUp?.fullname ?? 'Store',
      adminStatus: adminOrderStatus(order) as DispatchBoard['orders'][number]['adminStatus'],
      orderType: order.orderType,
      windowStart: order.windowStart?.toISOString() ?? null,
      windowEnd: order.windowEnd?.toISOString() ?? null,
      driverId: order.driverId,
      driverName: order.driverId ? (names.get(order.driverId) ?? null) : null,
      recipient: order.dropOff?.fullname ?? '',
      pickUp: pointOf(order.pickUp),
      dropOff: pointOf(order.dropOff),
    })),
    truncated: orderRows.length > DISPATCH_BOARD_MAX_ORDERS,
    failedTexts,
  };
}
