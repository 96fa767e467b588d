import type { OrderType } from '../constants/order-types.js';
import type { TimeWindow } from './time-window.js';

/** The part of the checkout that the order-type radio and the window pickers change. */
export type CheckoutWindowState = {
  orderType: OrderType;
  window: TimeWindow | null;
  /** Payable fee of the chosen window, cents. */
  fee: number | null;
  /** Store-local date of the chosen window. */
  date: string | null;
};
