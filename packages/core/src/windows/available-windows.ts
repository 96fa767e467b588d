import type { OrderType } from '../constants/order-types.js';
import { deliveryWindows } from './delivery-windows.js';
import { isPaused } from './pause.js';
import { pickupWindows } from './pickup-windows.js';
import type { TimeWindow, WindowStore } from './time-window.js';
import { twentyMinuteSlots } from './twenty-minute-slots.js';

/**
 * The windows the checkout offers for one order type: the one switch both apps use. While the
 * store is paused, no window that starts before the pause ends (issue #31).
 */
export function availableWindows(options: {
  store: WindowStore;
  now: Date;
  orderType: OrderType;
}): TimeWindow[] {
  const windows = windowsOfType(options);
  const { pausedUntil } = options.store;
  if (!isPaused(pausedUntil, options.now)) return windows;
  const resumes = new Date(pausedUntil as string | Date).getTime();
  return windows.filter((window) => window.startsAt >= resumes);
}

function windowsOfType({ store, now, orderType }: Parameters<typeof availableWindows>[0]) {
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
