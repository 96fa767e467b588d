import { buildWindow } from './build-window.js';
import { pickupFee } from './pickup-fee.js';
import { roundUpToFive, storeCalendar } from './store-calendar.js';
import type { TimeWindow, WindowStore } from './time-window.js';

const HOUR = 60;
const HOUR_MS = 3_600_000;

/**
 * SPEC §9 standard pickup windows: 1-hour windows stepping hourly from one hour after opening
 * (rounded up to 5 minutes); today's only those starting at least 60 minutes from now. Like
 * delivery, today and then the next day that has windows (docs/decisions/013).
 */
export function pickupWindows(options: { store: WindowStore; now: Date }): TimeWindow[] {
  const { store, now } = options;
  const windows: TimeWindow[] = [];
  for (const day of storeCalendar(store, now).days) {
    const dayWindows: TimeWindow[] = [];
    for (const range of day.ranges) {
      for (let from = roundUpToFive(range.from + HOUR); from + HOUR <= range.to; from += HOUR) {
        const window = buildWindow({
          day,
          orderType: 'pickup',
          from,
          to: from + HOUR,
          earliest: now.getTime() + HOUR_MS,
          fee: pickupFee(dayWindows.length),
        });
        if (window) dayWindows.push(window);
      }
    }
    windows.push(...dayWindows);
    if (day.offset > 0 && dayWindows.length > 0) break;
  }
  return windows;
}
