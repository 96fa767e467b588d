import type { CheckoutWindowState } from './checkout-window-state.js';
import { payableFee } from './payable-fee.js';
import type { TimeWindow } from './time-window.js';

/**
 * SPEC §4: choosing a window sets its fee and date, and its order type: a 20-minute slot makes
 * the order 20mindelivery / 20minpickup, a standard window makes it delivery / pickup.
 */
export function selectWindow(window: TimeWindow): CheckoutWindowState {
  return { orderType: window.orderType, window, fee: payableFee(window), date: window.date };
}
