import { describe, expect, it } from 'vitest';
import { cartCount } from './cart-count.js';
import { latteCart } from './testing/latte-cart.js';

const cart = latteCart;

describe('cartCount', () => {
  it('is the sum of quantities', () => {
    expect(cartCount(cart)).toBe(4);
    expect(cartCount([])).toBe(0);
  });
});
