import { FARMERS_MARKET } from '../constants/categories.js';
import {
  addedReplacingCart,
  addedToCart,
  FARMERS_MARKET_MISMATCH,
  STOCK_LIMIT,
} from '../constants/messages.js';
import type { CartChange, CartItem, CartStore } from './cart-item.js';
import { farmersMarketCompatible } from './farmers-market-compatible.js';
import { sameCustomizations } from './same-customizations.js';

/**
 * SPEC §4 Cart and §5, one store at a time:
 * - the same product with the same customizations: quantity + 1, never above stock;
 * - another product of a store already in the cart, or of a compatible Farmer's Market: added
 *   at quantity 1;
 * - two Farmer's Markets that are not compatible: refused with SPEC's message;
 * - any other store: the cart is replaced by the new item, and the info toast says so.
 * `itemStore` is the new item's store; `cartStore` the store of the items already in the cart
 * (null when the cart is empty or it is unknown, in which case a new store replaces the cart).
 */
export function addToCart(options: {
  cart: readonly CartItem[];
  item: Omit<CartItem, 'quantity'>;
  itemStore: CartStore;
  cartStore: CartStore | null;
}): CartChange {
  const { cart, item, itemStore, cartStore } = options;
  const rejected = (message: string): CartChange => ({
    cart: [...cart],
    outcome: { kind: 'rejected', toast: 'error', message },
    resetsTips: false,
  });

  const index = cart.findIndex(
    (line) =>
      line.productId === item.productId &&
      sameCustomizations(line.customizations, item.customizations),
  );
  const existing = cart[index];
  if (existing) {
    if (existing.quantity + 1 > item.stock) return rejected(STOCK_LIMIT);
    const next = cart.map((line, i) =>
      i === index ? { ...line, stock: item.stock, quantity: line.quantity + 1 } : line,
    );
    return {
      cart: next,
      outcome: { kind: 'incremented', toast: 'success', message: addedToCart(item.name) },
      resetsTips: true,
    };
  }

  if (item.stock < 1) return rejected(STOCK_LIMIT);
  const line: CartItem = { ...item, quantity: 1 };
  const sameStore = cart.length === 0 || cart.some((l) => l.storeId === item.storeId);
  if (sameStore || (cartStore && farmersMarketCompatible(cartStore, itemStore))) {
    return {
      cart: [...cart, line],
      outcome: { kind: 'added', toast: 'success', message: addedToCart(item.name) },
      resetsTips: true,
    };
  }
  if (cartStore?.category === FARMERS_MARKET && itemStore.category === FARMERS_MARKET) {
    return rejected(FARMERS_MARKET_MISMATCH);
  }
  return {
    cart: [line],
    outcome: { kind: 'replaced', toast: 'info', message: addedReplacingCart(item.name) },
    resetsTips: true,
  };
}
