import type { CartItem, CartStore } from '@marketplace/core/cart/cart-item';
import {
  LOCATION_TYPES,
  type LocationType,
  OCCASIONS,
  type Occasion,
  RELATIONSHIPS,
  type Relationship,
} from '@marketplace/core/constants/flower-personalization';
import { readJson, readRaw, writeEntries } from '../../lib/local-store';
import { STORAGE_KEYS } from '../../lib/storage-keys';

/**
 * The cart as SPEC §3 stores it: `cart` holds the items (core's CartItem, prices in cents),
 * `storeData` the store they come from, which the one-store rule (SPEC §4/§5) compares the next
 * product's store with, and which the cart and checkout show. See docs/decisions/060.
 */
export type StoredCartStore = CartStore & {
  name: string;
  image?: string | null;
  contact?: string;
  timezone?: string;
};

/** SPEC §3 order product's gift-card message, for items of Flower Stores. */
export type FlowerCustomizations = {
  fullName: string;
  occasion: Occasion;
  relationship: Relationship;
  locationType: LocationType;
  customMessage: string;
  signature: string;
};

/** A stored cart line: core's item plus the flower message it carries to checkout. */
export type CartLine = CartItem & { flowerCustomizations?: FlowerCustomizations };

export type CartSnapshot = { items: readonly CartLine[]; store: StoredCartStore | null };

const isText = (value: unknown): value is string => typeof value === 'string';

export function isFlowerCustomizations(value: unknown): value is FlowerCustomizations {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  return (
    isText(v.fullName) &&
    (OCCASIONS as readonly unknown[]).includes(v.occasion) &&
    (RELATIONSHIPS as readonly unknown[]).includes(v.relationship) &&
    (LOCATION_TYPES as readonly unknown[]).includes(v.locationType) &&
    isText(v.customMessage) &&
    isText(v.signature)
  );
}

function isCartItem(value: unknown): value is CartLine {
  if (typeof value !== 'object' || value === null) return false;
  const item = value as Partial<CartLine>;
  return (
    typeof item.productId === 'string' &&
    typeof item.name === 'string' &&
    typeof item.storeId === 'string' &&
    Number.isSafeInteger(item.price) &&
    (item.price ?? -1) >= 0 &&
    Number.isSafeInteger(item.quantity) &&
    (item.quantity ?? 0) > 0 &&
    typeof item.stock === 'number' &&
    Array.isArray(item.customizations) &&
    (item.flowerCustomizations === undefined || isFlowerCustomizations(item.flowerCustomizations))
  );
}

/** The stored items; anything unreadable counts as an empty cart rather than breaking a page. */
export function readCart(): CartLine[] {
  const stored = readJson(STORAGE_KEYS.cart);
  return Array.isArray(stored) ? stored.filter(isCartItem) : [];
}

/** The store of the items in the cart, when it is known and matches them. */
export function readCartStore(cart: readonly CartItem[]): StoredCartStore | null {
  const stored = readJson(STORAGE_KEYS.storeData) as Partial<StoredCartStore> | undefined;
  if (!stored || typeof stored._id !== 'string' || typeof stored.category !== 'string') return null;
  if (!stored.address || !stored.storeHours) return null;
  return cart.some((item) => item.storeId === stored._id) ? (stored as StoredCartStore) : null;
}

/**
 * Saves the items and their store together, so no reader sees one without the other. An
 * emptied cart also drops its store and the special request typed for it.
 */
export function writeCart(cart: readonly CartLine[], store: StoredCartStore | null): void {
  const empty = cart.length === 0;
  writeEntries({
    [STORAGE_KEYS.cart]: JSON.stringify(cart),
    [STORAGE_KEYS.storeData]: store && !empty ? JSON.stringify(store) : null,
    ...(empty ? { [STORAGE_KEYS.specialRequest]: null } : {}),
  });
}

let cached: { cartRaw: string | null; storeRaw: string | null; snapshot: CartSnapshot } | null =
  null;

/**
 * The cart for `useSyncExternalStore`: the same object until the stored text changes, so
 * components re-render only when the cart really did.
 */
export function cartSnapshot(): CartSnapshot {
  const cartRaw = readRaw(STORAGE_KEYS.cart);
  const storeRaw = readRaw(STORAGE_KEYS.storeData);
  if (cached && cached.cartRaw === cartRaw && cached.storeRaw === storeRaw) return cached.snapshot;
  const items = readCart();
  const snapshot = { items, store: readCartStore(items) };
  cached = { cartRaw, storeRaw, snapshot };
  return snapshot;
}

export const EMPTY_CART: CartSnapshot = { items: [], store: null };
