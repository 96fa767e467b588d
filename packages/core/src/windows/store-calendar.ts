import { DEFAULT_TIMEZONE } from '../constants/limits.js';
import type { StoreDay } from '../constants/store-days.js';
import { addDays, storeDayOf } from './calendar.js';
import { overrideOf } from './date-overrides.js';
import { localDateTime } from './local-date-time.js';
import { dayClock } from './local-time-to-epoch.js';
import { type MinuteRange, openingRanges, rangesOf } from './opening-ranges.js';
import type { WindowStore } from './time-window.js';

/** SPEC §9: windows look at most 7 days ahead: today and the six days after. */
export const LOOKAHEAD_DAYS = 7;

/** One day of a store's week as window math sees it. */
export type StoreDate = {
  /** 0 for the store's today. */
  offset: number;
  date: string;
  day: StoreDay;
  ranges: MinuteRange[];
  /** Store-local minute → epoch ms, null inside a DST gap. */
  epochAt: (minutes: number) => number | null;
};

/**
 * The store's next 7 calendar days in its own zone, with its opening ranges and a clock for
 * each. `nowMinutes` is how far into today the store's clock is, for same-day cut-offs.
 */
export function storeCalendar(store: WindowStore, now: Date) {
  const timeZone = store.timezone || DEFAULT_TIMEZONE;
  const today = localDateTime(now.getTime(), timeZone);
  const days: StoreDate[] = [];
  for (let offset = 0; offset < LOOKAHEAD_DAYS; offset++) {
    const date = addDays(today.date, offset);
    const day = storeDayOf(date);
    // Built on first use: most lookups stop after a day or two.
    let clock: StoreDate['epochAt'] | undefined;
    days.push({
      offset,
      date,
      day,
      // A special date's hours (or none: closed) replace the week's (issue #31).
      ranges: ((override) =>
        override ? rangesOf(override.hours) : openingRanges(store.storeHours, day))(
        overrideOf(store.dateOverrides, date),
      ),
      epochAt: (minutes) => {
        clock ??= dayClock(date, timeZone);
        return clock(minutes);
      },
    });
  }
  return { nowMinutes: today.minutes, days };
}

/** SPEC §9: times rounded up to 5 minutes. */
export function roundUpToFive(minutes: number): number {
  return Math.ceil(minutes / 5) * 5;
}
