import { describe, expect, it } from 'vitest';
import type { CartItem } from './cart-item.js';
import { removeFromCart } from './remove-from-cart.js';

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
