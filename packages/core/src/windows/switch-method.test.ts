import { describe, expect, it } from 'vitest';
import type { CheckoutWindowState } from './checkout-window-state.js';
import { selectWindow } from './select-window.js';
import { switchMethod } from './switch-method.js';
import type { TimeWindow } from './time-window.js';

const window = (overrides: Partial<TimeWindow> = {}): TimeWindow => ({
  id: 'delivery@2026-01-14T10:45',
  orderType: 'delivery',
  date: '2026-01-14',
  start: '10:45',
  end: '11:45',
  startsAt: 0,
  endsAt: 3_600_000,
  fee: 1000,
  discountedFee: 800,
  withinAnHour: true,
  ...overrides,
});

describe('switchMethod', () => {
  const chosen: CheckoutWindowState = selectWindow(
    window({ orderType: '20mindelivery', discountedFee: null }),
  );

  it('clears window, fee and date when the method changes', () => {
    expect(switchMethod(chosen, 'pickup')).toEqual({
      orderType: 'pickup',
      window: null,
      fee: null,
      date: null,
    });
  });

  it('keeps everything when the method is already in force', () => {
    expect(switchMethod(chosen, 'delivery')).toBe(chosen);
  });
});
