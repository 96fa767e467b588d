import type { AdminOrderStatus, AdminOrdersAnswer } from '@marketplace/contract/dispatch';
import { DEFAULT_TIMEZONE } from '@marketplace/core/constants/limits';
import { ORDER_SEARCH_REFUSED } from '@marketplace/core/constants/messages';
import { ORDER_TYPES, orderMethod } from '@marketplace/core/constants/order-types';
import { FINAL_STATUSES } from '@marketplace/core/orders/order-lifecycle';
import { parseOrderSearch } from '@marketplace/core/orders/order-search';
import {
  and,
  desc,
  eq,
  gte,
  inArray,
  isNull,
  not,
  notInArray,
  or,
  type SQL,
  sql,
} from 'drizzle-orm';
import { type Actor, requireAccess } from '../../../access.js';
import type { Executor } from '../../../db/client.js';
import { isUuid } from '../../../db/ids.js';
import { orders } from '../../../db/schema.js';
import { AppError } from '../../../errors.js';
import { toAdminOrders } from './admin-orders.js';

/** Ours: a `before` that is not an order id. */
export const BAD_ORDERS_CURSOR = '"before" must be the nextBefore of the previous page.';

const DELIVERY_TYPES = ORDER_TYPES.filter((type) => orderMethod(type) === 'delivery');
/** Where an order's lifecycle ends (docs/decisions/090). */

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
  return pageOfAdminOrders(
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

/** Orders still open, and every order placed today in the marketplace's time zone. */
export function openOrPlacedToday(now: Date): SQL {
  const at = now.toISOString();
  // Midnight today where the marketplace is, as an instant.
  const startOfToday = sql`(date_trunc('day', ${at}::timestamptz at time zone ${DEFAULT_TIMEZONE}) at time zone ${DEFAULT_TIMEZONE})`;
  return or(
    notInArray(orders.orderStatus, [...FINAL_STATUSES]),
    gte(orders.createdAt, startOfToday),
  ) as SQL;
}

/**
 * One page of the orders `where` keeps, newest first, as the admin sees them: the Orders screen's
 * and the Order History's. `before` is the last order id of the page before (keyset paging on
 * the (created_at, id) index, so a page costs the same however deep it is).
 */
export async function pageOfAdminOrders(
  db: Executor,
  where: SQL | undefined,
  page: { before?: string; limit: number },
): Promise<AdminOrdersAnswer> {
  const { rows, nextBefore } = await pageOfOrders(db, where, page);
  return { orders: await toAdminOrders(db, rows), nextBefore };
}

/** One page of the order records `where` keeps, newest first, for any screen's list. */
export async function pageOfOrders(
  db: Executor,
  where: SQL | undefined,
  page: { before?: string; limit: number },
): Promise<{ rows: (typeof orders.$inferSelect)[]; nextBefore: string | null }> {
  const { before, limit } = page;
  if (before !== undefined && !isUuid(before)) {
    throw new AppError('VALIDATION_FAILED', BAD_ORDERS_CURSOR);
  }
  const rows = await db
    .select()
    .from(orders)
    .where(
      and(
        where,
        before === undefined
          ? undefined
          : sql`(${orders.createdAt}, ${orders.id}) < (select o.created_at, o.id from orders o where o.id = ${before})`,
      ),
    )
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(limit + 1);
  const shown = rows.slice(0, limit);
  return { rows: shown, nextBefore: rows.length > limit ? shown.at(-1)!.id : null };
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
