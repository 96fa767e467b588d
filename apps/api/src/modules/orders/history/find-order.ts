import { eq, sql } from 'drizzle-orm';
import { type Actor, requireAccess } from '../../../access.js';
import type { Executor } from '../../../db/client.js';
import { isUuid } from '../../../db/ids.js';
import { preparedFor } from '../../../db/prepared.js';
import { orders } from '../../../db/schema.js';
import { AppError } from '../../../errors.js';
import { storeSummary } from '../../catalog/store-records.js';
import { toOrderJson } from '../order-json.js';
import { ORDER_NOT_FOUND } from '../order-records.js';

/** Every confirmation reads its order, so prepared. */
const orderById = preparedFor((db) =>
  db
    .select()
    .from(orders)
    .where(eq(orders.id, sql.placeholder('id')))
    .prepare('order_by_id'),
);

/** One order, for its buyer (the confirmation page) or an admin. */
export async function findOrder(
  deps: { db: Executor },
  input: { actor: Actor | null; orderId: string },
) {
  const { db } = deps;
  const { orderId } = input;
  if (!isUuid(orderId)) throw new AppError('NOT_FOUND', ORDER_NOT_FOUND);
  const [order] = await orderById(db).execute({ id: orderId });
  if (!order) throw new AppError('NOT_FOUND', ORDER_NOT_FOUND);
  await requireAccess({ db, actor: input.actor, permission: 'order.read', ids: [orderId] });
  return toOrderJson({ order, store: await storeSummary(db, order.storeId) });
}
