import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ORDER_TYPES } from '../constants/order-types.js';
import { TIP_PRESETS } from '../constants/tip-presets.js';
import { priceBreakdown } from './price-breakdown.js';

const lines = [
  { price: 1499, quantity: 2 },
  { price: 350, quantity: 1, isTaxable: false },
];

describe('priceBreakdown', () => {
  it('adds subtotal, tax, tips and delivery fee, then takes the discount off', () => {
    expect(
      priceBreakdown({
        lines,
        orderType: 'delivery',
        sellerTipPercent: 10,
        driverTipPercent: 15,
        windowFee: 500,
        promo: { coupon: { amount_off: 300 } },
      }),
    ).toEqual({
      subtotal: 3348,
      tax: 307, // 10.25% of the taxable $29.98 = 307.295¢
      sellerTip: 335, // 334.8 → up
      driverTip: 503, // 502.2 → up
      deliveryFee: 500,
      pickupFee: 0,
      discount: 300,
      total: 3348 + 307 + 335 + 503 + 500 - 300,
    });
  });

  it('charges no driver tip on pickup and shows the window fee as a pickup fee', () => {
    const breakdown = priceBreakdown({
      lines,
      orderType: 'pickup',
      sellerTipPercent: 5,
      driverTipPercent: 15,
      windowFee: 300,
    });
    expect(breakdown).toMatchObject({ driverTip: 0, deliveryFee: 0, pickupFee: 300 });
    expect(breakdown.total).toBe(3348 + 307 + 168 + 300);
  });

  it('treats 20-minute types by their method', () => {
    expect(
      priceBreakdown({ lines, orderType: '20mindelivery', driverTipPercent: 10, windowFee: 1000 }),
    ).toMatchObject({ driverTip: 335, deliveryFee: 1000, pickupFee: 0 });
    expect(priceBreakdown({ lines, orderType: '20minpickup', windowFee: 500 })).toMatchObject({
      deliveryFee: 0,
      pickupFee: 500,
    });
  });

  it('gives no discount when the promo minimum is not met', () => {
    expect(
      priceBreakdown({
        lines,
        orderType: 'pickup',
        promo: { coupon: { amount_off: 500 }, restrictions: { minimum_amount: 5000 } },
      }).discount,
    ).toBe(0);
  });

  it('is all zeros for an empty cart', () => {
    expect(priceBreakdown({ lines: [], orderType: 'delivery' })).toEqual({
      subtotal: 0,
      tax: 0,
      sellerTip: 0,
      driverTip: 0,
      deliveryFee: 0,
      pickupFee: 0,
      discount: 0,
      total: 0,
    });
  });

  it('refuses a fractional or negative fee', () => {
    expect(() => priceBreakdown({ lines, orderType: 'delivery', windowFee: 4.5 })).toThrow(
      RangeError,
    );
    expect(() => priceBreakdown({ lines, orderType: 'delivery', windowFee: -1 })).toThrow(
      RangeError,
    );
  });

  const input = fc.record({
    lines: fc.array(
      fc.record({
        price: fc.integer({ min: 0, max: 100_000 }),
        quantity: fc.integer({ min: 0, max: 50 }),
        isTaxable: fc.option(fc.boolean(), { nil: undefined }),
      }),
      { maxLength: 8 },
    ),
    orderType: fc.constantFrom(...ORDER_TYPES),
    sellerTipPercent: fc.oneof(
      fc.constantFrom(0, ...TIP_PRESETS),
      fc.integer({ min: 0, max: 10_000 }).map((bp) => bp / 100),
    ),
    driverTipPercent: fc.constantFrom(0, ...TIP_PRESETS),
    windowFee: fc.integer({ min: 0, max: 1000 }),
    promo: fc.option(
      fc.oneof(
        fc.record({ coupon: fc.record({ amount_off: fc.integer({ min: 1, max: 20_000 }) }) }),
        fc.record({ coupon: fc.record({ percent_off: fc.integer({ min: 1, max: 100 }) }) }),
      ),
      { nil: undefined },
    ),
  });

  it('always gives whole, non-negative cents that add up, and the same figures twice', () => {
    fc.assert(
      fc.property(input, (order) => {
        const breakdown = priceBreakdown(order);
        for (const value of Object.values(breakdown)) {
          expect(Number.isSafeInteger(value)).toBe(true);
          expect(value).toBeGreaterThanOrEqual(0);
        }
        const { total, discount, ...charges } = breakdown;
        const sum = Object.values(charges).reduce((a, b) => a + b, 0);
        expect(total).toBe(Math.max(0, sum - discount));
        expect(discount).toBeLessThanOrEqual(breakdown.subtotal);
        expect(priceBreakdown(structuredClone(order))).toEqual(breakdown);
      }),
    );
  });
});
