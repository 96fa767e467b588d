import { and, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { preparedFor } from '../../db/prepared.js';
import { paymentSessions, type users } from '../../db/schema.js';

/** Every confirmation asks it, so prepared. */
const sessionOfUser = preparedFor((db) =>
  db
    .select({ id: paymentSessions.id })
    .from(paymentSessions)
    .where(
      and(
        eq(paymentSessions.id, sql.placeholder('id')),
        eq(paymentSessions.userId, sql.placeholder('userId')),
      ),
    )
    .prepare('payment_session_of_user'),
);

/**
 * The ids among `ids` that are payment sessions this user opened (access.ts: `checkout.finalize`).
 * A confirmation names one.
 */
export async function paymentSessionsOf(options: {
  db: Executor;
  actor: typeof users.$inferSelect;
  ids: readonly string[];
}): Promise<Set<string>> {
  const owned = new Set<string>();
  for (const id of new Set(options.ids)) {
    const [row] = await sessionOfUser(options.db).execute({ id, userId: options.actor.id });
    if (row) owned.add(row.id);
  }
  return owned;
}
