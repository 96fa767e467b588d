import { describe, expect, it } from 'vitest';
import { addToCart } from './add-to-cart.js';
import type { CartItem, CartStore } from './cart-item.js';

const hours = { SAT: [{ from: '08:00', to: '13:00' }] };
const newStore = (overrides: Partial<CartStore> = {}): CartStore => ({
  _id: 'bakery',
  category: 'Restaurants',
  address: {
    street1: '10',
    street2: 'Colorado Blvd',
    city: 'Pasadena',
    state: 'CA',
    zipcode: '91101',
  },
  storeHours: hours,
  ...overrides,
});
const newItem = (overrides: Partial<CartItem> = {}): Omit<CartItem, 'quantity'> => ({
  productId: 'croissant',
  name: 'Croissant',
  price: 450,
  image: null,
  storeId: 'bakery',
  stock: 3,
  customizations: [],
  ...overrides,
});
const bakery = newStore();

describe('addToCart', () => {
  it('adds the first item at quantity 1 with the success toast', () => {
    expect(addToCart({ cart: [], item: newItem(), itemStore: bakery, cartStore: null })).toEqual({
      cart: [{ ...newItem(), quantity: 1 }],
      outcome: { kind: 'added', toast: 'success', message: 'Croissant added to cart' },
      resetsTips: true,
    });
  });

  it('adds 1 to the same product with the same customizations, in any order', () => {
    const cheese = {
      name: 'Extras',
      selectedOptions: [
        { title: 'Cheese', price: 100 },
        { title: 'Ham', price: 200 },
      ],
    };
    const reordered = {
      name: 'Extras',
      selectedOptions: [
        { title: 'Ham', price: 200 },
        { title: 'Cheese', price: 100 },
      ],
    };
    const cart = [{ ...newItem({ customizations: [cheese] }), quantity: 1 }];
    const change = addToCart({
      cart,
      item: newItem({ customizations: [reordered] }),
      itemStore: bakery,
      cartStore: bakery,
    });
    expect(change.cart).toHaveLength(1);
    expect(change.cart[0]?.quantity).toBe(2);
    expect(change.outcome).toEqual({
      kind: 'incremented',
      toast: 'success',
      message: 'Croissant added to cart',
    });
  });

  it('keeps a different variant of the same product as its own line', () => {
    const cart = [{ ...newItem(), quantity: 1 }];
    const warm = newItem({
      customizations: [{ name: 'Note', selectedOptions: [], textValue: 'Warm it up' }],
    });
    const change = addToCart({ cart, item: warm, itemStore: bakery, cartStore: bakery });
    expect(change.cart.map((l) => l.quantity)).toEqual([1, 1]);
  });

  it('refuses to go above stock with the SPEC message', () => {
    const cart = [{ ...newItem(), quantity: 3 }];
    expect(addToCart({ cart, item: newItem(), itemStore: bakery, cartStore: bakery })).toEqual({
      cart,
      outcome: {
        kind: 'rejected',
        toast: 'error',
        message: 'Cannot add more than available stock.',
      },
      resetsTips: false,
    });
    expect(
      addToCart({ cart: [], item: newItem({ stock: 0 }), itemStore: bakery, cartStore: null })
        .outcome,
    ).toMatchObject({
      kind: 'rejected',
      message: 'Cannot add more than available stock.',
    });
  });

  it('appends another product of the same store at 1', () => {
    const cart = [{ ...newItem(), quantity: 2 }];
    const change = addToCart({
      cart,
      item: newItem({ productId: 'baguette', name: 'Baguette' }),
      itemStore: bakery,
      cartStore: bakery,
    });
    expect(change.cart.map((l) => [l.productId, l.quantity])).toEqual([
      ['croissant', 2],
      ['baguette', 1],
    ]);
  });

  it('replaces the cart for another store, and says so in the info toast', () => {
    const florist = newStore({ _id: 'florist', category: 'Flower Stores' });
    const cart = [{ ...newItem(), quantity: 2 }];
    const roses = newItem({ productId: 'roses', name: 'Red Roses', storeId: 'florist' });
    expect(addToCart({ cart, item: roses, itemStore: florist, cartStore: bakery })).toEqual({
      cart: [{ ...roses, quantity: 1 }],
      outcome: {
        kind: 'replaced',
        toast: 'info',
        message:
          'Red Roses added to cart — previous items were removed because you can only order from one store at a time.',
      },
      resetsTips: true,
    });
  });

  describe("with Farmer's Markets", () => {
    const stallA = newStore({ _id: 'stall-a', category: "Farmer's Market" });
    const stallB = newStore({
      _id: 'stall-b',
      category: "Farmer's Market",
      address: {
        street1: '10 ',
        street2: 'colorado  blvd',
        city: 'PASADENA',
        state: 'California',
        zipcode: '91101',
      },
    });
    const honey = newItem({ productId: 'honey', name: 'Honey', storeId: 'stall-b' });
    const cart = [{ ...newItem({ storeId: 'stall-a' }), quantity: 1 }];

    it('lets stalls of the same market share the cart', () => {
      const change = addToCart({ cart, item: honey, itemStore: stallB, cartStore: stallA });
      expect(change.outcome.kind).toBe('added');
      expect(change.cart.map((l) => l.storeId)).toEqual(['stall-a', 'stall-b']);
    });

    it('refuses a market elsewhere or on other days with the SPEC message', () => {
      const otherDay = { ...stallB, storeHours: { SUN: [{ from: '08:00', to: '13:00' }] } };
      const otherPlace = { ...stallB, address: { ...stallB.address, zipcode: '91106' } };
      for (const itemStore of [otherDay, otherPlace]) {
        expect(addToCart({ cart, item: honey, itemStore, cartStore: stallA })).toEqual({
          cart,
          outcome: {
            kind: 'rejected',
            toast: 'error',
            message:
              "You can only add items from Farmer's Markets that are at the same location and open on the same day.",
          },
          resetsTips: false,
        });
      }
    });

    it('replaces a market cart with a regular store, and the other way round', () => {
      const bread = newItem({ productId: 'bread', storeId: 'bakery' });
      expect(
        addToCart({ cart, item: bread, itemStore: bakery, cartStore: stallA }).outcome.kind,
      ).toBe('replaced');
      const bakeryCart = [{ ...newItem(), quantity: 1 }];
      expect(
        addToCart({ cart: bakeryCart, item: honey, itemStore: stallB, cartStore: bakery }).outcome
          .kind,
      ).toBe('replaced');
    });
  });
});
