import type { HoursRange, StoreDay, StoreHours } from '../constants/store-days.js';
import { parseClockTime } from './clock-time.js';

/** An opening range in minutes since local midnight, from < to ≤ 1440. */
export type MinuteRange = { from: number; to: number };

/**
 * One day's opening ranges, ready for window math: parsed, sorted, overlaps merged. A closing
 * time of '00:00' means midnight at the end of the day; a range that is unreadable or closes
 * before it opens is ignored rather than trusted (docs/decisions/018).
 */
export function openingRanges(storeHours: StoreHours, day: StoreDay): MinuteRange[] {
  return rangesOf(storeHours[day] ?? []);
}

/** A list of opening hours (a day of the week's, or a special date's) as openingRanges makes it. */
export function rangesOf(hours: readonly HoursRange[]): MinuteRange[] {
  const ranges: MinuteRange[] = [];
  for (const range of hours) {
    const from = parseClockTime(range.from);
    const rawTo = parseClockTime(range.to);
    if (from === null || rawTo === null) continue;
    const to = rawTo === 0 ? 1440 : rawTo;
    if (to > from) ranges.push({ from, to });
  }
  ranges.sort((a, b) => a.from - b.from);
  const merged: MinuteRange[] = [];
  for (const range of ranges) {
    const last = merged.at(-1);
    if (last && range.from <= last.to) last.to = Math.max(last.to, range.to);
    else merged.push({ ...range });
  }
  return merged;
}
