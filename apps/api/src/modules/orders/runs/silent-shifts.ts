import { SHIFT_SILENT_END_MS } from '@marketplace/core/geo/driver-position';
import { DRIVER_OPEN_STATUSES } from '@marketplace/core/orders/order-lifecycle';
import { and, inArray } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Executor } from '../../../db/client.js';
import { orders } from '../../../db/schema.js';
import { runEvery } from '../../../run-every.js';
import { endSilentShifts, silentShifts } from '../../shifts/shift-records.js';

/** How often each instance looks for shifts nobody ended. */
export const SILENT_SHIFTS_EVERY_MS = 5 * 60_000;

/**
 * Ends the shifts of drivers whose phone has shared no position for SHIFT_SILENT_END_MS and who
 * carry no open delivery (docs/decisions/148): a driver who closed the app without ending their
 * shift is not offered work, nor kept on the map, all night. A silent driver with a delivery in
 * hand stays on shift: the board flags them for an admin to call. Answers how many ended.
 */
export async function endAbandonedShifts(deps: {
  db: Executor;
  clock: () => Date;
}): Promise<number> {
  const { db } = deps;
  const before = new Date(deps.clock().getTime() - SHIFT_SILENT_END_MS);
  const silent = await silentShifts(db, before);
  if (silent.length === 0) return 0;
  const busy = new Set(
    (
      await db
        .selectDistinct({ driverId: orders.driverId })
        .from(orders)
        .where(
          and(
            inArray(
              orders.driverId,
              silent.map((shift) => shift.driverId),
            ),
            inArray(orders.orderStatus, [...DRIVER_OPEN_STATUSES]),
          ),
        )
    ).map((row) => row.driverId),
  );
  return endSilentShifts(db, {
    driverUserIds: silent
      .filter((shift) => !busy.has(shift.driverId))
      .map((shift) => shift.driverUserId),
    before,
  });
}

/** Runs `endAbandonedShifts` every few minutes until stopped; a failed look is retried. */
export function watchAbandonedShifts(deps: {
  db: Executor;
  clock: () => Date;
  log: FastifyBaseLogger;
}): () => void {
  return runEvery({
    everyMs: SILENT_SHIFTS_EVERY_MS,
    run: async () => {
      const ended = await endAbandonedShifts(deps);
      if (ended > 0) deps.log.info({ ended }, 'Shifts: ended shifts whose phone went silent.');
    },
    log: deps.log,
    failed: 'Shifts: the look for silent shifts failed; trying again.',
  });
}
