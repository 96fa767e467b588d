import type { AdminOrderStatus, AdminOrdersAnswer } from '@marketplace/contract/dispatch';
import { ORDER_SEARCH_REFUSED } from '@marketplace/core/constants/messages';
import { ORDER_TYPES, orderMethod } from '@marketplace/core/constants/order-types';
import { FINAL_STATUSES, type OrderStatus } from '@marketplace/core/orders/order-lifecycle';
import { parseOrderSearch } from '@marketplace/core/orders/order-search';
import { and, eq, gte, inArray, isNull, not, or, type SQL, sql } from 'drizzle-orm';
import { type Actor, requireAccess } from '../../../access.js';
import type { Executor } from '../../../db/client.js';
import { orderIsOpen, orders } from '../../../db/schema.js';
import { AppError } from '../../../errors.js';
import { keysetPage, newestFirst, startOfTodayHere } from '../order-pages.js';
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
  const search = input.q ? searchWhere(input.q) : undefined;
  const startOfToday = startOfTodayHere(deps.clock());
  const { status } = input;
  // "Open, or placed today" asked as one OR reads and sorts every order of today (a bitmap of
  // both indexes); each part on its own index, newest first, reads a page at most (issue #32).
  const where = !status
    ? sql`${orders.id} in (${newestOfEither(db, search, before, limit + 1, startOfToday)})`
    : FINAL_STATUSES.includes(status as OrderStatus)
      ? and(gte(orders.createdAt, startOfToday), statusWhere(status), search)
      : and(orderIsOpen(orders.orderStatus), statusWhere(status), search);
  return pageOfAdminOrderRows(db, where, { before, limit });
}

/**
 * The ids of the newest `count` orders (after `before`) that are open or were placed today: the
 * newest open ones and the newest finished today, each read backwards on its own index.
 */
function newestOfEither(
  db: Executor,
  search: SQL | undefined,
  before: string | undefined,
  count: number,
  startOfToday: SQL,
): SQL {
  const part = (which: SQL) =>
    db
      .select({ id: orders.id, createdAt: orders.createdAt })
      .from(orders)
      .where(keysetPage(and(which, search), before))
      .orderBy(...newestFirst)
      .limit(count);
  const open = part(orderIsOpen(orders.orderStatus));
  const finishedToday = part(
    and(not(orderIsOpen(orders.orderStatus)), gte(orders.createdAt, startOfToday)) as SQL,
  );
  return sql`select id from ((${open}) union all (${finishedToday})) as newest`;
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
