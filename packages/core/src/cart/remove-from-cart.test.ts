import { describe, expect, it } from 'vitest';
import { removeFromCart } from './remove-from-cart.js';
import { latteCart, small } from './testing/latte-cart.js';

const cart = latteCart;

describe('removeFromCart', () => {
  it('removes only the variant with matching customizations', () => {
    const change = removeFromCart({ cart, productId: 'latte', customizations: small });
    expect(change.cart).toEqual([cart[0], cart[2]]);
    expect(change).toMatchObject({
      outcome: { kind: 'removed', toast: 'success', message: 'Latte removed from cart' },
      resetsTips: true,
    });
  });

  it('removes every variant when no customizations are given', () => {
    expect(removeFromCart({ cart, productId: 'latte' }).cart).toEqual([cart[2]]);
  });

  it('ignores a product that is not in the cart', () => {
    expect(removeFromCart({ cart, productId: 'tea' })).toEqual({
      cart,
      outcome: { kind: 'ignored' },
      resetsTips: false,
    });
  });
});
