import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addToCart } from './add-to-cart.js';
import type { CartItem, CartStore } from './cart-item.js';
import { farmersMarketCompatible } from './farmers-market-compatible.js';
import { removeFromCart } from './remove-from-cart.js';
import { sameCustomizations } from './same-customizations.js';
import { updateQuantity } from './update-quantity.js';

const place = { street1: '1', street2: 'Main St', city: 'Pasadena', state: 'CA', zipcode: '91101' };
const saturday = { SAT: [{ from: '08:00', to: '13:00' }] };
const stores: CartStore[] = [
  { _id: 'cafe', category: 'Coffee Shops', address: place, storeHours: saturday },
  { _id: 'deli', category: 'Restaurants', address: place, storeHours: saturday },
  { _id: 'stall-a', category: "Farmer's Market", address: place, storeHours: saturday },
  {
    _id: 'stall-b',
    category: "Farmer's Market",
    address: { ...place, state: 'California' },
    storeHours: saturday,
  },
  {
    _id: 'stall-c',
    category: "Farmer's Market",
    address: { ...place, zipcode: '91106' },
    storeHours: saturday,
  },
];
const storeById = new Map(stores.map((s) => [s._id, s]));
const customizations = [[], [{ name: 'Size', selectedOptions: [{ title: 'Large', price: 100 }] }]];

const product = fc.record({
  store: fc.constantFrom(...stores.map((s) => s._id)),
  product: fc.constantFrom('p1', 'p2'),
  variant: fc.constantFrom(0, 1),
  stock: fc.integer({ min: 0, max: 4 }),
});
const operation = fc.oneof(
  fc.record({ op: fc.constant('add' as const), target: product }),
  fc.record({ op: fc.constant('remove' as const), target: product }),
  fc.record({
    op: fc.constant('update' as const),
    target: product,
    quantity: fc.integer({ min: -1, max: 6 }),
  }),
);

describe('the cart, under any sequence of operations', () => {
  it('holds one store (or compatible markets), within stock, one line per variant', () => {
    fc.assert(
      fc.property(fc.array(operation, { maxLength: 40 }), (operations) => {
        let cart: CartItem[] = [];
        for (const step of operations) {
          const { store, product: name, variant, stock } = step.target;
          const productId = `${store}/${name}`;
          const chosen = customizations[variant] ?? [];
          if (step.op === 'add') {
            const first = cart[0];
            cart = addToCart({
              cart,
              item: { productId, name, price: 100, storeId: store, stock, customizations: chosen },
              itemStore: storeById.get(store) as CartStore,
              cartStore: first ? (storeById.get(first.storeId) ?? null) : null,
            }).cart;
          } else if (step.op === 'remove') {
            cart = removeFromCart({ cart, productId, customizations: chosen }).cart;
          } else {
            cart = updateQuantity({
              cart,
              productId,
              customizations: chosen,
              quantity: step.quantity,
            }).cart;
          }

          const storeIds = [...new Set(cart.map((l) => l.storeId))];
          for (const id of storeIds.slice(1)) {
            const first = storeById.get(storeIds[0] as string) as CartStore;
            expect(farmersMarketCompatible(first, storeById.get(id) as CartStore)).toBe(true);
          }
          for (const [i, l] of cart.entries()) {
            expect(l.quantity).toBeGreaterThanOrEqual(1);
            expect(l.quantity).toBeLessThanOrEqual(l.stock);
            const twin = cart.findIndex(
              (o) =>
                o.productId === l.productId &&
                sameCustomizations(o.customizations, l.customizations),
            );
            expect(twin).toBe(i);
          }
        }
      }),
      { numRuns: 300 },
    );
  });
});
