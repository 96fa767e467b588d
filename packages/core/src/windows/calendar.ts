import { STORE_DAYS, type StoreDay } from '../constants/store-days.js';

/** Calendar arithmetic on 'YYYY-MM-DD' dates. UTC is used as a plain calendar, not a zone. */
export function addDays(date: string, days: number): string {
  const [year, month, day] = date.split('-').map(Number);
  return new Date(Date.UTC(year ?? 0, (month ?? 1) - 1, (day ?? 1) + days))
    .toISOString()
    .slice(0, 10);
}

/** The storeHours key for a date: 2026-03-09 → 'MON'. */
export function storeDayOf(date: string): StoreDay {
  const [year, month, day] = date.split('-').map(Number);
  const sundayFirst = new Date(Date.UTC(year ?? 0, (month ?? 1) - 1, day ?? 1)).getUTCDay();
  // STORE_DAYS starts on Monday; getUTCDay starts on Sunday.
  return STORE_DAYS[(sundayFirst + 6) % 7] as StoreDay;
}
