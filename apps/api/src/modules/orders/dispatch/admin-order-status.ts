import type { AdminOrderStatus } from '@marketplace/contract/dispatch';
import { ORDER_TYPES, orderMethod } from '@marketplace/core/constants/order-types';
import { and, eq, inArray, isNull, not, type SQL } from 'drizzle-orm';
import { orders } from '../../../db/schema.js';

const DELIVERY_TYPES = ORDER_TYPES.filter((type) => orderMethod(type) === 'delivery');

/** The orders an admin sees with this status (the inverse of core's adminOrderStatus). */
export function statusWhere(status: AdminOrderStatus): SQL {
  const unassigned = and(
    eq(orders.orderStatus, 'pending'),
    inArray(orders.orderType, DELIVERY_TYPES),
    isNull(orders.driverId),
  ) as SQL;
  if (status === 'unassigned') return unassigned;
  if (status === 'pending') return and(eq(orders.orderStatus, 'pending'), not(unassigned)) as SQL;
  return eq(orders.orderStatus, status);
}
