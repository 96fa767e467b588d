import { DEFAULT_TIMEZONE } from '@marketplace/core/constants/limits';
import { and, desc, gte, or, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { isUuid } from '../../db/ids.js';
import { orderIsOpen, orders } from '../../db/schema.js';
import { AppError } from '../../errors.js';
import type { OrderRecord } from './order-records.js';

/** Ours: a `before` that is not an order id. */
export const BAD_ORDERS_CURSOR = '"before" must be the nextBefore of the previous page.';

/** The lists' order: newest first, the id breaking ties, as the (created_at, id) index runs. */
export const newestFirst = [desc(orders.createdAt), desc(orders.id)] as const;

/**
 * The orders `where` keeps that come after `before` (the last order id of the page before):
 * keyset paging on the (created_at, id) index, so a page costs the same however deep it is.
 */
export function keysetPage(where: SQL | undefined, before: string | undefined): SQL | undefined {
  if (before === undefined) return where;
  if (!isUuid(before)) throw new AppError('VALIDATION_FAILED', BAD_ORDERS_CURSOR);
  return and(
    where,
    sql`(${orders.createdAt}, ${orders.id}) < (select o.created_at, o.id from orders o where o.id = ${before})`,
  );
}

/** A page out of `limit + 1` rows read: the first `limit`, and the cursor when there are more. */
export function pageOf<Row extends { id: string }>(
  rows: Row[],
  limit: number,
): { shown: Row[]; nextBefore: string | null } {
  const shown = rows.slice(0, limit);
  return { shown, nextBefore: rows.length > limit ? shown.at(-1)!.id : null };
}

/** One page of the whole order records `where` keeps, newest first (the seller's cards). */
export async function pageOfOrders(
  db: Executor,
  where: SQL | undefined,
  page: { before?: string; limit: number },
): Promise<{ rows: OrderRecord[]; nextBefore: string | null }> {
  const rows = await db
    .select()
    .from(orders)
    .where(keysetPage(where, page.before))
    .orderBy(...newestFirst)
    .limit(page.limit + 1);
  const { shown, nextBefore } = pageOf(rows, page.limit);
  return { rows: shown, nextBefore };
}

/** Midnight today where the marketplace is, as an instant. */
export function startOfTodayHere(now: Date): SQL {
  const at = now.toISOString();
  return sql`(date_trunc('day', ${at}::timestamptz at time zone ${DEFAULT_TIMEZONE}) at time zone ${DEFAULT_TIMEZONE})`;
}

/** Orders still open, and every order placed today in the marketplace's time zone. */
export function openOrPlacedToday(now: Date): SQL {
  return or(orderIsOpen(orders.orderStatus), gte(orders.createdAt, startOfTodayHere(now))) as SQL;
}
