import type { PushKeyAnswer } from '@marketplace/contract/push';
import { type Actor, requireAccess } from '../../access.js';
import type { Executor } from '../../db/client.js';
import type { PushProvider } from '../../providers/push/push-provider.js';

/** GET /api/push/key: the VAPID public key a browser subscribes with. */
export async function readPushKey(
  deps: { db: Executor; push: PushProvider },
  input: { actor: Actor | null },
): Promise<PushKeyAnswer> {
  await requireAccess({ db: deps.db, actor: input.actor, permission: 'pushSubscription.manage' });
  return { publicKey: await deps.push.publicKey() };
}
