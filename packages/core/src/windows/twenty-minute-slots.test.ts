import { describe, expect, it } from 'vitest';
import type { WindowStore } from './time-window.js';
import { twentyMinuteSlots } from './twenty-minute-slots.js';

const store: WindowStore = {
  category: 'Convenience Stores',
  storeHours: {
    WED: [{ from: '09:00', to: '11:00' }],
    FRI: [{ from: '09:00', to: '10:00' }],
    SAT: [{ from: '09:00', to: '10:00' }],
  },
};
const spans = (slots: ReturnType<typeof twentyMinuteSlots>) =>
  slots.map((s) => `${s.date} ${s.start}-${s.end}`);

describe('twentyMinuteSlots', () => {
  it('starts today at now + 30 minutes rounded up to 5 and ends 20 minutes before closing', () => {
    // Wednesday 09:12 → first slot 09:45; closing 11:00 → last slot ends by 10:40.
    const slots = twentyMinuteSlots({
      store,
      now: new Date('2026-01-14T17:12:00Z'),
      method: 'delivery',
    });
    expect(spans(slots)).toEqual([
      '2026-01-14 09:45-10:05',
      '2026-01-14 10:05-10:25',
      '2026-01-16 09:00-09:20',
      '2026-01-16 09:20-09:40',
    ]);
  });

  it('covers at most two days that have slots', () => {
    const slots = twentyMinuteSlots({
      store,
      now: new Date('2026-01-14T17:12:00Z'),
      method: 'pickup',
    });
    expect(new Set(slots.map((s) => s.date))).toEqual(new Set(['2026-01-14', '2026-01-16']));
  });

  it('costs $10 for delivery and $5 for pickup, with no discount, and carries the 20-minute type', () => {
    const now = new Date('2026-01-14T17:12:00Z');
    const delivery = twentyMinuteSlots({ store, now, method: 'delivery' });
    const pickup = twentyMinuteSlots({ store, now, method: 'pickup' });
    expect(delivery.every((s) => s.fee === 1000 && s.discountedFee === null)).toBe(true);
    expect(pickup.every((s) => s.fee === 500 && s.discountedFee === null)).toBe(true);
    expect(delivery[0]?.id).toBe('20mindelivery@2026-01-14T09:45');
    expect(pickup[0]?.orderType).toBe('20minpickup');
  });

  it('starts at opening on later days, and today when the store opens after now + 30', () => {
    const slots = twentyMinuteSlots({
      store,
      now: new Date('2026-01-14T15:00:00Z'),
      method: 'delivery',
    });
    expect(slots[0]).toMatchObject({ date: '2026-01-14', start: '09:00' });
  });

  it('skips slots the spring change removes on 2026-03-08', () => {
    const night: WindowStore = {
      category: 'Liquor Stores',
      storeHours: { SUN: [{ from: '01:00', to: '04:00' }] },
    };
    const slots = twentyMinuteSlots({
      store: night,
      now: new Date('2026-03-08T08:00:00Z'),
      method: 'pickup',
    });
    expect(spans(slots)).toEqual([
      '2026-03-08 01:00-01:20',
      '2026-03-08 01:20-01:40',
      '2026-03-08 03:00-03:20',
      '2026-03-08 03:20-03:40',
    ]);
  });
});
