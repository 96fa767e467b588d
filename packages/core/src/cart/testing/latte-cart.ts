import type { CartItem } from '../cart-item.js';

/** Fixtures the cart tests share (not built into dist). */

/** A Size choice: Large costs $2.00 more, Small nothing. */
export const large = [{ name: 'Size', selectedOptions: [{ title: 'Large', price: 200 }] }];
export const small = [{ name: 'Size', selectedOptions: [{ title: 'Small', price: 0 }] }];

/** One Latte ($5.50, 5 in stock) from the store 'cafe', as the overrides change it. */
export const line = (overrides: Partial<CartItem>): CartItem => ({
  productId: 'latte',
  name: 'Latte',
  price: 550,
  quantity: 1,
  storeId: 'cafe',
  stock: 5,
  customizations: [],
  ...overrides,
});

/** Two Large lattes, one Small latte (two variants of one product) and a scone. */
export const latteCart = [
  line({ customizations: large, quantity: 2 }),
  line({ customizations: small }),
  line({ productId: 'scone', name: 'Scone' }),
];
