import { describe, expect, it } from 'vitest';
import { deliveryFee, FARMERS_MARKET_FEE } from './delivery-fee.js';

describe('deliveryFee', () => {
  it('starts at $10, drops $1 five times, then $0.50, to $0', () => {
    const fees = Array.from({ length: 17 }, (_, i) => deliveryFee(i).fee);
    expect(fees).toEqual([
      1000, 900, 800, 700, 600, 500, 450, 400, 350, 300, 250, 200, 150, 100, 50, 0, 0,
    ]);
  });

  it('discounts to $8 for the first hour, $5 for the second, then $0.50 less, to $0', () => {
    const discounted = Array.from({ length: 13 }, (_, i) => deliveryFee(i).discountedFee);
    expect(discounted).toEqual([800, 500, 450, 400, 350, 300, 250, 200, 150, 100, 50, 0, 0]);
  });

  it("is a flat $10, discounted $5, at Farmer's Markets", () => {
    expect(FARMERS_MARKET_FEE).toEqual({ fee: 1000, discountedFee: 500 });
  });
});
