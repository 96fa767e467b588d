import { localDateTime } from '@marketplace/core/windows/local-date-time';

/** The browser's calendar date as 'YYYY-MM-DD' (its own zone, not UTC), for date inputs and age. */
export function localDate(now: Date = new Date()): string {
  return localDateTime(now.getTime(), Intl.DateTimeFormat().resolvedOptions().timeZone).date;
}
