import type { DriverShift, PositionReport } from '@marketplace/contract/shifts';
import { POSITION_KEPT_EVERY_MS } from '@marketplace/core/geo/driver-position';
import { and, eq, isNull, lte, or } from 'drizzle-orm';
import { type Actor, requireAccess } from '../../access.js';
import type { Executor } from '../../db/client.js';
import { driverShifts } from '../../db/schema.js';
import { AppError } from '../../errors.js';
import { offShiftPosition, toDriverPositionJson } from './shift-records.js';

export const NOT_ON_SHIFT = 'Start your shift to share your position.';

type Deps = { db: Executor; clock: () => Date };

/** The actor, a driver, with the driver id their shift is known by. */
async function requireDriver(db: Executor, actor: Actor | null) {
  const driver = await requireAccess({ db, actor, permission: 'shift.work' });
  if (!driver.driverId) throw new AppError('FORBIDDEN', 'This account has no driver id.');
  return { userId: driver.id, driverId: driver.driverId };
}

/** GET /api/driver/shift: the driver's own shift and the last position kept, or off shift. */
export async function readShift(deps: Deps, input: { actor: Actor | null }): Promise<DriverShift> {
  const { userId, driverId } = await requireDriver(deps.db, input.actor);
  const [row] = await deps.db
    .select()
    .from(driverShifts)
    .where(eq(driverShifts.driverUserId, userId));
  return row ? toDriverPositionJson(row) : offShiftPosition(driverId);
}

/** POST /api/driver/shift/start: on shift from now; starting again changes nothing. */
export async function startShift(deps: Deps, input: { actor: Actor | null }): Promise<DriverShift> {
  const { userId, driverId } = await requireDriver(deps.db, input.actor);
  await deps.db
    .insert(driverShifts)
    .values({ driverUserId: userId, driverId, startedAt: deps.clock() })
    .onConflictDoNothing();
  return readShift(deps, input);
}

/** POST /api/driver/shift/end: off shift, and the last position is forgotten with the shift. */
export async function endShift(deps: Deps, input: { actor: Actor | null }): Promise<DriverShift> {
  const { userId, driverId } = await requireDriver(deps.db, input.actor);
  await deps.db.delete(driverShifts).where(eq(driverShifts.driverUserId, userId));
  return offShiftPosition(driverId);
}

/**
 * PUT /api/driver/position: keeps the phone's position in place of the last one (never a trail),
 * stamped with the API's clock. A report within POSITION_KEPT_EVERY_MS of the last kept one is
 * dropped (`kept: false`); off shift it is refused.
 */
export async function reportPosition(
  deps: Deps,
  input: { actor: Actor | null; report: PositionReport },
): Promise<{ kept: boolean }> {
  const { userId } = await requireDriver(deps.db, input.actor);
  const now = deps.clock();
  const { latitude, longitude, accuracyMeters } = input.report;
  const kept = await deps.db
    .update(driverShifts)
    .set({ latitude, longitude, accuracyMeters: accuracyMeters ?? null, positionAt: now })
    .where(
      and(
        eq(driverShifts.driverUserId, userId),
        or(
          isNull(driverShifts.positionAt),
          lte(driverShifts.positionAt, new Date(now.getTime() - POSITION_KEPT_EVERY_MS)),
        ),
      ),
    )
    .returning({ driverUserId: driverShifts.driverUserId });
  if (kept.length > 0) return { kept: true };
  const [onShift] = await deps.db
    .select({ driverUserId: driverShifts.driverUserId })
    .from(driverShifts)
    .where(eq(driverShifts.driverUserId, userId));
  if (!onShift) throw new AppError('CONFLICT', NOT_ON_SHIFT);
  return { kept: false };
}
