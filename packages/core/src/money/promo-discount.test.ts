import { describe, expect, it } from 'vitest';
import { promoDiscount } from './promo-discount.js';

describe('promoDiscount', () => {
  it('takes amount_off as cents and says so in dollars', () => {
    expect(promoDiscount({ coupon: { amount_off: 500 } }, 3000)).toEqual({
      ok: true,
      discount: 500,
      message: 'Promo applied! Discount: $5.00',
    });
  });

  it('takes percent_off of the subtotal and shows the percentage', () => {
    expect(promoDiscount({ coupon: { percent_off: 15 } }, 3000)).toEqual({
      ok: true,
      discount: 450,
      message: 'Promo applied! Discount: 15%',
    });
    // 12.5% of $10.01 = 125.125¢ → 125¢
    expect(promoDiscount({ coupon: { percent_off: 12.5 } }, 1001)).toMatchObject({
      discount: 125,
      message: 'Promo applied! Discount: 12.5%',
    });
  });

  it('refuses a subtotal below minimum_amount with the SPEC message', () => {
    expect(
      promoDiscount({ coupon: { amount_off: 500 }, restrictions: { minimum_amount: 2500 } }, 2499),
    ).toEqual({ ok: false, error: 'This promo requires a minimum purchase of $25.00.' });
    expect(
      promoDiscount({ coupon: { amount_off: 500 }, restrictions: { minimum_amount: 2500 } }, 2500),
    ).toMatchObject({ ok: true, discount: 500 });
  });

  it('never discounts more than the subtotal', () => {
    expect(promoDiscount({ coupon: { amount_off: 1000 } }, 600)).toEqual({
      ok: true,
      discount: 600,
      message: 'Promo applied! Discount: $10.00',
    });
  });

  it.each([
    ['no promo', null],
    ['neither kind', { coupon: {} }],
    ['both kinds', { coupon: { amount_off: 100, percent_off: 10 } }],
    ['a zero amount', { coupon: { amount_off: 0 } }],
    ['fractional cents', { coupon: { amount_off: 2.5 } }],
    ['over 100%', { coupon: { percent_off: 120 } }],
  ])('calls %s invalid with the SPEC message', (_, promo) => {
    expect(promoDiscount(promo, 3000)).toEqual({
      ok: false,
      error: 'Invalid or expired promo code.',
    });
  });
});
