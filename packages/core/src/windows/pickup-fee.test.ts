import { describe, expect, it } from 'vitest';
import { pickupFee } from './pickup-fee.js';

describe('pickupFee', () => {
  it('starts at $5 and drops $0.50 per step to $0; discounted is $2 less, at least $0', () => {
    const fees = Array.from({ length: 12 }, (_, i) => pickupFee(i));
    expect(fees.map((f) => f.fee)).toEqual([500, 450, 400, 350, 300, 250, 200, 150, 100, 50, 0, 0]);
    expect(fees.map((f) => f.discountedFee)).toEqual([
      300, 250, 200, 150, 100, 50, 0, 0, 0, 0, 0, 0,
    ]);
  });
});
