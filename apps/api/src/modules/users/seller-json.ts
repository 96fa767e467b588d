import type { Seller } from '@marketplace/contract/sellers';
import type { Executor } from '../../db/client.js';
import type { UserRecord, UsersDeps } from './service.js';

/**
 * How many stores each seller runs: the catalogue answers, given to the seller routes in app.ts
 * (users never imports the catalogue, which imports users).
 */
export type StoreCountsBySeller = (
  db: Executor,
  sellerIds: readonly string[],
) => Promise<Map<string, number>>;

export type SellersDeps = UsersDeps & { storeCountsBySeller: StoreCountsBySeller };

/** A user who is a seller: one with a seller id. */
export type SellerRecord = UserRecord & { sellerId: string };

export function isSellerRecord(user: UserRecord): user is SellerRecord {
  return user.sellerId !== null;
}

/** SPEC §3 Seller as JSON, with the user id and how many stores they run. */
export function toSellerJson(user: SellerRecord, storeCount: number): Seller {
  return {
    _id: user.id,
    sellerId: user.sellerId,
    firstName: user.firstName,
    lastName: user.lastName,
    phone: user.phone,
    email: user.email,
    storeCount,
  };
}
