import {
  ORDER_HISTORY_EXPORT_MAX,
  type OrderHistoryFilters,
} from '@marketplace/contract/order-history';
import { DEFAULT_TIMEZONE } from '@marketplace/core/constants/limits';
import { adminOrderStatus } from '@marketplace/core/orders/order-lifecycle';
import { localDateTime } from '@marketplace/core/windows/local-date-time';
import { desc, sql } from 'drizzle-orm';
import { type Actor, requireAccess } from '../../../access.js';
import { formatDollars, toCsv } from '../../../csv.js';
import type { Executor } from '../../../db/client.js';
import { orders } from '../../../db/schema.js';
import { AppError } from '../../../errors.js';
import { storeSummaries } from '../../catalog/store-records.js';
import { userNames } from '../../users/service.js';
import { orderHistoryWhere } from './order-history-filters.js';

export const ORDER_HISTORY_CSV_COLUMNS = [
  'orderId',
  `placedAt (${DEFAULT_TIMEZONE})`,
  'storeId',
  'storeName',
  'orderType',
  'status',
  'buyerName',
  'items',
  'subtotal',
  'tax',
  'deliveryFee',
  'sellerTip',
  'driverTip',
  'discount',
  'total',
] as const;

/** Ours: an export wider than the cap is refused whole rather than cut short without a word. */
export function exportTooLarge(max: number): string {
  return `This export would hold more than ${max.toLocaleString('en-US')} orders; narrow the dates or filters and export again.`;
}

/** Names and stores are looked up this many at a time, well inside PostgreSQL's parameter limit. */
const LOOKUP_CHUNK = 1000;

/**
 * GET /api/admin/order-history/export: the orders the same filters list, newest first, as a CSV
 * file (docs/decisions/093): one line per order, money in dollars, the time placed on the
 * marketplace's clock. At most `exportMax` orders (50,000); more is a 400 that says so.
 */
export async function exportAdminOrderHistory(
  deps: { db: Executor; clock: () => Date; exportMax?: number },
  input: OrderHistoryFilters & { actor: Actor | null },
): Promise<{ fileName: string; csv: string; rows: number }> {
  const { db } = deps;
  const max = deps.exportMax ?? ORDER_HISTORY_EXPORT_MAX;
  await requireAccess({ db, actor: input.actor, permission: 'order.listAll' });
  const rows = await db
    .select({
      id: orders.id,
      placedAt: sql<string>`to_char(${orders.createdAt} at time zone ${DEFAULT_TIMEZONE}, 'YYYY-MM-DD HH24:MI')`,
      storeId: orders.storeId,
      userId: orders.userId,
      orderType: orders.orderType,
      orderStatus: orders.orderStatus,
      driverId: orders.driverId,
      items:
        sql<number>`(select coalesce(sum((line->>'quantity')::int), 0) from jsonb_array_elements(${orders.products}) line)`.mapWith(
          Number,
        ),
      subtotalCents: orders.subtotalCents,
      taxCents: orders.taxCents,
      deliveryFeeCents: orders.deliveryFeeCents,
      sellerTipCents: orders.sellerTipCents,
      driverTipCents: orders.driverTipCents,
      discountCents: orders.discountCents,
      totalAmountCents: orders.totalAmountCents,
    })
    .from(orders)
    .where(orderHistoryWhere(input))
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(max + 1);
  if (rows.length > max) throw new AppError('VALIDATION_FAILED', exportTooLarge(max));

  const stores = new Map<string, string>();
  const buyers = new Map<string, string>();
  for (let start = 0; start < rows.length; start += LOOKUP_CHUNK) {
    const chunk = rows.slice(start, start + LOOKUP_CHUNK);
    const [storeChunk, buyerChunk] = await Promise.all([
      storeSummaries(
        db,
        chunk.map((row) => row.storeId).filter((id) => !stores.has(id)),
      ),
      userNames(
        db,
        chunk.map((row) => row.userId).filter((id) => !buyers.has(id)),
      ),
    ]);
    for (const [id, store] of storeChunk) stores.set(id, store.name);
    for (const [id, name] of buyerChunk) buyers.set(id, name);
  }

  const records = rows.map((row) => [
    row.id,
    row.placedAt,
    row.storeId,
    stores.get(row.storeId) ?? '',
    row.orderType,
    adminOrderStatus(row),
    buyers.get(row.userId) ?? '',
    String(row.items),
    formatDollars(row.subtotalCents),
    formatDollars(row.taxCents),
    formatDollars(row.deliveryFeeCents),
    formatDollars(row.sellerTipCents),
    formatDollars(row.driverTipCents),
    formatDollars(row.discountCents),
    formatDollars(row.totalAmountCents),
  ]);
  const today = localDateTime(deps.clock().getTime(), DEFAULT_TIMEZONE).date;
  return {
    fileName: exportFileName(input, today),
    csv: toCsv(ORDER_HISTORY_CSV_COLUMNS, records),
    rows: rows.length,
  };
}

/** 'orders-2026-11-01-to-2026-11-23.csv'; an open end is today, an open start says 'until'. */
function exportFileName(filters: OrderHistoryFilters, today: string): string {
  const to = filters.to ?? today;
  return filters.from ? `orders-${filters.from}-to-${to}.csv` : `orders-until-${to}.csv`;
}
