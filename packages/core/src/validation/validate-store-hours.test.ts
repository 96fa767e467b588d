import { describe, expect, it } from 'vitest';
import { validateStoreHours } from './validate-store-hours.js';

describe('validateStoreHours', () => {
  it('sorts each day by opening time and leaves closed days out', () => {
    expect(
      validateStoreHours({
        MON: [
          { from: '17:00', to: '22:00' },
          { from: '08:00', to: '12:00' },
        ],
        TUE: [],
        SUN: [{ from: '18:00', to: '00:00' }],
      }),
    ).toEqual({
      ok: true,
      value: {
        MON: [
          { from: '08:00', to: '12:00' },
          { from: '17:00', to: '22:00' },
        ],
        SUN: [{ from: '18:00', to: '00:00' }],
      },
    });
  });

  it('names the day of a range without both ends or closing before it opens', () => {
    expect(validateStoreHours({ WED: [{ from: '09:00', to: '' }] })).toEqual({
      ok: false,
      error: 'Wednesday: Please choose both an opening and a closing time.',
    });
    expect(validateStoreHours({ THURS: [{ from: '18:00', to: '09:00' }] })).toEqual({
      ok: false,
      error: 'Thursday: Closing time must be after opening time.',
    });
  });
});
