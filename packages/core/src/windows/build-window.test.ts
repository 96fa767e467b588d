import { describe, expect, it } from 'vitest';
import { buildWindow } from './build-window.js';
import { storeCalendar } from './store-calendar.js';

const LA_STORE = { category: 'Restaurants', storeHours: {} };
const fee = { fee: 1000, discountedFee: 800 };

describe('buildWindow', () => {
  const sunday = storeCalendar(LA_STORE, new Date('2026-03-08T08:00:00Z')).days[0];
  if (!sunday) throw new Error('calendar has today');

  it('builds a window with its local and epoch times', () => {
    expect(
      buildWindow({ day: sunday, orderType: 'delivery', from: 540, to: 600, earliest: 0, fee }),
    ).toEqual({
      id: 'delivery@2026-03-08T09:00',
      orderType: 'delivery',
      date: '2026-03-08',
      start: '09:00',
      end: '10:00',
      startsAt: new Date('2026-03-08T16:00:00Z').getTime(),
      endsAt: new Date('2026-03-08T17:00:00Z').getTime(),
      fee: 1000,
      discountedFee: 800,
      withinAnHour: false,
    });
  });

  it('builds nothing in the spring gap or before the earliest moment', () => {
    expect(
      buildWindow({ day: sunday, orderType: 'pickup', from: 90, to: 150, earliest: 0, fee }),
    ).toBeNull();
    expect(
      buildWindow({
        day: sunday,
        orderType: 'pickup',
        from: 540,
        to: 600,
        earliest: new Date('2026-03-08T16:00:01Z').getTime(),
        fee,
      }),
    ).toBeNull();
  });
});
