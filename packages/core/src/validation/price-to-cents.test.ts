import { describe, expect, it } from 'vitest';
import { priceToCents } from './price-to-cents.js';

describe('priceToCents', () => {
  it('turns dollars with up to two decimals into cents', () => {
    expect(priceToCents(12.5)).toBe(1250);
    expect(priceToCents(0.29)).toBe(29);
    expect(priceToCents(1.05)).toBe(105);
    expect(priceToCents(0)).toBe(0);
  });

  it('refuses a third decimal and what is not a number', () => {
    expect(priceToCents(4.999)).toBeNull();
    expect(priceToCents(Number.NaN)).toBeNull();
    expect(priceToCents(Number.POSITIVE_INFINITY)).toBeNull();
  });
});
