import {
  PAY,
  PAY_ADD_DELIVERY_ADDRESS,
  PAY_SELECT_DELIVERY_WINDOW,
  PAY_SELECT_PICKUP_WINDOW,
} from '../constants/messages.js';
import { type OrderType, orderMethod } from '../constants/order-types.js';

/**
 * SPEC §4 pay button: what it says and whether it is disabled. A window is required for both
 * methods; delivery also needs an address with a street1 (SPEC §5). The window comes first
 * because it is the first thing the checkout asks for.
 */
export function payButton(options: {
  orderType: OrderType;
  hasWindow: boolean;
  street1?: string | null;
}): { label: string; disabled: boolean } {
  const delivery = orderMethod(options.orderType) === 'delivery';
  if (!options.hasWindow) {
    return {
      label: delivery ? PAY_SELECT_DELIVERY_WINDOW : PAY_SELECT_PICKUP_WINDOW,
      disabled: true,
    };
  }
  if (delivery && !options.street1?.trim())
    return { label: PAY_ADD_DELIVERY_ADDRESS, disabled: true };
  return { label: PAY, disabled: false };
}
