import { randomUUID } from 'node:crypto';
import type { NewSeller, Seller } from '@marketplace/contract/sellers';
import { SELLER_PHONE_TAKEN } from '@marketplace/core/constants/messages';
import { eq } from 'drizzle-orm';
import { type Actor, requireAccess } from '../../access.js';
import { users } from '../../db/schema.js';
import { AppError } from '../../errors.js';
import { isSellerRecord, type SellersDeps, toSellerJson } from './seller-json.js';
import { lockAdmins, refuseLastAdmin } from './service.js';

/**
 * SPEC §7 POST /create-seller: the phone becomes a seller with a seller id.
 * - A new phone: a new user, role seller, a fresh seller id, the names and e-mail given.
 * - A phone with an account: its role becomes seller; it keeps its seller id if it ever had one
 *   (their old stores come back with it) or gets a fresh one, and keeps its other role ids. Its
 *   names and e-mail are the person's own (from onboarding): kept, and filled in only if blank.
 * - A phone that is a seller already: 409, nothing changed. So two admins adding the same phone
 *   at once make one seller with one seller id; the other hears it is taken.
 * - The last admin's phone: 409, the users module's last-admin rule.
 */
export async function createSeller(
  deps: SellersDeps,
  input: { actor: Actor | null; seller: NewSeller },
): Promise<{ seller: Seller; isExistingUser: boolean }> {
  const { db } = deps;
  const { seller } = input;
  await requireAccess({ db, actor: input.actor, permission: 'seller.create' });
  const { user, isExistingUser } = await db.transaction(async (tx) => {
    // Admins first, then the user: the order changeRole locks in, so the two never deadlock.
    const admins = await lockAdmins(tx);
    // A phone added at the same moment by another admin is inserted by one of the two; the
    // other's insert waits for it and does nothing, and that request then finds a seller.
    const [inserted] = await tx
      .insert(users)
      .values({ ...seller, role: 'seller', sellerId: randomUUID() })
      .onConflictDoNothing({ target: users.phone })
      .returning();
    if (inserted) return { user: inserted, isExistingUser: false };

    const [existing] = await tx
      .select()
      .from(users)
      .where(eq(users.phone, seller.phone))
      .for('update');
    if (!existing) throw new Error(`The user with phone ${seller.phone} vanished.`);
    if (existing.role === 'seller') throw new AppError('CONFLICT', SELLER_PHONE_TAKEN);
    refuseLastAdmin(existing, 'seller', admins);
    const [updated] = await tx
      .update(users)
      .set({
        role: 'seller',
        sellerId: existing.sellerId ?? randomUUID(),
        firstName: existing.firstName.trim() || seller.firstName,
        lastName: existing.lastName.trim() || seller.lastName,
        email: existing.email.trim() || seller.email,
      })
      .where(eq(users.id, existing.id))
      .returning();
    return { user: updated!, isExistingUser: true };
  });
  if (!isSellerRecord(user)) throw new Error('A seller was saved without a seller id.');
  const counts = await deps.storeCountsBySeller(db, [user.sellerId]);
  return { seller: toSellerJson(user, counts.get(user.sellerId) ?? 0), isExistingUser };
}
