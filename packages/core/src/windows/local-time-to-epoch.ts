import { utcOffsetMs } from './local-date-time.js';

const MINUTE_MS = 60_000;
const DAY_MS = 86_400_000;

/** A local date and minute read as if it were UTC: the zone's offset is what separates them. */
function wallMs(date: string, minutes: number): number {
  const [year, month, day] = date.split('-').map(Number);
  return Date.UTC(year ?? 0, (month ?? 1) - 1, day ?? 1) + minutes * MINUTE_MS;
}

/**
 * The moment a store's wall clock shows `minutes` past midnight of `date` (1440 = the next
 * midnight). On the autumn change, a time that happens twice gives its first occurrence; in the
 * spring gap, a time that never happens gives null so no window is built on it.
 */
export function localTimeToEpoch(date: string, minutes: number, timeZone: string): number | null {
  const wall = wallMs(date, minutes);
  // Offsets a day either side bracket any single DST change around this wall time.
  const offsets = new Set([
    utcOffsetMs(wall - DAY_MS, timeZone),
    utcOffsetMs(wall + DAY_MS, timeZone),
  ]);
  let best: number | null = null;
  for (const offset of offsets) {
    const candidate = wall - offset;
    if (utcOffsetMs(candidate, timeZone) !== offset) continue;
    if (best === null || candidate < best) best = candidate;
  }
  return best;
}

/**
 * localTimeToEpoch for many minutes of one date. When the offset is the same a day before and
 * two days after, the day has no DST change and every minute is plain arithmetic; only the two
 * change days a year pay for the exact search. This keeps a week of windows near 0.1 ms.
 */
export function dayClock(date: string, timeZone: string): (minutes: number) => number | null {
  const midnight = wallMs(date, 0);
  const before = utcOffsetMs(midnight - DAY_MS, timeZone);
  const after = utcOffsetMs(midnight + 2 * DAY_MS, timeZone);
  if (before !== after) return (minutes) => localTimeToEpoch(date, minutes, timeZone);
  return (minutes) => midnight + minutes * MINUTE_MS - before;
}
