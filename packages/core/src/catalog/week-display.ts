import {
  STORE_DAY_LABELS,
  STORE_DAYS,
  type StoreDay,
  type StoreHours,
} from '../constants/store-days.js';
import { displayClockTime, formatClockTime } from '../windows/clock-time.js';
import { openingRanges } from '../windows/opening-ranges.js';

/**
 * SPEC §9: store hours for display, Monday first, every day listed; a day without hours reads
 * 'Closed'. Ranges read '9:00 AM – 5:00 PM', sorted, overlaps merged.
 */
export function weekDisplay(
  storeHours: StoreHours,
): { day: StoreDay; label: string; hours: string }[] {
  return STORE_DAYS.map((day) => {
    const ranges = openingRanges(storeHours, day);
    const hours =
      ranges.length === 0
        ? 'Closed'
        : ranges
            .map(
              (r) =>
                `${displayClockTime(formatClockTime(r.from))} – ${displayClockTime(formatClockTime(r.to))}`,
            )
            .join(', ');
    return { day, label: STORE_DAY_LABELS[day], hours };
  });
}
