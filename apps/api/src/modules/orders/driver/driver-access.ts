import { type Actor, requireAccess } from '../../../access.js';
import type { Executor } from '../../../db/client.js';

/**
 * Every driver route's first check (docs/decisions/095): the caller works `driverId`'s orders,
 * being that driver or an admin. Returns the caller.
 */
export function requireDriverAccess(
  db: Executor,
  actor: Actor | null,
  driverId: string,
): Promise<Actor> {
  return requireAccess({ db, actor, permission: 'driverInstruction.work', ids: [driverId] });
}
