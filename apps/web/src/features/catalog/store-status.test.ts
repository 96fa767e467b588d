import { describe, expect, it } from 'vitest';
import { storeStatus } from './store-status';

const hours = { from: '11:00', to: '14:30' };
const evening = { from: '17:00', to: '21:30' };
const store = {
  category: 'Restaurants',
  timezone: 'America/Los_Angeles',
  storeHours: { MON: [hours, evening], TUE: [hours], WED: [], THURS: [hours] },
};

// 2026-03-09 is a Monday; Los Angeles is UTC-7 then (DST began on 8 March).
const at = (localTime: string, date = '2026-03-09') => new Date(`${date}T${localTime}:00-07:00`);

describe('storeStatus', () => {
  it('is open inside a range, until its end', () => {
    expect(storeStatus(store, at('12:15'))).toEqual({ open: true, label: 'Open until 2:30 PM' });
    expect(storeStatus(store, at('17:00'))).toEqual({ open: true, label: 'Open until 9:30 PM' });
  });

  it('between ranges, names the next opening today', () => {
    expect(storeStatus(store, at('15:00'))).toEqual({ open: false, label: 'Opens at 5:00 PM' });
    expect(storeStatus(store, at('08:00'))).toEqual({ open: false, label: 'Opens at 11:00 AM' });
  });

  it('after the last range, names the next open day', () => {
    expect(storeStatus(store, at('22:00'))).toEqual({
      open: false,
      label: 'Opens tomorrow 11:00 AM',
    });
    // Tuesday evening: Wednesday is closed, Thursday opens.
    expect(storeStatus(store, at('20:00', '2026-03-10'))).toEqual({
      open: false,
      label: 'Opens Thursday 11:00 AM',
    });
  });

  it('says so when the store has no hours at all', () => {
    expect(storeStatus({ ...store, storeHours: {} }, at('12:00'))).toEqual({
      open: false,
      label: 'Closed this week',
    });
  });
});
