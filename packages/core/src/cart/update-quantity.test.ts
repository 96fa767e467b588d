import { describe, expect, it } from 'vitest';
import type { CartItem } from './cart-item.js';
import { updateQuantity } from './update-quantity.js';

const large = [{ name: 'Size', selectedOptions: [{ title: 'Large', price: 200 }] }];
const small = [{ name: 'Size', selectedOptions: [{ title: 'Small', price: 0 }] }];
const line = (overrides: Partial<CartItem>): CartItem => ({
  productId: 'latte',
  name: 'Latte',
  price: 550,
  quantity: 1,
  storeId: 'cafe',
  stock: 5,
  customizations: [],
  ...overrides,
});
const cart = [
  line({ customizations: large, quantity: 2 }),
  line({ customizations: small }),
  line({ productId: 'scone', name: 'Scone' }),
];

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
