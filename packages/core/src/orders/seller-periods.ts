import { addDays } from '../windows/calendar.js';
import { localDateTime } from '../windows/local-date-time.js';
import { localTimeToEpoch } from '../windows/local-time-to-epoch.js';

/** The seller's numbers cover today, the last 7 days or the last 30 (issue #31). */
export const SELLER_PERIODS = [1, 7, 30] as const;
export type SellerPeriod = (typeof SELLER_PERIODS)[number];

/** The longest period a statement covers (issue #35): a year, a leap day included. */
export const STATEMENT_MAX_DAYS = 366;

/**
 * Midnight starting `date` ('YYYY-MM-DD') on the stores' clock, as an instant, whatever the
 * length of the days before it (DST); on a day whose midnight never happens, the hour after.
 */
export function localDayStart(date: string, timeZone: string): Date {
  return new Date(localTimeToEpoch(date, 0, timeZone) ?? localTimeToEpoch(date, 60, timeZone)!);
}

/**
 * Where a period starts: midnight, on the stores' clock, of its first day (today for 1 day, six
 * days ago for 7).
 */
export function periodStart(days: SellerPeriod, now: Date, timeZone: string): Date {
  return localDayStart(addDays(localDateTime(now.getTime(), timeZone).date, 1 - days), timeZone);
}

/**
 * The instants calendar days `from` to `to` cover on the stores' clock, both days included: from
 * the first day's midnight up to (not including) the midnight after the last (issue #35).
 */
export function datePeriod(from: string, to: string, timeZone: string): { start: Date; end: Date } {
  return { start: localDayStart(from, timeZone), end: localDayStart(addDays(to, 1), timeZone) };
}

/** How many calendar days `from` to `to` holds, both included: a day's period is 1. */
export function periodDays(from: string, to: string): number {
  const day = (date: string) => Date.parse(`${date}T00:00:00Z`) / 86_400_000;
  return day(to) - day(from) + 1;
}
