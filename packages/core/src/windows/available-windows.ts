import type { OrderType } from '../constants/order-types.js';
import { deliveryWindows } from './delivery-windows.js';
import { pickupWindows } from './pickup-windows.js';
import type { TimeWindow, WindowStore } from './time-window.js';
import { twentyMinuteSlots } from './twenty-minute-slots.js';

/** The windows the checkout offers for one order type: the one switch both apps use. */
export function availableWindows(options: {
  store: WindowStore;
  now: Date;
  orderType: OrderType;
}): TimeWindow[] {
  const { store, now, orderType } = options;
  switch (orderType) {
    case 'delivery':
      return deliveryWindows({ store, now });
    case 'pickup':
      return pickupWindows({ store, now });
    case '20mindelivery':
      return twentyMinuteSlots({ store, now, method: 'delivery' });
    case '20minpickup':
      return twentyMinuteSlots({ store, now, method: 'pickup' });
  }
}
