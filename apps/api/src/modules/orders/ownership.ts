import { orderBuyerId } from '@marketplace/core/session/order-buyer-id';
import { and, eq, inArray, or, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { isUuid } from '../../db/ids.js';
import { orders, type users } from '../../db/schema.js';

type User = typeof users.$inferSelect;

/** A user's own orders: placed as this user, or under the buyer id SPEC §6 puts on them. */
export function ordersOfBuyerWhere(user: User): SQL {
  const buyerId = orderBuyerId(user);
  return buyerId
    ? (or(eq(orders.userId, user.id), eq(orders.buyerId, buyerId)) as SQL)
    : eq(orders.userId, user.id);
}

/** The ids among `ids` that are orders of this buyer (access.ts: `order.read`). */
export async function ordersOfBuyer(options: {
  db: Executor;
  actor: User;
  ids: readonly string[];
}): Promise<Set<string>> {
  const ids = options.ids.filter(isUuid);
  if (ids.length === 0) return new Set();
  const rows = await options.db
    .select({ id: orders.id })
    .from(orders)
    .where(and(inArray(orders.id, ids), ordersOfBuyerWhere(options.actor)));
  return new Set(rows.map((row) => row.id));
}
