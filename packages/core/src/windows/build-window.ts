import type { OrderType } from '../constants/order-types.js';
import { formatClockTime } from './clock-time.js';
import type { StoreDate } from './store-calendar.js';
import { type TimeWindow, windowId } from './time-window.js';

/**
 * A window from store-local minutes of one day, or null when either end falls in a DST gap or
 * it starts before `earliest` (epoch ms): the last word on "never in the past", because on the
 * autumn change a later wall time can be an earlier moment.
 */
export function buildWindow(options: {
  day: StoreDate;
  orderType: OrderType;
  from: number;
  to: number;
  earliest: number;
  fee: { fee: number; discountedFee: number | null };
  withinAnHour?: boolean;
}): TimeWindow | null {
  const { day, orderType, from, to, earliest, fee } = options;
  const startsAt = day.epochAt(from);
  const endsAt = day.epochAt(to);
  if (startsAt === null || endsAt === null || startsAt < earliest || endsAt <= startsAt)
    return null;
  const start = formatClockTime(from);
  return {
    id: windowId(orderType, day.date, start),
    orderType,
    date: day.date,
    start,
    end: formatClockTime(to),
    startsAt,
    endsAt,
    // Spelled out, not spread: a spread per window made a week of slots ten times slower.
    fee: fee.fee,
    discountedFee: fee.discountedFee,
    withinAnHour: options.withinAnHour ?? false,
  };
}
