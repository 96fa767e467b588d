import { addDays } from '../windows/calendar.js';
import { localDateTime } from '../windows/local-date-time.js';
import { localTimeToEpoch } from '../windows/local-time-to-epoch.js';

/** The seller's numbers cover today, the last 7 days or the last 30 (issue #31). */
export const SELLER_PERIODS = [1, 7, 30] as const;
export type SellerPeriod = (typeof SELLER_PERIODS)[number];

/**
 * Where a period starts: midnight, on the stores' clock, of its first day (today for 1 day, six
 * days ago for 7), whatever the length of the days between (DST).
 */
export function periodStart(days: SellerPeriod, now: Date, timeZone: string): Date {
  const first = addDays(localDateTime(now.getTime(), timeZone).date, 1 - days);
  return new Date(localTimeToEpoch(first, 0, timeZone) ?? localTimeToEpoch(first, 60, timeZone)!);
}
