import type { AdminOrder } from '@marketplace/contract/dispatch';
import { type Actor, requireAccess } from '../../../access.js';
import type { Executor } from '../../../db/client.js';
import { findOrderRecord } from '../history/find-order.js';
import { toAdminOrders } from './admin-orders.js';

/**
 * GET /api/orders/{id} (admin): the whole order as the console's summary shows it (products,
 * addresses, refund), where the lists carry rows only (issue #32).
 */
export async function findAdminOrder(
  deps: { db: Executor },
  input: { actor: Actor | null; orderId: string },
): Promise<AdminOrder> {
  const { db } = deps;
  await requireAccess({ db, actor: input.actor, permission: 'order.listAll' });
  const [order] = await toAdminOrders(db, [await findOrderRecord(db, input.orderId)]);
  return order!;
}
