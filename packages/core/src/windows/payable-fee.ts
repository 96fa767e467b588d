import type { TimeWindow } from './time-window.js';

/**
 * The fee the buyer pays for a window, in cents: the discounted fee when the window has one,
 * since that is the price shown beside the struck-through fee (docs/decisions/012).
 */
export function payableFee(window: Pick<TimeWindow, 'fee' | 'discountedFee'>): number {
  return window.discountedFee ?? window.fee;
}
