import { type OrderMethod, orderMethod } from '../constants/order-types.js';
import type { CheckoutWindowState } from './checkout-window-state.js';

/**
 * SPEC §4: switching between Delivery and Pickup clears the window, fee and date. Picking the
 * method already in force (a 20-minute delivery is a delivery) changes nothing.
 */
export function switchMethod(state: CheckoutWindowState, method: OrderMethod): CheckoutWindowState {
  if (orderMethod(state.orderType) === method) return state;
  return { orderType: method, window: null, fee: null, date: null };
}
