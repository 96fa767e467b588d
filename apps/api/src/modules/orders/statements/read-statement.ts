import type { Statement, StatementQuery, StatementStore } from '@marketplace/contract/statements';
import { DEFAULT_TIMEZONE } from '@marketplace/core/constants/limits';
import { statementNetCents, statementTotals } from '@marketplace/core/money/statement-totals';
import { datePeriod } from '@marketplace/core/orders/seller-periods';
import { and, eq, gte, lt, type SQL, sql } from 'drizzle-orm';
import { type Actor, holdsOnEveryRecord, requireAccess } from '../../../access.js';
import type { Executor } from '../../../db/client.js';
import { isUuid } from '../../../db/ids.js';
import { orders, refunds } from '../../../db/schema.js';
import { storeSummaries } from '../../catalog/store-records.js';
import { ordersSoldByWhere } from '../ownership.js';

/** A sum of cents or a count: PostgreSQL answers bigint, which drivers hand over as text. */
const bigint = (expression: SQL) => sql<number>`coalesce(${expression}, 0)`.mapWith(Number);

/**
 * GET /api/statements (issue #35, docs/decisions/141): per store, over calendar days `from` to
 * `to` on the marketplace's clock, the orders paid and what they sold, the store's share of the
 * refunds settled in those days (whenever their order was paid), its tips and the net. Every
 * store for an admin; a seller's own stores for them, chosen by who they are. Summed in the
 * database, one line per store.
 */
export async function readStatement(
  deps: { db: Executor },
  input: StatementQuery & { actor: Actor | null },
): Promise<Statement> {
  const { db } = deps;
  const actor = await requireAccess({
    db,
    actor: input.actor,
    permission: 'statement.read',
    ids: input.actor?.sellerId ? [input.actor.sellerId] : [],
  });
  const { from, to, storeId } = input;
  const { start, end } = datePeriod(from, to, DEFAULT_TIMEZONE);
  const answer = (stores: StatementStore[]): Statement => ({
    from,
    to,
    timezone: DEFAULT_TIMEZONE,
    stores,
    total: statementTotals(stores),
  });
  // Not a store id: no store's orders, as an unknown store has none.
  if (storeId !== undefined && !isUuid(storeId)) return answer([]);

  // The orders the caller may see: every store's for an admin, the seller's stores' otherwise.
  const sellerId = holdsOnEveryRecord(actor, 'statement.read') ? null : actor.sellerId;
  const visible = and(
    sellerId ? ordersSoldByWhere(sellerId) : undefined,
    storeId ? eq(orders.storeId, storeId) : undefined,
  );
  const sales = db.$with('sales').as(
    db
      .select({
        storeId: orders.storeId,
        orders: sql<number>`count(*)`.as('orders'),
        grossSalesCents:
          sql<number>`sum(${orders.subtotalCents} + ${orders.taxCents} - ${orders.discountCents})`.as(
            'gross_sales_cents',
          ),
        sellerTipsCents: sql<number>`sum(${orders.sellerTipCents})`.as('seller_tips_cents'),
      })
      .from(orders)
      .where(and(visible, gte(orders.createdAt, start), lt(orders.createdAt, end)))
      .groupBy(orders.storeId),
  );
  // A refund counts in the days it was made, whatever day its order was paid.
  const refunded = db.$with('refunded').as(
    db
      .select({
        storeId: orders.storeId,
        refundsCents: sql<number>`sum(${refunds.storeCents})`.as('refunds_cents'),
      })
      .from(refunds)
      .innerJoin(orders, eq(orders.id, refunds.orderId))
      .where(
        and(
          visible,
          eq(refunds.state, 'succeeded'),
          gte(refunds.settledAt, start),
          lt(refunds.settledAt, end),
        ),
      )
      .groupBy(orders.storeId),
  );
  const rows = await db
    .with(sales, refunded)
    .select({
      storeId: sql<string>`coalesce(${sales.storeId}, ${refunded.storeId})`,
      orders: bigint(sql`${sales.orders}`),
      grossSalesCents: bigint(sql`${sales.grossSalesCents}`),
      sellerTipsCents: bigint(sql`${sales.sellerTipsCents}`),
      refundsCents: bigint(sql`${refunded.refundsCents}`),
    })
    .from(sales)
    .fullJoin(refunded, eq(sales.storeId, refunded.storeId));

  const names = await storeSummaries(
    db,
    rows.map((row) => row.storeId),
  );
  const stores = rows
    .map((row) => ({
      storeId: row.storeId,
      storeName: names.get(row.storeId)?.name ?? null,
      orders: row.orders,
      grossSalesCents: row.grossSalesCents,
      refundsCents: row.refundsCents,
      sellerTipsCents: row.sellerTipsCents,
      netCents: statementNetCents(row),
    }))
    .sort(byStoreName);
  return answer(stores);
}

/** By name as people read it; a store deleted since (no name) last; the id breaks ties. */
function byStoreName(a: StatementStore, b: StatementStore): number {
  if (a.storeName !== b.storeName) {
    if (a.storeName === null) return 1;
    if (b.storeName === null) return -1;
    const byName = a.storeName.localeCompare(b.storeName, 'en-US', { sensitivity: 'base' });
    if (byName !== 0) return byName;
  }
  return a.storeId < b.storeId ? -1 : a.storeId > b.storeId ? 1 : 0;
}
