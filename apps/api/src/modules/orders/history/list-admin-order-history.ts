import type { OrderHistoryAnswer, OrderHistoryFilters } from '@marketplace/contract/order-history';
import { type Actor, requireAccess } from '../../../access.js';
import type { Executor } from '../../../db/client.js';
import { pageOfAdminOrderRows } from '../dispatch/admin-orders.js';
import { orderHistoryWhere } from './order-history-filters.js';

/**
 * GET /api/admin/order-history: every order, whatever its status or day, newest first, filtered
 * (order-history-filters.ts), a page at a time (`before`: the last order id of the page before).
 */
export async function listAdminOrderHistory(
  deps: { db: Executor },
  input: OrderHistoryFilters & { actor: Actor | null; before?: string; limit: number },
): Promise<OrderHistoryAnswer> {
  const { db } = deps;
  await requireAccess({ db, actor: input.actor, permission: 'order.listAll' });
  return pageOfAdminOrderRows(db, orderHistoryWhere(input), input);
}
