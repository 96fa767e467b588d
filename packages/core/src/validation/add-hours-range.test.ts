import { describe, expect, it } from 'vitest';
import { addHoursRange } from './add-hours-range.js';

describe('addHoursRange', () => {
  it('adds a range and keeps the day sorted by start', () => {
    expect(addHoursRange([{ from: '17:00', to: '21:00' }], { from: '09:00', to: '12:00' })).toEqual(
      {
        ok: true,
        value: [
          { from: '09:00', to: '12:00' },
          { from: '17:00', to: '21:00' },
        ],
      },
    );
  });

  it('adds nothing without both ends', () => {
    const expected = { ok: false, error: 'Please choose both an opening and a closing time.' };
    expect(addHoursRange([], { from: '09:00', to: '' })).toEqual(expected);
    expect(addHoursRange([], { from: null, to: '17:00' })).toEqual(expected);
  });

  it('refuses a range that closes before it opens, but takes 00:00 as midnight', () => {
    expect(addHoursRange([], { from: '17:00', to: '09:00' })).toEqual({
      ok: false,
      error: 'Closing time must be after opening time.',
    });
    expect(addHoursRange([], { from: '18:00', to: '00:00' }).ok).toBe(true);
  });
});
