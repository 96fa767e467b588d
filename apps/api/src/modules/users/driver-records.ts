import { and, asc, eq, isNotNull } from 'drizzle-orm';
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

/** Every user who holds the driver role now, with their driver id, by name. */
export async function listDrivers(
  db: Executor,
): Promise<{ driverId: string; firstName: string; lastName: string; phone: string }[]> {
  const rows = await db
    .select({
      driverId: users.driverId,
      firstName: users.firstName,
      lastName: users.lastName,
      phone: users.phone,
    })
    .from(users)
    .where(and(eq(users.role, 'driver'), isNotNull(users.driverId)))
    .orderBy(asc(users.firstName), asc(users.lastName), asc(users.id));
  return rows.map((row) => ({ ...row, driverId: row.driverId! }));
}
