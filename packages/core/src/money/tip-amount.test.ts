import { describe, expect, it } from 'vitest';
import { tipAmount } from './tip-amount.js';

describe('tipAmount', () => {
  it.each([
    [2000, 5, 100],
    [2000, 10, 200],
    [2000, 15, 300],
    [1234, 5, 62],
    [1999, 15, 300],
    [1234, 0, 0],
  ])('on %s¢ at %s%% is %s¢, rounded up to the cent', (subtotal, percent, tip) => {
    expect(tipAmount(subtotal, percent)).toBe(tip);
  });

  it('takes percentages with two decimals', () => {
    expect(tipAmount(10000, 12.5)).toBe(1250);
  });

  it('refuses negative, non-finite and absurd tips', () => {
    expect(() => tipAmount(1000, -5)).toThrow(RangeError);
    expect(() => tipAmount(1000, Number.NaN)).toThrow(RangeError);
    expect(() => tipAmount(1000, 101)).toThrow(RangeError);
  });
});
