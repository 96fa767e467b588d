import type { AdminOrderStatus, AdminOrdersAnswer } from '@marketplace/contract/dispatch';
import { ORDER_SEARCH_REFUSED } from '@marketplace/core/constants/messages';
import { ORDER_TYPES, orderMethod } from '@marketplace/core/constants/order-types';
import { parseOrderSearch } from '@marketplace/core/orders/order-search';
import { and, eq, inArray, isNull, not, or, type SQL, sql } from 'drizzle-orm';
import { type Actor, requireAccess } from '../../../access.js';
import type { Executor } from '../../../db/client.js';
import { orders } from '../../../db/schema.js';
import { AppError } from '../../../errors.js';
import { openOrPlacedToday } from '../order-pages.js';
import { pageOfAdminOrderRows } from './admin-orders.js';

const DELIVERY_TYPES = ORDER_TYPES.filter((type) => orderMethod(type) === 'delivery');

/**
 * GET /api/orders: the operations console's orders (admin) — every order still open, and every
 * order placed today in the marketplace's time zone whatever its status, newest first, a page at
 * a time (`before`: the last order id of the page before). `status` filters by what the admin
 * sees: 'unassigned' is a paid delivery order without a driver (core's adminOrderStatus).
 */
export async function listAdminOrders(
  deps: { db: Executor; clock: () => Date },
  input: {
    actor: Actor | null;
    status?: AdminOrderStatus;
    q?: string | undefined;
    before?: string;
    limit: number;
  },
): Promise<AdminOrdersAnswer> {
  const { db } = deps;
  const { before, limit } = input;
  await requireAccess({ db, actor: input.actor, permission: 'order.listAll' });
  return pageOfAdminOrderRows(
    db,
    and(
      openOrPlacedToday(deps.clock()),
      input.status ? statusWhere(input.status) : undefined,
      input.q ? searchWhere(input.q) : undefined,
    ),
    { before, limit },
  );
}

/**
 * The Orders screen's search (issue #30): an order number as the screens show it (the first 8
 * letters and digits of its id), or 4 or more digits of a phone on the order (the delivery or
 * billing contact the buyer gave at checkout). Anything else is refused (400).
 */
export function searchWhere(query: string): SQL {
  const search = parseOrderSearch(query);
  if (!search) throw new AppError('VALIDATION_FAILED', ORDER_SEARCH_REFUSED);
  if (search.kind === 'number') return sql`${orders.id}::text like ${`${search.prefix}%`}`;
  const like = `%${search.digits}%`;
  return or(
    sql`(${orders.deliveryAddress} ->> 'contact') like ${like}`,
    sql`(${orders.billingAddress} ->> 'contact') like ${like}`,
  ) as SQL;
}

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
