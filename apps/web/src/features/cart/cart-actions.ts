import type { Product, Store } from '@marketplace/contract/catalog';
import { addToCart } from '@marketplace/core/cart/add-to-cart';
import type { CartOutcome, SelectedCustomization } from '@marketplace/core/cart/cart-item';
import { removeFromCart } from '@marketplace/core/cart/remove-from-cart';
import { updateQuantity } from '@marketplace/core/cart/update-quantity';
import { dollarsToCents } from '@marketplace/core/money/cents';
import { unitPrice } from '@marketplace/core/money/unit-price';
import { readJson, writeRaw } from '../../lib/local-store';
import { STORAGE_KEYS } from '../../lib/storage-keys';
import {
  type CartLine,
  type FlowerCustomizations,
  readCart,
  readCartStore,
  type StoredCartStore,
  writeCart,
} from './cart-storage';
import { announceCartOutcome } from './cart-toasts';

/** What the cart keeps of a store (SPEC §3 storeData). */
export function toCartStore(store: Store): StoredCartStore {
  return {
    _id: store._id,
    name: store.name,
    category: store.category,
    address: store.address,
    storeHours: store.storeHours,
    image: store.image,
    contact: store.contact,
    timezone: store.timezone,
  };
}

/** The product's first image, as the card shows it. */
export function productImage(product: Product): string | null {
  return product.image ?? product.images[0] ?? null;
}

/**
 * Adds one of `product` (with `customizations`, already validated, option prices in cents)
 * following core's one-store, compatible-market and stock rules; saves and toasts the outcome.
 */
export function addProduct(options: {
  product: Product;
  store: Store;
  customizations?: readonly SelectedCustomization[];
  specialInstructions?: string;
  flowerCustomizations?: FlowerCustomizations | null;
}): CartOutcome {
  const { product, store, customizations = [], flowerCustomizations } = options;
  const itemStore = toCartStore(store);
  const cart = readCart();
  const cartStore = readCartStore(cart);
  const note = options.specialInstructions?.trim() ?? '';
  const change = addToCart({
    cart,
    item: {
      productId: product._id,
      name: product.name,
      price: unitPrice({ basePrice: dollarsToCents(product.price), customizations }),
      image: productImage(product),
      storeId: product.storeId,
      stock: product.stock,
      isTaxable: product.isTaxable,
      customizations,
      ...(note ? { specialInstructions: note } : {}),
    },
    itemStore,
    cartStore,
  });
  if (change.outcome.kind !== 'rejected') {
    const keepsStore = change.outcome.kind !== 'replaced' && cartStore !== null;
    const lines = flowerCustomizations
      ? withFlowerMessage(change.cart, product._id, flowerCustomizations)
      : change.cart;
    writeCart(lines, keepsStore ? cartStore : itemStore);
  }
  if (change.resetsTips) resetKeptTips();
  announceCartOutcome(change.outcome);
  return change.outcome;
}

/** Sets one line's quantity (core refuses more than stock and ignores less than 1). */
export function setLineQuantity(line: CartLine, quantity: number): CartOutcome {
  const cart = readCart();
  const change = updateQuantity({
    cart,
    productId: line.productId,
    customizations: line.customizations,
    quantity,
  });
  if (change.outcome.kind !== 'rejected' && change.outcome.kind !== 'ignored') {
    writeCart(change.cart, readCartStore(cart));
  }
  if (change.resetsTips) resetKeptTips();
  announceCartOutcome(change.outcome);
  return change.outcome;
}

/** Removes one line (one variant of a product). */
export function removeLine(line: CartLine): CartOutcome {
  const cart = readCart();
  const change = removeFromCart({
    cart,
    productId: line.productId,
    customizations: line.customizations,
  });
  if (change.outcome.kind === 'removed') writeCart(change.cart, readCartStore(cart));
  if (change.resetsTips) resetKeptTips();
  announceCartOutcome(change.outcome);
  return change.outcome;
}

/** Puts the product's gift-card message on each of its lines, so it travels to checkout. */
export function withFlowerMessage(
  cart: readonly CartLine[],
  productId: string,
  message: FlowerCustomizations,
): CartLine[] {
  return cart.map((line) =>
    line.productId === productId ? { ...line, flowerCustomizations: message } : line,
  );
}

/** After the buyer edits a saved message, the lines already in the cart carry the new one. */
export function updateFlowerMessageInCart(productId: string, message: FlowerCustomizations): void {
  const cart = readCart();
  if (!cart.some((line) => line.productId === productId)) return;
  writeCart(withFlowerMessage(cart, productId, message), readCartStore(cart));
}

/**
 * SPEC §4: changing a quantity resets the driver and seller tips to 0. The tips chosen at
 * checkout wait in its kept choices; the next checkout starts them at 0 (issue #30).
 */
function resetKeptTips(): void {
  const choices = readJson(STORAGE_KEYS.checkoutChoices);
  if (typeof choices !== 'object' || choices === null) return;
  writeRaw(
    STORAGE_KEYS.checkoutChoices,
    JSON.stringify({ ...choices, sellerTip: 0, driverTip: 0 }),
  );
}
