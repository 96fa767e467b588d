import type { SellerNumbers } from '@marketplace/contract/seller-orders';
import { DEFAULT_TIMEZONE } from '@marketplace/core/constants/limits';
import { centsToDollars } from '@marketplace/core/money/cents';
import { periodStart, type SellerPeriod } from '@marketplace/core/orders/seller-periods';
import { and, desc, eq, gte, ne, sql } from 'drizzle-orm';
import { type Actor, requireAccess } from '../../../access.js';
import { formatDollars, toCsv } from '../../../csv.js';
import type { Executor } from '../../../db/client.js';
import { orders } from '../../../db/schema.js';
import { storeSummaries } from '../../catalog/store-records.js';
import { ordersSoldByWhere } from '../ownership.js';

/** The orders a seller's numbers count: their stores' paid orders since `since`, not cancelled. */
function countedWhere(sellerId: string, since: Date) {
  return and(
    ordersSoldByWhere(sellerId),
    gte(orders.createdAt, since),
    ne(orders.orderStatus, 'cancelled'),
  );
}

/**
 * GET /api/seller/numbers (a seller, issue #31): today's, the week's or the month's orders,
 * sales and tips of their own stores, and what sold most. Only their stores, chosen by who
 * they are.
 */
export async function sellerNumbers(
  deps: { db: Executor; clock: () => Date },
  input: { actor: Actor | null; days: SellerPeriod },
): Promise<SellerNumbers> {
  const { db } = deps;
  const actor = await requireAccess({ db, actor: input.actor, permission: 'order.listOfSeller' });
  const since = periodStart(input.days, deps.clock(), DEFAULT_TIMEZONE);
  const empty = { days: input.days, since: since.toISOString(), orders: 0, sales: 0, tips: 0 };
  if (!actor.sellerId) return { ...empty, topProducts: [] };
  const where = countedWhere(actor.sellerId, since);
  const [totals] = await db
    .select({
      orders: sql<number>`count(*)::int`,
      salesCents: sql<number>`coalesce(sum(${orders.subtotalCents}), 0)::int`,
      tipsCents: sql<number>`coalesce(sum(${orders.sellerTipCents}), 0)::int`,
    })
    .from(orders)
    .where(where);
  const line = sql`jsonb_array_elements(${orders.products})`;
  const quantity = sql<number>`sum((line ->> 'quantity')::int)::int`;
  const top = await db
    .select({ name: sql<string>`line ->> 'name'`, quantity })
    .from(sql`${orders} cross join lateral ${line} as line`)
    .where(where)
    .groupBy(sql`line ->> 'name'`)
    .orderBy(desc(quantity), sql`line ->> 'name'`)
    .limit(5);
  return {
    ...empty,
    orders: totals?.orders ?? 0,
    sales: centsToDollars(totals?.salesCents ?? 0),
    tips: centsToDollars(totals?.tipsCents ?? 0),
    topProducts: top,
  };
}

export const SELLER_ORDERS_CSV_COLUMNS = [
  'orderId',
  `placedAt (${DEFAULT_TIMEZONE})`,
  'storeName',
  'orderType',
  'status',
  'items',
  'subtotal',
  'sellerTip',
] as const;

/**
 * GET /api/seller/orders/export (a seller): their stores' orders of the period as a CSV file,
 * newest first, cancelled ones included with their status (what the books need).
 */
export async function exportSellerOrders(
  deps: { db: Executor; clock: () => Date },
  input: { actor: Actor | null; days: SellerPeriod },
): Promise<{ fileName: string; csv: string }> {
  const { db } = deps;
  const actor = await requireAccess({ db, actor: input.actor, permission: 'order.listOfSeller' });
  const since = periodStart(input.days, deps.clock(), DEFAULT_TIMEZONE);
  const rows = actor.sellerId
    ? await db
        .select({
          id: orders.id,
          placedAt: sql<string>`to_char(${orders.createdAt} at time zone ${DEFAULT_TIMEZONE}, 'YYYY-MM-DD HH24:MI')`,
          storeId: orders.storeId,
          orderType: orders.orderType,
          status: orders.orderStatus,
          products: orders.products,
          subtotalCents: orders.subtotalCents,
          sellerTipCents: orders.sellerTipCents,
        })
        .from(orders)
        .where(and(eq(orders.sellerId, actor.sellerId), gte(orders.createdAt, since)))
        .orderBy(desc(orders.createdAt), desc(orders.id))
    : [];
  const stores = await storeSummaries(
    db,
    rows.map((row) => row.storeId),
  );
  const csv = toCsv(
    SELLER_ORDERS_CSV_COLUMNS,
    rows.map((row) => [
      row.id,
      row.placedAt,
      stores.get(row.storeId)?.name ?? '',
      row.orderType,
      row.status,
      row.products.map((product) => `${product.quantity} × ${product.name}`).join('; '),
      formatDollars(row.subtotalCents),
      formatDollars(row.sellerTipCents),
    ]),
  );
  const day = since.toISOString().slice(0, 10);
  return { fileName: `orders-${input.days}-days-from-${day}.csv`, csv };
}
