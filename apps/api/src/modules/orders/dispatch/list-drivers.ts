import type { DriversPage } from '@marketplace/contract/dispatch';
import { WITH_DRIVER_STATUSES } from '@marketplace/core/orders/order-lifecycle';
import { and, count, inArray } from 'drizzle-orm';
import { type Actor, requireAccess } from '../../../access.js';
import type { Executor } from '../../../db/client.js';
import { orderIsOpen, orders } from '../../../db/schema.js';
import { pageOfDrivers } from '../../users/driver-records.js';

/**
 * GET /api/drivers: current drivers by name a page at a time, found by name or phone, each with
 * how many open orders they carry (admin; issue #32, docs/decisions/131).
 */
export async function listDrivers(
  deps: { db: Executor },
  input: { actor: Actor | null; q?: string; driverId?: string; limit: number; after?: string },
): Promise<DriversPage> {
  const { db } = deps;
  await requireAccess({ db, actor: input.actor, permission: 'driver.list' });
  const { people, total, nextAfter } = await pageOfDrivers(db, input);
  const drivers = people.flatMap((user) =>
    user.driverId
      ? [
          {
            driverId: user.driverId,
            firstName: user.firstName,
            lastName: user.lastName,
            phone: user.phone,
          },
        ]
      : [],
  );
  const open = await openOrdersByDriver(
    db,
    drivers.map((driver) => driver.driverId),
  );
  return {
    drivers: drivers.map((driver) => ({ ...driver, openOrders: open.get(driver.driverId) ?? 0 })),
    total,
    nextAfter,
  };
}

/** How many orders each of these drivers has assigned or picked up, not yet delivered. */
async function openOrdersByDriver(
  db: Executor,
  driverIds: readonly string[],
): Promise<Map<string, number>> {
  if (driverIds.length === 0) return new Map();
  const rows = await db
    .select({ driverId: orders.driverId, open: count() })
    .from(orders)
    .where(
      and(
        orderIsOpen(orders.orderStatus),
        inArray(orders.driverId, [...driverIds]),
        inArray(orders.orderStatus, [...WITH_DRIVER_STATUSES]),
      ),
    )
    .groupBy(orders.driverId);
  return new Map(rows.map((row) => [row.driverId!, row.open]));
}
