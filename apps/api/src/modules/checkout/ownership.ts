import { and, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { paymentSessions, type users } from '../../db/schema.js';

/** The ids among `ids` that are payment sessions this user opened (access.ts: `checkout.finalize`). */
export async function paymentSessionsOf(options: {
  db: Executor;
  actor: typeof users.$inferSelect;
  ids: readonly string[];
}): Promise<Set<string>> {
  if (options.ids.length === 0) return new Set();
  const rows = await options.db
    .select({ id: paymentSessions.id })
    .from(paymentSessions)
    .where(
      and(
        inArray(paymentSessions.id, [...options.ids]),
        eq(paymentSessions.userId, options.actor.id),
      ),
    );
  return new Set(rows.map((row) => row.id));
}
