import { describe, expect, it } from 'vitest';
import { selectWindow } from './select-window.js';
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

describe('selectWindow', () => {
  it('sets the fee, the date and the standard type', () => {
    expect(selectWindow(window())).toEqual({
      orderType: 'delivery',
      window: window(),
      fee: 800,
      date: '2026-01-14',
    });
  });

  it('makes a 20-minute slot set the 20-minute type', () => {
    const slot = window({ orderType: '20minpickup', fee: 500, discountedFee: null });
    expect(selectWindow(slot)).toMatchObject({ orderType: '20minpickup', fee: 500 });
  });
});
