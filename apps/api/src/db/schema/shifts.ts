import { sql } from 'drizzle-orm';
import { check, doublePrecision, pgTable, real, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users.js';

/**
 * Drivers on shift (issue #33, docs/decisions/135): one row while a driver works, gone when the
 * shift ends. It keeps only the last position the phone shared and when: never a trail.
 */
export const driverShifts = pgTable(
  'driver_shifts',
  {
    driverUserId: uuid('driver_user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The driver's role id, as orders carry it (`orders.driver_id`). */
    driverId: uuid('driver_id').notNull(),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    /** The phone's own estimate, in metres (Geolocation `coords.accuracy`). */
    accuracyMeters: real('accuracy_meters'),
    /** When the API kept the position (its clock, never the phone's). */
    positionAt: timestamp('position_at', { withTimezone: true }),
  },
  (t) => [
    check(
      'driver_shifts_position_whole',
      sql`(${t.latitude} is null) = (${t.longitude} is null) and (${t.latitude} is null) = (${t.positionAt} is null)`,
    ),
  ],
);
