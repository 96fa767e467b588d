import type {
  AdminOrder,
  AdminOrderRow,
  AdminOrderStatus,
  OrderChangeAnswer,
} from '@marketplace/contract/dispatch';
import { centsToDollars } from '@marketplace/core/money/cents';
import { adminOrderStatus } from '@marketplace/core/orders/order-lifecycle';
import { eq, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../../db/client.js';
import { orders } from '../../../db/schema.js';
import { storeRowColumn, storeSummaries } from '../../catalog/store-records.js';
import { driverNameColumn, driverNames } from '../../users/driver-records.js';
import { toAdminOrderJson } from '../order-json.js';
import { keysetPage, newestFirst, pageOf } from '../order-pages.js';
import type { OrderRecord } from '../order-records.js';
import { refundsOfOrders } from '../refunds/refund-records.js';

/**
 * The orders as the operations console shows them, each with its store from the catalogue and
 * its driver's name.
 */
export async function toAdminOrders(db: Executor, rows: OrderRecord[]): Promise<AdminOrder[]> {
  const [stores, drivers, refunds] = await Promise.all([
    storeSummaries(
      db,
      rows.map((order) => order.storeId),
    ),
    driverNames(
      db,
      rows.flatMap((order) => (order.driverId ? [order.driverId] : [])),
    ),
    refundsOfOrders(
      db,
      rows.map((order) => order.id),
    ),
  ]);
  return rows.map((order) =>
    toAdminOrderJson({
      order,
      store: stores.get(order.storeId) ?? null,
      driverName: order.driverId ? (drivers.get(order.driverId) ?? null) : null,
      refunds: refunds.get(order.id) ?? [],
    }),
  );
}

/** One order as the console's summary shows it. */
export async function adminOrder(db: Executor, orderId: string): Promise<AdminOrder> {
  const [order] = await db.select().from(orders).where(eq(orders.id, orderId));
  const [json] = await toAdminOrders(db, [order!]);
  return json!;
}

/** SPEC's mutation answer for a change to one order: the message and the order as it is now. */
export async function orderChangeAnswer(
  db: Executor,
  orderId: string,
  message: string,
): Promise<OrderChangeAnswer> {
  return { status: 200, message, order: await adminOrder(db, orderId) };
}

/**
 * What a row of the console's lists reads of an order (contract: adminOrderRowSchema): not the
 * products, addresses or refund, which are most of an order's bytes (issue #32).
 */
const ROW_COLUMNS = {
  id: orders.id,
  createdAt: orders.createdAt,
  orderType: orders.orderType,
  orderStatus: orders.orderStatus,
  deliveryDate: orders.deliveryDate,
  deliveryWindowStart: orders.deliveryWindowStart,
  deliveryWindowEnd: orders.deliveryWindowEnd,
  totalAmountCents: orders.totalAmountCents,
  driverId: orders.driverId,
  storeId: orders.storeId,
  userId: orders.userId,
  buyerId: orders.buyerId,
  acknowledgedAt: orders.acknowledgedAt,
  // core's orderNeedsIdCheck, asked of the lines kept on the order.
  needsIdCheck: sql<boolean>`${orders.products} @> '[{"needsAgeVerification": true}]'::jsonb`,
  // Its store's name and zone in the same statement: one query less a page.
  store: storeRowColumn(sql`${orders.storeId}`),
  // And its driver's name, so a row needs no list of drivers.
  driverName: driverNameColumn(sql`${orders}.driver_id`),
};

/**
 * One page of the orders `where` keeps, newest first, as rows of the admin's lists: the Orders
 * screen's and the Order History's (keyset paging, order-pages.ts).
 */
export async function pageOfAdminOrderRows(
  db: Executor,
  where: SQL | undefined,
  page: { before?: string; limit: number },
): Promise<{ orders: AdminOrderRow[]; nextBefore: string | null }> {
  const rows = await db
    .select(ROW_COLUMNS)
    .from(orders)
    .where(keysetPage(where, page.before))
    .orderBy(...newestFirst)
    .limit(page.limit + 1);
  const { shown, nextBefore } = pageOf(rows, page.limit);
  return {
    orders: shown.map((order) => ({
      _id: order.id,
      createdAt: order.createdAt.toISOString(),
      orderType: order.orderType,
      orderStatus: order.orderStatus as AdminOrderRow['orderStatus'],
      adminStatus: adminOrderStatus(order) as AdminOrderStatus,
      deliveryDate: order.deliveryDate,
      deliveryWindowStart: order.deliveryWindowStart?.toISOString() ?? null,
      deliveryWindowEnd: order.deliveryWindowEnd?.toISOString() ?? null,
      totalAmount: centsToDollars(order.totalAmountCents),
      driverId: order.driverId,
      storeId: order.storeId,
      userId: order.userId,
      buyerId: order.buyerId,
      needsIdCheck: order.needsIdCheck,
      acknowledgedAt: order.acknowledgedAt?.toISOString() ?? null,
      store: order.store,
      driverName: order.driverName,
    })),
    nextBefore,
  };
}
