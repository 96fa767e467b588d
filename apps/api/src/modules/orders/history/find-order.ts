import { eq, sql } from 'drizzle-orm';
import { type Actor, requireAccess } from '../../../access.js';
import type { Executor } from '../../../db/client.js';
import { isUuid } from '../../../db/ids.js';
import { preparedFor } from '../../../db/prepared.js';
import { orders } from '../../../db/schema.js';
import { AppError } from '../../../errors.js';
import { storeSummary } from '../../catalog/store-records.js';
import { toOrderJson } from '../order-json.js';
import { ORDER_NOT_FOUND, type OrderRecord } from '../order-records.js';

/** Every confirmation reads its order, so prepared. */
const orderById = preparedFor((db) =>
  db
    .select()
    .from(orders)
    .where(eq(orders.id, sql.placeholder('id')))
    .prepare('order_by_id'),
);

/** The order with this id, as its table holds it; 404 for an unknown or malformed id. */
export async function findOrderRecord(db: Executor, orderId: string): Promise<OrderRecord> {
  if (!isUuid(orderId)) throw new AppError('NOT_FOUND', ORDER_NOT_FOUND);
  const [order] = await orderById(db).execute({ id: orderId });
  if (!order) throw new AppError('NOT_FOUND', ORDER_NOT_FOUND);
  return order;
}

/** One order, for its buyer (the confirmation page) or an admin. */
export async function findOrder(
  deps: { db: Executor },
  input: { actor: Actor | null; orderId: string },
) {
  const { db } = deps;
  const { orderId } = input;
  const order = await findOrderRecord(db, orderId);
  await requireAccess({ db, actor: input.actor, permission: 'order.read', ids: [orderId] });
  return toOrderJson({ order, store: await storeSummary(db, order.storeId) });
}
