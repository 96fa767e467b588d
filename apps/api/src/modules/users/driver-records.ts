import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { isUuid } from '../../db/ids.js';
import { users } from '../../db/schema.js';

/**
 * The user who drives under `driverId` (their `users.driver_id`, what an order's `driverId`
 * points at), if they hold the driver role now; null otherwise. Orders ask before assigning.
 */
export async function findDriver(
  db: Executor,
  driverId: string,
): Promise<typeof users.$inferSelect | null> {
  if (!isUuid(driverId)) return null;
  const [driver] = await db
    .select()
    .from(users)
    .where(and(eq(users.driverId, driverId), eq(users.role, 'driver')));
  return driver ?? null;
}
