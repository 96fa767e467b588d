import { type DailyOrderTotals, ORDER_HISTORY_DAYS } from '@marketplace/contract/order-history';
import { DEFAULT_TIMEZONE } from '@marketplace/core/constants/limits';
import { centsToDollars } from '@marketplace/core/money/cents';
import { addDays } from '@marketplace/core/windows/calendar';
import { localDateTime } from '@marketplace/core/windows/local-date-time';
import { and, between, eq, sql } from 'drizzle-orm';
import { type Actor, requireAccess } from '../../../access.js';
import type { Executor } from '../../../db/client.js';
import { isUuid } from '../../../db/ids.js';
import { orderDailyTotals } from '../../../db/schema.js';

/**
 * GET /api/admin/order-history/daily: orders and sales per day for the last 30 days, today
 * included, on the marketplace's calendar, for one store or all; a day without orders is a zero,
 * not a gap. Cancelled orders are neither orders nor sales: the money went back (093). Read from
 * order_daily_totals, which counts on the same calendar (DEFAULT_TIMEZONE).
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
  // The rollup a trigger keeps with every order change (drizzle/0039), not 30 days of orders.
  const counted =
    storeId === null || isUuid(storeId)
      ? await db
          .select({
            date: orderDailyTotals.date,
            orders: sql<number>`sum(${orderDailyTotals.orders})`.mapWith(Number),
            salesCents: sql<number>`sum(${orderDailyTotals.salesCents})`.mapWith(Number),
          })
          .from(orderDailyTotals)
          .where(
            and(
              between(orderDailyTotals.date, dates[0]!, today),
              storeId ? eq(orderDailyTotals.storeId, storeId) : undefined,
            ),
          )
          .groupBy(orderDailyTotals.date)
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
