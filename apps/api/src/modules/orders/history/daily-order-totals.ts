import { type DailyOrderTotals, ORDER_HISTORY_DAYS } from '@marketplace/contract/order-history';
import { DEFAULT_TIMEZONE } from '@marketplace/core/constants/limits';
import { centsToDollars } from '@marketplace/core/money/cents';
import { addDays } from '@marketplace/core/windows/calendar';
import { localDateTime } from '@marketplace/core/windows/local-date-time';
import { and, eq, ne, sql } from 'drizzle-orm';
import { type Actor, requireAccess } from '../../../access.js';
import type { Executor } from '../../../db/client.js';
import { isUuid } from '../../../db/ids.js';
import { orders } from '../../../db/schema.js';
import { startOfLocalDay } from './order-history-filters.js';

/**
 * GET /api/admin/order-history/daily: orders and sales per day for the last 30 days, today
 * included, on the marketplace's calendar, for one store or all; a day without orders is a zero,
 * not a gap. Cancelled orders are neither orders nor sales: the money went back (093).
 */
export async function dailyOrderTotals(
  deps: { db: Executor; clock: () => Date },
  input: { actor: Actor | null; storeId?: string },
): Promise<DailyOrderTotals> {
  const { db } = deps;
  await requireAccess({ db, actor: input.actor, permission: 'order.listAll' });
  const today = localDateTime(deps.clock().getTime(), DEFAULT_TIMEZONE).date;
  const dates = Array.from({ length: ORDER_HISTORY_DAYS }, (_, index) =>
    addDays(today, index - (ORDER_HISTORY_DAYS - 1)),
  );
  const storeId = input.storeId ?? null;
  const counted =
    storeId === null || isUuid(storeId)
      ? await db
          .select({
            date: sql<string>`to_char(${orders.createdAt} at time zone ${DEFAULT_TIMEZONE}, 'YYYY-MM-DD')`,
            orders: sql<number>`count(*)`.mapWith(Number),
            salesCents: sql<number>`coalesce(sum(${orders.totalAmountCents}), 0)`.mapWith(Number),
          })
          .from(orders)
          .where(
            and(
              sql`${orders.createdAt} >= ${startOfLocalDay(dates[0]!)}`,
              sql`${orders.createdAt} < ${startOfLocalDay(addDays(today, 1))}`,
              ne(orders.orderStatus, 'cancelled'),
              storeId ? eq(orders.storeId, storeId) : undefined,
            ),
          )
          .groupBy(sql`1`)
      : [];
  const byDate = new Map(counted.map((day) => [day.date, day]));
  return {
    days: dates.map((date) => {
      const day = byDate.get(date);
      return { date, orders: day?.orders ?? 0, sales: centsToDollars(day?.salesCents ?? 0) };
    }),
    storeId,
  };
}
