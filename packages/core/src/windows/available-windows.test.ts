import { describe, expect, it } from 'vitest';
import { availableWindows } from './available-windows.js';
import { deliveryWindows } from './delivery-windows.js';
import { pickupWindows } from './pickup-windows.js';
import type { WindowStore } from './time-window.js';
import { twentyMinuteSlots } from './twenty-minute-slots.js';

const nineToFive = [{ from: '09:00', to: '17:00' }];
const store: WindowStore = {
  category: 'Restaurants',
  storeHours: { WED: nineToFive, THURS: nineToFive },
};
const now = new Date('2026-01-14T18:42:00Z');

describe('availableWindows', () => {
  it('gives the windows of each order type', () => {
    expect(availableWindows({ store, now, orderType: 'delivery' })).toEqual(
      deliveryWindows({ store, now }),
    );
    expect(availableWindows({ store, now, orderType: 'pickup' })).toEqual(
      pickupWindows({ store, now }),
    );
    expect(availableWindows({ store, now, orderType: '20mindelivery' })).toEqual(
      twentyMinuteSlots({ store, now, method: 'delivery' }),
    );
    expect(availableWindows({ store, now, orderType: '20minpickup' })).toEqual(
      twentyMinuteSlots({ store, now, method: 'pickup' }),
    );
  });

  it('always gives a non-empty list for a store open today and tomorrow', () => {
    for (const orderType of ['delivery', 'pickup', '20mindelivery', '20minpickup'] as const) {
      expect(availableWindows({ store, now, orderType }).length).toBeGreaterThan(0);
    }
  });
});
