import { describe, expect, it } from 'vitest';
import { large, latteCart } from './testing/latte-cart.js';
import { updateQuantity } from './update-quantity.js';

const cart = latteCart;

describe('updateQuantity', () => {
  it('sets the quantity of the matching variant and resets the tips', () => {
    const change = updateQuantity({ cart, productId: 'latte', customizations: large, quantity: 4 });
    expect(change.cart.map((l) => l.quantity)).toEqual([4, 1, 1]);
    expect(change).toMatchObject({
      outcome: { kind: 'updated', message: 'Latte added to cart' },
      resetsTips: true,
    });
    expect(
      updateQuantity({ cart, productId: 'latte', customizations: large, quantity: 1 }).outcome,
    ).toMatchObject({
      message: 'Latte removed from cart',
    });
  });

  it.each([0, -1, 1.5, Number.NaN])('ignores %s', (quantity) => {
    expect(updateQuantity({ cart, productId: 'scone', quantity })).toEqual({
      cart,
      outcome: { kind: 'ignored' },
      resetsTips: false,
    });
  });

  it('refuses more than the stock with the SPEC message', () => {
    expect(updateQuantity({ cart, productId: 'scone', quantity: 6 })).toEqual({
      cart,
      outcome: {
        kind: 'rejected',
        toast: 'error',
        message: 'Cannot add more than available stock.',
      },
      resetsTips: false,
    });
    expect(updateQuantity({ cart, productId: 'scone', quantity: 5 }).cart[2]?.quantity).toBe(5);
  });

  it('does not reset tips when nothing changes', () => {
    expect(updateQuantity({ cart, productId: 'scone', quantity: 1 }).resetsTips).toBe(false);
  });
});
