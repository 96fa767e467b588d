import { and, eq } from 'drizzle-orm';
import { type Actor, requireAccess } from '../../access.js';
import type { Executor } from '../../db/client.js';
import { pushSubscriptions } from '../../db/schema.js';
import { AppError } from '../../errors.js';

/** Ours: no subscription of the caller's has this endpoint (someone else's reads the same). */
export const NO_PUSH_SUBSCRIPTION = 'This device does not take your notifications.';

/**
 * DELETE /api/push/subscriptions: this browser takes no more of the caller's notifications; what
 * was still owed to it goes with it. Only the caller's own: an endpoint of someone else's is
 * answered as one that does not exist, and stays.
 */
export async function removePushSubscription(
  deps: { db: Executor },
  input: { actor: Actor | null; endpoint: string },
): Promise<void> {
  const actor = await requireAccess({
    db: deps.db,
    actor: input.actor,
    permission: 'pushSubscription.manage',
  });
  const removed = await deps.db
    .delete(pushSubscriptions)
    .where(
      and(eq(pushSubscriptions.endpoint, input.endpoint), eq(pushSubscriptions.userId, actor.id)),
    )
    .returning({ id: pushSubscriptions.id });
  if (removed.length === 0) throw new AppError('NOT_FOUND', NO_PUSH_SUBSCRIPTION);
}
