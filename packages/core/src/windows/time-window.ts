import type { OrderType } from '../constants/order-types.js';
import type { StoreHours } from '../constants/store-days.js';
import type { DateOverride } from './date-overrides.js';

/** What window math needs of a store (SPEC §3 Store, plus the timezone ARCHITECTURE adds). */
export type WindowStore = {
  category: string;
  storeHours: StoreHours;
  /** IANA zone the hours are written in; default America/Los_Angeles. */
  timezone?: string | null;
  /** No new orders before this moment, ISO 8601 or a Date (its seller paused them, issue #31). */
  pausedUntil?: string | Date | null;
  /** Dates whose hours replace the week's: closed, or special hours (issue #31). */
  dateOverrides?: readonly DateOverride[] | null;
};

/**
 * One delivery or pickup window, or one 20-minute slot. Local fields are what the buyer reads
 * and the order stores (deliveryDate, deliveryWindowStart, deliveryWindowEnd); the epoch fields
 * are the same moments for comparisons. Fees are cents.
 */
export type TimeWindow = {
  /** Stable across recomputation, so the server can find the window the buyer chose. */
  id: string;
  orderType: OrderType;
  /** Store-local 'YYYY-MM-DD'. */
  date: string;
  /** Store-local 'HH:MM' ('24:00' for a midnight end). */
  start: string;
  end: string;
  startsAt: number;
  endsAt: number;
  fee: number;
  /** Shown beside the struck-through fee, and what the buyer pays (docs/decisions/012). */
  discountedFee: number | null;
  /** Today's first delivery window, starting now: shown as 'Delivery within an hour'. */
  withinAnHour: boolean;
};

export function windowId(orderType: OrderType, date: string, start: string): string {
  return `${orderType}@${date}T${start}`;
}
