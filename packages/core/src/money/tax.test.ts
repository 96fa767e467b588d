import { describe, expect, it } from 'vitest';
import { roundHalfUp, tax } from './tax.js';

describe('tax', () => {
  it('is 10.25% of the subtotal', () => {
    expect(tax([{ price: 2000, quantity: 1 }])).toBe(205);
    expect(tax([{ price: 10000, quantity: 3 }])).toBe(3075);
  });

  it('rounds half a cent up, once, on the taxable sum', () => {
    // $2.00 → 20.5¢ → 21¢
    expect(tax([{ price: 200, quantity: 1 }])).toBe(21);
    // $12.34 → 126.485¢ → 126¢
    expect(tax([{ price: 1234, quantity: 1 }])).toBe(126);
    // Two $0.99 lines: per-line rounding would give 10 + 10; the sum gives 20.295 → 20.
    expect(
      tax([
        { price: 99, quantity: 1 },
        { price: 99, quantity: 1 },
      ]),
    ).toBe(20);
  });

  it('leaves out lines marked not taxable; isTaxable defaults to true', () => {
    expect(
      tax([
        { price: 2000, quantity: 1, isTaxable: false },
        { price: 1000, quantity: 2 },
        { price: 500, quantity: 1, isTaxable: null },
      ]),
    ).toBe(256);
  });
});

describe('roundHalfUp', () => {
  it('rounds halves up and everything else to the nearest', () => {
    expect(roundHalfUp(205_000, 10_000)).toBe(21);
    expect(roundHalfUp(204_999, 10_000)).toBe(20);
    expect(roundHalfUp(0, 10_000)).toBe(0);
  });
});
