import { createECDH } from 'node:crypto';
import type { PushSubscriptionAnswer, PushSubscriptionBody } from '@marketplace/contract/push';
import { and, desc, eq, ne, notInArray, sql } from 'drizzle-orm';
import { type Actor, requireAccess } from '../../access.js';
import type { Database } from '../../db/client.js';
import { pushSubscriptions } from '../../db/schema.js';
import { AppError } from '../../errors.js';
import { deviceLabel } from './device-label.js';

/** The devices one person takes notifications on; subscribing an eleventh drops the oldest. */
export const MAX_PUSH_DEVICES = 10;

/** Ours: the key has the right length but is not a point of the curve. */
export const BAD_PUSH_KEY = 'keys.p256dh must be a P-256 public key, base64url.';

/** Whether `key` (base64url) is an uncompressed point of P-256: what a payload is encrypted to. */
function isP256PublicKey(key: string): boolean {
  try {
    const ours = createECDH('prime256v1');
    ours.generateKeys();
    ours.computeSecret(Buffer.from(key, 'base64url'));
    return true;
  } catch {
    return false;
  }
}

/**
 * POST /api/push/subscriptions: this browser takes the caller's notifications from now on. The
 * same endpoint again updates its row (new keys, newly subscribed) rather than adding one; an
 * endpoint another person subscribed on this browser becomes the caller's, without the
 * notifications still owed to the other. A person's subscriptions are changed one at a time (a
 * lock on them), so ten are kept however many browsers subscribe at once.
 */
export async function savePushSubscription(
  deps: { db: Database; clock: () => Date },
  input: { actor: Actor | null; subscription: PushSubscriptionBody; userAgent?: string },
): Promise<PushSubscriptionAnswer> {
  const { db } = deps;
  const actor = await requireAccess({
    db,
    actor: input.actor,
    permission: 'pushSubscription.manage',
  });
  const { endpoint, keys } = input.subscription;
  if (!isP256PublicKey(keys.p256dh)) throw new AppError('VALIDATION_FAILED', BAD_PUSH_KEY);
  const label = deviceLabel(input.userAgent);
  const now = deps.clock();
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`push-devices:${actor.id}`}))`);
    // Someone else's before: theirs ends here, with whatever was still owed to them.
    await tx
      .delete(pushSubscriptions)
      .where(and(eq(pushSubscriptions.endpoint, endpoint), ne(pushSubscriptions.userId, actor.id)));
    const row = {
      userId: actor.id,
      endpoint,
      p256dh: keys.p256dh,
      auth: keys.auth,
      deviceLabel: label,
      createdAt: now,
    };
    await tx
      .insert(pushSubscriptions)
      .values(row)
      .onConflictDoUpdate({ target: pushSubscriptions.endpoint, set: row });
    const kept = tx
      .select({ id: pushSubscriptions.id })
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.userId, actor.id))
      .orderBy(desc(pushSubscriptions.createdAt), desc(pushSubscriptions.id))
      .limit(MAX_PUSH_DEVICES);
    await tx
      .delete(pushSubscriptions)
      .where(and(eq(pushSubscriptions.userId, actor.id), notInArray(pushSubscriptions.id, kept)));
  });
  return { subscribed: true, deviceLabel: label };
}
