import { describe, expect, it } from 'vitest';
import { STORE_DAY_LABELS, STORE_DAYS } from './store-days.js';

describe('store days', () => {
  it('are the storeHours keys of SPEC §9, Monday first', () => {
    expect(STORE_DAYS).toEqual(['MON', 'TUE', 'WED', 'THURS', 'FRI', 'SAT', 'SUN']);
    expect(STORE_DAYS.map((day) => STORE_DAY_LABELS[day])).toEqual([
      'Monday',
      'Tuesday',
      'Wednesday',
      'Thursday',
      'Friday',
      'Saturday',
      'Sunday',
    ]);
  });
});
