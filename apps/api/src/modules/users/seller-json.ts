import type { Seller } from '@marketplace/contract/sellers';
import type { UserRecord } from './service.js';

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
