import { FARMERS_MARKET } from '../constants/categories.js';
import { buildWindow } from './build-window.js';
import { deliveryFee } from './delivery-fee.js';
import { farmersMarketWindows } from './farmers-market-windows.js';
import { roundUpToFive, storeCalendar } from './store-calendar.js';
import type { TimeWindow, WindowStore } from './time-window.js';

const HOUR = 60;

/**
 * SPEC §9 standard delivery windows: 1-hour windows inside the store's hours, in its zone.
 * Today's windows start now (rounded up to 5 minutes) or at opening; the first one, when the
 * store is open now, is 'Delivery within an hour'. Then the next day that has windows, and no
 * further (docs/decisions/013). Farmer's Markets have their own windows.
 */
export function deliveryWindows(options: { store: WindowStore; now: Date }): TimeWindow[] {
  const { store, now } = options;
  if (store.category === FARMERS_MARKET) return farmersMarketWindows(options);
  const { nowMinutes, days } = storeCalendar(store, now);
  const nowStart = roundUpToFive(nowMinutes);
  const windows: TimeWindow[] = [];

  for (const day of days) {
    const dayWindows: TimeWindow[] = [];
    for (const range of day.ranges) {
      const openStart = roundUpToFive(range.from);
      const first = day.offset === 0 ? Math.max(openStart, nowStart) : openStart;
      for (let from = first; from + HOUR <= range.to; from += HOUR) {
        const window = buildWindow({
          day,
          orderType: 'delivery',
          from,
          to: from + HOUR,
          earliest: now.getTime(),
          fee: deliveryFee(dayWindows.length),
          withinAnHour: day.offset === 0 && dayWindows.length === 0 && from === nowStart,
        });
        if (window) dayWindows.push(window);
      }
    }
    windows.push(...dayWindows);
    if (day.offset > 0 && dayWindows.length > 0) break;
  }
  return windows;
}
