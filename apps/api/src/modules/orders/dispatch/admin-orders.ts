import type { AdminOrder } from '@marketplace/contract/dispatch';
import { type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../../db/client.js';
import { orders } from '../../../db/schema.js';
import { storeRowJson, storeSummaries } from '../../catalog/store-records.js';
import { toAdminOrderJson } from '../order-json.js';
import { keysetPage, newestFirst } from '../order-pages.js';
import type { OrderRecord } from '../order-records.js';
import { statusWhere } from './admin-order-status.js';

/** The orders as the operations console shows them, each with its store from the catalogue. */
export async function toAdminOrders(db: Executor, rows: OrderRecord[]): Promise<AdminOrder[]> {
  const stores = await storeSummaries(
    db,
    rows.map((order) => order.storeId),
  );
  return rows.map((order) => toAdminOrderJson({ order, store: stores.get(order.storeId) ?? null }));
}

/** An instant as JSON gives it (`Date.toISOString`: UTC, milliseconds); null stays null. */
const iso = (column: SQL | typeof orders.createdAt) =>
  sql`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/**
 * A row of the console's lists (contract: adminOrderRowSchema), as JSON built by the database:
 * not the products, addresses or refund, which are most of an order's bytes (issue #32).
 */
const ROW_JSON = sql`json_build_object(
  '_id', ${orders.id},
  'createdAt', ${iso(orders.createdAt)},
  'orderType', ${orders.orderType},
  'orderStatus', ${orders.orderStatus},
  'adminStatus', case when ${statusWhere('unassigned')} then 'unassigned' else ${orders.orderStatus} end,
  'deliveryDate', ${orders.deliveryDate},
  'deliveryWindowStart', ${iso(sql`${orders.deliveryWindowStart}`)},
  'deliveryWindowEnd', ${iso(sql`${orders.deliveryWindowEnd}`)},
  'totalAmount', round(${orders.totalAmountCents} / 100.0, 2),
  'driverId', ${orders.driverId},
  'storeId', ${orders.storeId},
  'userId', ${orders.userId},
  'buyerId', ${orders.buyerId},
  'needsIdCheck', ${orders.products} @> '[{"needsAgeVerification": true}]'::jsonb,
  'acknowledgedAt', ${iso(sql`${orders.acknowledgedAt}`)},
  'store', ${storeRowJson(sql`${orders.storeId}`)}
)`;

/**
 * One page of the orders `where` keeps, newest first, as the admin's lists show them (the Orders
 * screen's and the Order History's, keyset paging in order-pages.ts): the whole answer as JSON
 * text made by PostgreSQL in one statement, sent as it is (decision 104's way for the
 * catalogue), so Node maps and serializes nothing per row.
 */
export async function pageOfAdminOrderRows(
  db: Executor,
  where: SQL | undefined,
  page: { before?: string; limit: number },
): Promise<string> {
  const { limit } = page;
  const rows = db
    .select({
      id: orders.id,
      createdAt: orders.createdAt,
      row: ROW_JSON.as('row'),
    })
    .from(orders)
    .where(keysetPage(where, page.before))
    .orderBy(...newestFirst)
    .limit(limit + 1)
    .as('page');
  const order = sql`${rows.createdAt} desc, ${rows.id} desc`;
  const [answer] = await db
    .select({
      json: sql<string>`json_build_object(
        'orders', coalesce((array_agg(${rows.row} order by ${order}))[1:${limit}], '{}'),
        'nextBefore', case when count(*) > ${limit} then (array_agg(${rows.id} order by ${order}))[${limit}] end
      )::text`,
    })
    .from(rows);
  return answer!.json;
}
