import { randomUUID } from 'node:crypto';
import { availableWindows } from '@marketplace/core/windows/available-windows';
import type { Database } from '../src/db/client.js';
import { products, ROLE_ID, type StoreHours, stores, users } from '../src/db/schema.js';
import { benchBuyerTokens } from './bench-buyers.js';

const ALL_DAY = [{ from: '00:00', to: '23:59' }];
const OPEN_ALL_DAY: StoreHours = {
  MON: ALL_DAY,
  TUE: ALL_DAY,
  WED: ALL_DAY,
  THURS: ALL_DAY,
  FRI: ALL_DAY,
  SAT: ALL_DAY,
  SUN: ALL_DAY,
};

export type CheckoutShop = { productId: string; windowId: string; tokens: string[] };

/**
 * What a checkout bench buys from: one seller's store open all day at 100 E Colorado Blvd, its
 * one product, a pickup window still open to orders a quarter of an hour from now (today's
 * pickup windows close an hour before they start, and a run must not outlast the one it orders
 * for), and the buyers' accounts. Buyer and seller have phones: each order queues their texts,
 * as in production.
 */
export async function seedCheckoutShop(
  db: Database,
  shop: {
    /** Names the seller, the buyers and the store's contact, so benches' rows stay apart. */
    name: string;
    storeName: string;
    category: string;
    product: { name: string; priceCents: number; stock: number };
    /** The last four digits of the seller's 626 phone, also the store's contact. */
    phoneSuffix: string;
    buyers: { count: number; areaCode: string };
    tokenSecret: string;
  },
): Promise<CheckoutShop> {
  const sellerId = randomUUID();
  await db.insert(users).values({
    phone: `+1626555${shop.phoneSuffix}`,
    firstName: shop.name,
    lastName: 'Seller',
    email: `${shop.name.toLowerCase()}-seller@example.com`,
    role: 'seller',
    [ROLE_ID.seller]: sellerId,
  });
  const [store] = await db
    .insert(stores)
    .values({
      name: shop.storeName,
      category: shop.category,
      contact: `626555${shop.phoneSuffix}`,
      sellerId,
      street1: '100',
      street2: 'E Colorado Blvd',
      city: 'Pasadena',
      state: 'CA',
      zipcode: '91101',
      storeHours: OPEN_ALL_DAY,
    })
    .returning();
  const [product] = await db
    .insert(products)
    .values({ storeId: store!.id, ...shop.product })
    .returning();
  const [window] = availableWindows({
    store: store!,
    now: new Date(Date.now() + 15 * 60_000),
    orderType: 'pickup',
  });
  if (!window) throw new Error(`${shop.storeName} has no pickup window now`);
  const tokens = await benchBuyerTokens(db, {
    count: shop.buyers.count,
    areaCode: shop.buyers.areaCode,
    firstName: shop.name,
    tokenSecret: shop.tokenSecret,
  });
  return { productId: product!.id, windowId: window.id, tokens };
}
