import { and, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { isUuid } from '../../db/ids.js';
import { users } from '../../db/schema.js';
import { pageOfPeople } from './people-pages.js';

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

/**
 * An order's driver's "First Last" as a column of the order's own statement (the console's rows,
 * issue #32): null without a driver, or when no user holds that driver id.
 */
export function driverNameColumn(driverId: SQL) {
  return sql<
    string | null
  >`(select trim(u.first_name || ' ' || u.last_name) from ${users} u where u.driver_id = ${driverId})`;
}

/** The names ("First Last") and phones (E.164) of these drivers, by driver id: for staff. */
export async function driverContacts(
  db: Executor,
  driverIds: readonly string[],
): Promise<Map<string, { name: string; phone: string }>> {
  const wanted = [...new Set(driverIds)].filter(isUuid);
  if (wanted.length === 0) return new Map();
  const rows = await db
    .select({
      driverId: users.driverId,
      firstName: users.firstName,
      lastName: users.lastName,
      phone: users.phone,
    })
    .from(users)
    .where(inArray(users.driverId, wanted));
  return new Map(
    rows.map((row) => [
      row.driverId!,
      { name: `${row.firstName} ${row.lastName}`.trim(), phone: row.phone },
    ]),
  );
}

/** The names ("First Last") of the users driving under these driver ids, by driver id. */
export async function driverNames(
  db: Executor,
  driverIds: readonly string[],
): Promise<Map<string, string>> {
  const wanted = [...new Set(driverIds)].filter(isUuid);
  if (wanted.length === 0) return new Map();
  const rows = await db
    .select({ driverId: users.driverId, firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .where(inArray(users.driverId, wanted));
  return new Map(rows.map((row) => [row.driverId!, `${row.firstName} ${row.lastName}`.trim()]));
}

/**
 * Current drivers by name, a page at a time, found by name or phone (people-pages.ts): what
 * dispatch lists to assign from (docs/decisions/131).
 */
export function pageOfDrivers(
  db: Executor,
  input: { q?: string; driverId?: string; limit: number; after?: string },
) {
  return pageOfPeople(db, {
    role: 'driver',
    q: input.q,
    only: input.driverId,
    limit: input.limit,
    after: input.after,
  });
}
