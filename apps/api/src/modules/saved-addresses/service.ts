import { and, desc, eq, isNull, type SQL } from 'drizzle-orm';
import { type Actor, requireAccess } from '../../access.js';
import type { Executor } from '../../db/client.js';
import { type OrderAddress, userAddresses } from '../../db/schema.js';
import { isServedZipcode } from '../service-area/service.js';

/**
 * The delivery addresses a user has paid for an order to, offered again at checkout (issue 6:
 * "saved addresses remembered for the user"). Checkout remembers them; the user reads them.
 */

export type SavedAddressRecord = typeof userAddresses.$inferSelect;

/** Most addresses one user keeps on offer, newest first. */
export const SAVED_ADDRESSES_LIMIT = 20;

/** Remembers the address for the user unless the same one is already saved. */
export async function rememberAddress(
  db: Executor,
  options: { userId: string; address: OrderAddress },
): Promise<void> {
  const { userId, address } = options;
  const same: SQL[] = [
    eq(userAddresses.userId, userId),
    eq(userAddresses.fullname, address.fullname),
    eq(userAddresses.contact, address.contact),
    eq(userAddresses.street1, address.street1),
    eq(userAddresses.street2, address.street2),
    eq(userAddresses.city, address.city),
    eq(userAddresses.state, address.state),
    eq(userAddresses.zipcode, address.zipcode),
    address.aptHouseNo
      ? eq(userAddresses.aptHouseNo, address.aptHouseNo)
      : isNull(userAddresses.aptHouseNo),
  ];
  const [existing] = await db
    .select({ id: userAddresses.id })
    .from(userAddresses)
    .where(and(...same))
    .limit(1);
  if (existing) return;
  await db.insert(userAddresses).values({
    userId,
    fullname: address.fullname,
    contact: address.contact,
    street1: address.street1,
    street2: address.street2,
    aptHouseNo: address.aptHouseNo || null,
    city: address.city,
    state: address.state,
    zipcode: address.zipcode,
    latitude: address.latitude == null ? null : String(address.latitude),
    longitude: address.longitude == null ? null : String(address.longitude),
    coordinatesPrecision: address.coordinatesPrecision ?? null,
  });
}

/**
 * The user's saved addresses, newest first, each saying whether we deliver there now (the
 * checkout dialog marks the others '(Unavailable)').
 */
export async function listSavedAddresses(deps: { db: Executor }, input: { actor: Actor | null }) {
  const { db } = deps;
  const actor = await requireAccess({ db, actor: input.actor, permission: 'savedAddress.list' });
  const rows = await db
    .select()
    .from(userAddresses)
    .where(eq(userAddresses.userId, actor.id))
    .orderBy(desc(userAddresses.createdAt), desc(userAddresses.id))
    .limit(SAVED_ADDRESSES_LIMIT);
  const served = new Map<string, boolean>();
  for (const row of rows) {
    if (!served.has(row.zipcode)) {
      served.set(row.zipcode, await isServedZipcode(db, row.zipcode));
    }
  }
  return rows.map((row) => ({
    _id: row.id,
    fullname: row.fullname,
    contact: row.contact,
    street1: row.street1,
    street2: row.street2,
    aptHouseNo: row.aptHouseNo,
    city: row.city,
    state: row.state,
    zipcode: row.zipcode,
    latitude: row.latitude === null ? null : Number(row.latitude),
    longitude: row.longitude === null ? null : Number(row.longitude),
    coordinatesPrecision: row.coordinatesPrecision,
    isServiceable: served.get(row.zipcode) ?? false,
  }));
}
