import { describe, expect, it } from 'vitest';
import { subtotal } from './subtotal.js';

describe('subtotal', () => {
  it('sums unit price times quantity', () => {
    expect(
      subtotal([
        { price: 1499, quantity: 2 },
        { price: 350, quantity: 3 },
      ]),
    ).toBe(4048);
  });

  it('is 0 for an empty cart', () => {
    expect(subtotal([])).toBe(0);
  });

  it('refuses fractional cents and quantities', () => {
    expect(() => subtotal([{ price: 9.99, quantity: 1 }])).toThrow(RangeError);
    expect(() => subtotal([{ price: 999, quantity: 1.5 }])).toThrow(RangeError);
    expect(() => subtotal([{ price: 999, quantity: -1 }])).toThrow(RangeError);
  });
});
