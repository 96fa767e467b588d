import { buildWindow } from './build-window.js';
import { FARMERS_MARKET_FEE } from './delivery-fee.js';
import { storeCalendar } from './store-calendar.js';
import type { TimeWindow, WindowStore } from './time-window.js';

const MARKET_OPENS = 11 * 60;
const MARKET_CLOSES = 18 * 60;

/**
 * SPEC §9 Farmer's Market delivery: one window, 11:00 to 18:00, on each day of the next 7 the
 * market is open; today's only while it has not started (docs/decisions/013).
 */
export function farmersMarketWindows(options: { store: WindowStore; now: Date }): TimeWindow[] {
  const { store, now } = options;
  const windows: TimeWindow[] = [];
  for (const day of storeCalendar(store, now).days) {
    if (day.ranges.length === 0) continue;
    const window = buildWindow({
      day,
      orderType: 'delivery',
      from: MARKET_OPENS,
      to: MARKET_CLOSES,
      earliest: now.getTime(),
      fee: FARMERS_MARKET_FEE,
    });
    if (window) windows.push(window);
  }
  return windows;
}
