import { describe, expect, it } from 'vitest';
import { validateDateOverrides } from './validate-date-overrides.js';

describe('validateDateOverrides', () => {
  it('sorts the dates, drops past ones and trims notes', () => {
    expect(
      validateDateOverrides(
        [
          { date: '2026-12-24', hours: [{ from: '09:00', to: '14:00' }], note: ' Christmas Eve ' },
          { date: '2026-11-26', hours: [], note: 'Thanksgiving' },
          { date: '2026-11-01', hours: [], note: 'Gone' },
        ],
        '2026-11-25',
      ),
    ).toEqual({
      ok: true,
      value: [
        { date: '2026-11-26', hours: [], note: 'Thanksgiving' },
        { date: '2026-12-24', hours: [{ from: '09:00', to: '14:00' }], note: 'Christmas Eve' },
      ],
    });
  });

  it('refuses a date that does not exist, a date twice and hours that end before they start', () => {
    expect(validateDateOverrides([{ date: '2026-02-30', hours: [] }], '2026-01-01')).toEqual({
      ok: false,
      error: '2026-02-30 is not a date.',
    });
    const twice = { date: '2026-11-26', hours: [] };
    expect(validateDateOverrides([twice, twice], '2026-01-01')).toEqual({
      ok: false,
      error: 'Nov 26 is listed twice.',
    });
    const backwards = validateDateOverrides(
      [{ date: '2026-11-26', hours: [{ from: '14:00', to: '09:00' }] }],
      '2026-01-01',
    );
    expect(backwards.ok).toBe(false);
    expect(backwards.ok ? '' : backwards.error).toMatch(/^Nov 26: /);
  });
});
