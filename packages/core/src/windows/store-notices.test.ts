import { describe, expect, it } from 'vitest';
import { storeNotices } from './store-notices.js';

const store = { category: 'Restaurants', storeHours: {}, timezone: 'America/Los_Angeles' };
// 4:00 PM on Wednesday, Nov 25, 2026 in Los Angeles.
const now = new Date('2026-11-26T00:00:00Z');

describe('storeNotices', () => {
  it('says until when a pause lasts, in the store’s time', () => {
    expect(storeNotices({ ...store, pausedUntil: '2026-11-26T02:30:00Z' }, now)).toEqual([
      'Not taking orders until 6:30 PM',
    ]);
    expect(storeNotices({ ...store, pausedUntil: '2026-11-26T08:00:00Z' }, now)).toEqual([
      'Not taking more orders today',
    ]);
    expect(storeNotices({ ...store, pausedUntil: '2026-11-25T23:00:00Z' }, now)).toEqual([]);
  });

  it('names the closed and special dates of the coming week', () => {
    const notices = storeNotices(
      {
        ...store,
        dateOverrides: [
          { date: '2026-12-24', hours: [], note: 'Christmas Eve' },
          { date: '2026-11-27', hours: [{ from: '09:00', to: '14:00' }], note: null },
          { date: '2026-11-26', hours: [], note: 'Thanksgiving' },
          { date: '2026-11-25', hours: [], note: null },
          { date: '2026-11-20', hours: [], note: 'Gone' },
        ],
      },
      now,
    );
    expect(notices).toEqual([
      'Closed today',
      'Closed on Thanksgiving',
      'Special hours on Fri, Nov 27: 9:00 AM – 2:00 PM',
    ]);
  });
});
