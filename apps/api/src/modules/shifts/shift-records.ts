import type { DriverPosition } from '@marketplace/contract/shifts';
import { and, eq, inArray, isNull, lte, or } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { driverShifts } from '../../db/schema.js';

type ShiftRow = typeof driverShifts.$inferSelect;

/** A shift as the map and the driver's app read it. */
export function toDriverPositionJson(row: ShiftRow): DriverPosition {
  return {
    driverId: row.driverId,
    onShift: true,
    startedAt: row.startedAt.toISOString(),
    latitude: row.latitude,
    longitude: row.longitude,
    accuracyMeters: row.accuracyMeters,
    at: row.positionAt?.toISOString() ?? null,
  };
}

/** A driver off shift: no shift, no position. */
export function offShiftPosition(driverId: string): DriverPosition {
  return {
    driverId,
    onShift: false,
    startedAt: null,
    latitude: null,
    longitude: null,
    accuracyMeters: null,
    at: null,
  };
}

/** Every driver on shift, longest on shift first: the dispatch board's drivers. */
export async function driversOnShift(db: Executor): Promise<DriverPosition[]> {
  const rows = await db.select().from(driverShifts).orderBy(driverShifts.startedAt);
  return rows.map(toDriverPositionJson);
}

/** The shift of the driver with this driver id, if they are on one. */
export async function shiftOfDriver(
  db: Executor,
  driverId: string,
): Promise<DriverPosition | null> {
  const [row] = await db.select().from(driverShifts).where(eq(driverShifts.driverId, driverId));
  return row ? toDriverPositionJson(row) : null;
}

/** No position kept since `before`, or none at all on a shift started before it. */
const silentSince = (before: Date) =>
  or(
    lte(driverShifts.positionAt, before),
    and(isNull(driverShifts.positionAt), lte(driverShifts.startedAt, before)),
  );

/** Shifts whose phone has been silent since `before`: their drivers' user and driver ids. */
export function silentShifts(
  db: Executor,
  before: Date,
): Promise<{ driverUserId: string; driverId: string }[]> {
  return db
    .select({ driverUserId: driverShifts.driverUserId, driverId: driverShifts.driverId })
    .from(driverShifts)
    .where(silentSince(before));
}

/**
 * Ends these drivers' shifts if still silent since `before` (a report that came meanwhile keeps
 * one), forgetting their positions as ending one's own shift does. Answers how many ended.
 */
export async function endSilentShifts(
  db: Executor,
  input: { driverUserIds: readonly string[]; before: Date },
): Promise<number> {
  if (input.driverUserIds.length === 0) return 0;
  const ended = await db
    .delete(driverShifts)
    .where(
      and(inArray(driverShifts.driverUserId, [...input.driverUserIds]), silentSince(input.before)),
    )
    .returning({ driverUserId: driverShifts.driverUserId });
  return ended.length;
}
