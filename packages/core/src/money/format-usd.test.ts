import { describe, expect, it } from 'vitest';
import { formatUsd } from './format-usd.js';

describe('formatUsd', () => {
  it.each([
    [0, '$0.00'],
    [5, '$0.05'],
    [1000, '$10.00'],
    [123450, '$1,234.50'],
    [-500, '-$5.00'],
  ])('writes %s cents as %s', (cents, text) => {
    expect(formatUsd(cents)).toBe(text);
  });

  it('refuses fractions of a cent', () => {
    expect(() => formatUsd(0.5)).toThrow(RangeError);
  });
});
