import { describe, expect, it } from 'vitest';
import { payableFee } from './payable-fee.js';

describe('payableFee', () => {
  it('is the discounted fee when there is one, else the fee', () => {
    expect(payableFee({ fee: 1000, discountedFee: 800 })).toBe(800);
    expect(payableFee({ fee: 500, discountedFee: 0 })).toBe(0);
    expect(payableFee({ fee: 1000, discountedFee: null })).toBe(1000);
  });
});
