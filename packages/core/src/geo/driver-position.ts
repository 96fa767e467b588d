import { distanceMeters, type LatLng } from './distance.js';

/** A driver's position as the phone reported it, and when (ms since the epoch). */
export type ReportedPosition = LatLng & { at: number };

/** Older than this, a driver's position is drawn as stale: the phone stopped reporting. */
export const POSITION_STALE_AFTER_MS = 2 * 60_000;

/**
 * A shift nobody ended: after this long without a position from the phone (or without any since
 * the shift started), and with no delivery in hand, the shift ends by itself and its last
 * position is forgotten (docs/decisions/148).
 */
export const SHIFT_SILENT_END_MS = 2 * 60 * 60_000;

/** Whether a position reported at `at` is stale at `now`. */
export function isPositionStale(at: number, now: number): boolean {
  return now - at > POSITION_STALE_AFTER_MS;
}

/**
 * How often a phone on shift shares its position (issue #33): never twice within `minGapMs`,
 * then as soon as it has moved `minMeters`, and at the latest after `heartbeatMs` standing still,
 * so a parked driver does not turn stale. The battery saver stretches both times.
 */
export const POSITION_SHARING = {
  normal: { minGapMs: 10_000, heartbeatMs: 15_000, minMeters: 50 },
  batterySaver: { minGapMs: 30_000, heartbeatMs: 60_000, minMeters: 50 },
} as const;

/**
 * The API keeps a driver's position at most this often, half the phone's shortest gap so clock
 * jitter never drops a fair report; a client that sends more only wastes its requests.
 */
export const POSITION_KEPT_EVERY_MS = POSITION_SHARING.normal.minGapMs / 2;

/** Whether the phone should send `next`, having last sent `last` (null: nothing sent yet). */
export function shouldSharePosition(
  last: ReportedPosition | null,
  next: ReportedPosition,
  options: { batterySaver?: boolean } = {},
): boolean {
  if (last === null) return true;
  const rule = options.batterySaver ? POSITION_SHARING.batterySaver : POSITION_SHARING.normal;
  const elapsed = next.at - last.at;
  if (elapsed < rule.minGapMs) return false;
  return elapsed >= rule.heartbeatMs || distanceMeters(last, next) >= rule.minMeters;
}
