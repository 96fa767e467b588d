import type { StoreHours, TimeRange } from '../schema/catalog.js';

type Day = keyof StoreHours;

const DAYS: readonly Day[] = ['MON', 'TUE', 'WED', 'THURS', 'FRI', 'SAT', 'SUN'];

export function range(from: string, to: string): TimeRange {
  return { from, to };
}

/** The same ranges on all seven days. */
export function everyDay(...ranges: TimeRange[]): StoreHours {
  return weekly({}, ranges);
}

/** `ranges` on every day not listed in `overrides`; a listed day with [] is closed. */
export function weekly(overrides: StoreHours, ranges: TimeRange[]): StoreHours {
  const hours: StoreHours = {};
  for (const day of DAYS) {
    const dayRanges = overrides[day] ?? ranges;
    if (dayRanges.length > 0) hours[day] = dayRanges.map((r) => ({ ...r }));
  }
  return hours;
}

/** Only the listed days (a market that sets up once or twice a week). */
export function onlyOn(days: Day[], ...ranges: TimeRange[]): StoreHours {
  const hours: StoreHours = {};
  for (const day of DAYS) {
    if (days.includes(day)) hours[day] = ranges.map((r) => ({ ...r }));
  }
  return hours;
}
