import { and, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { isUuid } from '../../db/ids.js';
import { stores, type users } from '../../db/schema.js';

type User = typeof users.$inferSelect;

/** The ids among `ids` that are stores of this seller (access.ts: `store.update` and the like). */
export async function storesOwnedBy(options: {
  db: Executor;
  actor: User;
  ids: readonly string[];
}): Promise<Set<string>> {
  const { sellerId } = options.actor;
  const ids = options.ids.filter(isUuid);
  if (!sellerId || ids.length === 0) return new Set();
  const rows = await options.db
    .select({ id: stores.id })
    .from(stores)
    .where(and(inArray(stores.id, ids), eq(stores.sellerId, sellerId)));
  return new Set(rows.map((row) => row.id));
}
