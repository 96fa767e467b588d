import type { AdminOrder } from '@marketplace/contract/dispatch';
import type { Executor } from '../../../db/client.js';
import { storeSummaries } from '../../catalog/store-records.js';
import { toAdminOrderJson } from '../order-json.js';
import type { OrderRecord } from '../order-records.js';

/** The orders as the operations console shows them, each with its store from the catalogue. */
export async function toAdminOrders(db: Executor, rows: OrderRecord[]): Promise<AdminOrder[]> {
  const stores = await storeSummaries(
    db,
    rows.map((order) => order.storeId),
  );
  return rows.map((order) => toAdminOrderJson({ order, store: stores.get(order.storeId) ?? null }));
}
