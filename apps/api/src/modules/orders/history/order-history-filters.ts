import type { OrderHistoryFilters } from '@marketplace/contract/order-history';
import { DEFAULT_TIMEZONE } from '@marketplace/core/constants/limits';
import { and, eq, type SQL, sql } from 'drizzle-orm';
import { isUuid } from '../../../db/ids.js';
import { orders } from '../../../db/schema.js';
import { AppError } from '../../../errors.js';
import { statusWhere } from '../dispatch/list-admin-orders.js';

/** Ours: a date range that ends before it starts. */
export const ORDER_HISTORY_BAD_RANGE = '"from" must be the same day as "to" or before it.';

/** Midnight starting this calendar day in the marketplace's time zone, as an instant. */
function startOfLocalDay(date: string): SQL {
  return sql`(${date}::date::timestamp at time zone ${DEFAULT_TIMEZONE})`;
}

/**
 * The orders these filters keep (docs/decisions/093): how the admin sees the status, the store,
 * the exact order type, and the days placed, both ends included, in the marketplace's time zone.
 * A store id that names no store keeps nothing, as a store with no orders would.
 */
export function orderHistoryWhere(filters: OrderHistoryFilters): SQL | undefined {
  const { status, storeId, orderType, from, to } = filters;
  if (from && to && from > to) throw new AppError('VALIDATION_FAILED', ORDER_HISTORY_BAD_RANGE);
  if (storeId !== undefined && !isUuid(storeId)) return sql`false`;
  return and(
    status ? statusWhere(status) : undefined,
    storeId ? eq(orders.storeId, storeId) : undefined,
    orderType ? eq(orders.orderType, orderType) : undefined,
    from ? sql`${orders.createdAt} >= ${startOfLocalDay(from)}` : undefined,
    // The day after `to` starts where `to` ends, whatever daylight saving does to its length.
    to
      ? sql`${orders.createdAt} < ((${to}::date + 1)::timestamp at time zone ${DEFAULT_TIMEZONE})`
      : undefined,
  );
}
