import { describe, expect, it } from 'vitest';
import { usStateCode } from './us-state-code.js';

describe('usStateCode', () => {
  it.each([
    ['California', 'CA'],
    [' california ', 'CA'],
    ['ca', 'CA'],
    ['CA', 'CA'],
    ['New   York', 'NY'],
    ['district of columbia', 'DC'],
  ])('reads %j as %s', (input, code) => {
    expect(usStateCode(input)).toBe(code);
  });

  it('upper-cases unknown text so equal spellings still match', () => {
    expect(usStateCode(' baja  california ')).toBe('BAJA CALIFORNIA');
  });
});
