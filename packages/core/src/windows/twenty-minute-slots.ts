import type { OrderMethod } from '../constants/order-types.js';
import { buildWindow } from './build-window.js';
import { roundUpToFive, storeCalendar } from './store-calendar.js';
import type { TimeWindow, WindowStore } from './time-window.js';

const SLOT = 20;
const LEAD = 30;
const MAX_DAYS = 2;

/** SPEC §9 20-minute fees in cents: no discounted fee. */
export const TWENTY_MINUTE_FEE: Readonly<Record<OrderMethod, number>> = {
  delivery: 1000,
  pickup: 500,
};

/**
 * SPEC §9 20-minute slots: every 20 minutes from opening (rounded up to 5), today from now +
 * 30 minutes rounded up to 5, the last one ending 20 minutes before closing; on at most the
 * first two of the next 7 days that have slots. The slot's type is 20mindelivery or
 * 20minpickup, so choosing it sets the order type.
 */
export function twentyMinuteSlots(options: {
  store: WindowStore;
  now: Date;
  method: OrderMethod;
}): TimeWindow[] {
  const { store, now, method } = options;
  const orderType = method === 'delivery' ? '20mindelivery' : '20minpickup';
  const { nowMinutes, days } = storeCalendar(store, now);
  const todayStart = roundUpToFive(nowMinutes + LEAD);
  const fee = { fee: TWENTY_MINUTE_FEE[method], discountedFee: null };
  const slots: TimeWindow[] = [];
  let daysWithSlots = 0;

  for (const day of days) {
    const before = slots.length;
    for (const range of day.ranges) {
      const openStart = roundUpToFive(range.from);
      const first = day.offset === 0 ? Math.max(openStart, todayStart) : openStart;
      for (let from = first; from + SLOT <= range.to - SLOT; from += SLOT) {
        const slot = buildWindow({
          day,
          orderType,
          from,
          to: from + SLOT,
          earliest: now.getTime() + LEAD * 60_000,
          fee,
        });
        if (slot) slots.push(slot);
      }
    }
    if (slots.length > before) daysWithSlots++;
    if (daysWithSlots === MAX_DAYS) break;
  }
  return slots;
}
