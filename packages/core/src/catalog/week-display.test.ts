import { describe, expect, it } from 'vitest';
import { weekDisplay } from './week-display.js';

describe('weekDisplay', () => {
  it('lists every day from Monday, with Closed for days without hours', () => {
    const week = weekDisplay({
      SUN: [{ from: '10:00', to: '14:00' }],
      MON: [
        { from: '17:00', to: '00:00' },
        { from: '09:00', to: '12:30' },
      ],
    });
    expect(week.map((d) => d.day)).toEqual(['MON', 'TUE', 'WED', 'THURS', 'FRI', 'SAT', 'SUN']);
    expect(week[0]).toEqual({
      day: 'MON',
      label: 'Monday',
      hours: '9:00 AM – 12:30 PM, 5:00 PM – 12:00 AM',
    });
    expect(week[1]).toEqual({ day: 'TUE', label: 'Tuesday', hours: 'Closed' });
    expect(week[6]).toEqual({ day: 'SUN', label: 'Sunday', hours: '10:00 AM – 2:00 PM' });
  });
});
