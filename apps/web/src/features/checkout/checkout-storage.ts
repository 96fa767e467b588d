import type { Order } from '@marketplace/contract/orders';
import { isOrderType } from '@marketplace/core/constants/order-types';
import { readJson, readRaw, removeKeys, writeEntries } from '../../lib/local-store';
import { STORAGE_KEYS } from '../../lib/storage-keys';

/**
 * SPEC §3 names two more browser slots without their keys: the chosen method and the last
 * verified order. These are their names (docs/decisions/071).
 */
export const CHECKOUT_STORAGE_KEYS = {
  /** The order type the buyer chose at checkout. */
  method: 'method',
  /** The order the confirmation page verified last, shown again without a sessionId. */
  lastVerifiedOrder: 'lastVerifiedOrder',
  /** The order data sent to create the payment session (SPEC §4 Payment). */
  pendingOrderData: 'pendingOrderData',
} as const;

function isOrder(value: unknown): value is Order {
  if (typeof value !== 'object' || value === null) return false;
  const order = value as Partial<Order>;
  return (
    typeof order._id === 'string' &&
    typeof order.createdAt === 'string' &&
    isOrderType(order.orderType) &&
    Array.isArray(order.products) &&
    typeof order.totalAmount === 'number'
  );
}

export type StoredVerifiedOrder =
  | { kind: 'none' }
  | { kind: 'corrupt' }
  | { kind: 'order'; order: Order };

/** The last verified order; a corrupt one is reported so the caller can drop it (SPEC §4). */
export function readVerifiedOrder(): StoredVerifiedOrder {
  if (readRaw(CHECKOUT_STORAGE_KEYS.lastVerifiedOrder) === null) return { kind: 'none' };
  const value = readJson(CHECKOUT_STORAGE_KEYS.lastVerifiedOrder);
  return isOrder(value) ? { kind: 'order', order: value } : { kind: 'corrupt' };
}

export function removeVerifiedOrder(): void {
  removeKeys([CHECKOUT_STORAGE_KEYS.lastVerifiedOrder]);
}

/**
 * SPEC §4 Payment, on success: the cart, method, store data and checkout data go (with the
 * cart's special-request draft and the pending order data), and the verified order is kept.
 */
export function completeCheckout(order: Order): void {
  writeEntries({
    [STORAGE_KEYS.cart]: null,
    [STORAGE_KEYS.storeData]: null,
    [STORAGE_KEYS.checkoutData]: null,
    [STORAGE_KEYS.checkoutChoices]: null,
    [STORAGE_KEYS.specialRequest]: null,
    [CHECKOUT_STORAGE_KEYS.method]: null,
    [CHECKOUT_STORAGE_KEYS.pendingOrderData]: null,
    [CHECKOUT_STORAGE_KEYS.lastVerifiedOrder]: JSON.stringify(order),
  });
}
