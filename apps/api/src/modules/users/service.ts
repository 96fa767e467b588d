import { randomUUID } from 'node:crypto';
import type { Role } from '@marketplace/core/constants/roles';
import { asc, eq, or } from 'drizzle-orm';
import { type Actor, requireAccess } from '../../access.js';
import type { Database, Executor } from '../../db/client.js';
import { isUniqueViolation } from '../../db/errors.js';
import { isUuid } from '../../db/ids.js';
import { ROLE_ID, users } from '../../db/schema.js';
import { AppError } from '../../errors.js';

export type UserRecord = typeof users.$inferSelect;

/** What the users operations run with. */
export type UsersDeps = { db: Database };

export async function findUserById(db: Executor, id: string): Promise<UserRecord | null> {
  if (!isUuid(id)) return null;
  const [user] = await db.select().from(users).where(eq(users.id, id));
  return user ?? null;
}

/** `phone` in E.164 (+1 and 10 digits), as every phone is stored. */
export async function findUserByPhone(db: Executor, phone: string): Promise<UserRecord | null> {
  const [user] = await db.select().from(users).where(eq(users.phone, phone));
  return user ?? null;
}

/** The user a store's `sellerId` points at (their `users.seller_id`), whatever their role now. */
export async function findSellerBySellerId(
  db: Executor,
  sellerId: string,
): Promise<UserRecord | null> {
  if (!isUuid(sellerId)) return null;
  const [user] = await db.select().from(users).where(eq(users.sellerId, sellerId));
  return user ?? null;
}

/** A new account from onboarding: every sign-up starts as a buyer, with its buyer id. */
export async function createBuyer(
  db: Executor,
  profile: Pick<UserRecord, 'phone' | 'email' | 'firstName' | 'lastName' | 'dob' | 'gender'>,
): Promise<UserRecord> {
  try {
    const [user] = await db
      .insert(users)
      .values({ ...profile, role: 'buyer', buyerId: randomUUID() })
      .returning();
    return user!;
  } catch (error) {
    if (isUniqueViolation(error)) throw phoneTaken();
    throw error;
  }
}

export function phoneTaken(): AppError {
  return new AppError('PHONE_TAKEN', 'An account with this phone number already exists.');
}

export async function listUsers(deps: UsersDeps, input: { actor: Actor | null }) {
  await requireAccess({ db: deps.db, actor: input.actor, permission: 'user.list' });
  return deps.db.select().from(users).orderBy(asc(users.createdAt), asc(users.id));
}

/**
 * SPEC §6: an admin sets any user's role. The role's id is created the first time the user holds
 * it and kept afterwards, so their stores, orders or instructions stay theirs.
 */
export async function changeRole(
  deps: UsersDeps,
  input: { actor: Actor | null; userId: string; role: Role },
): Promise<UserRecord> {
  const { db } = deps;
  const { userId, role } = input;
  await requireAccess({ db, actor: input.actor, permission: 'user.role.update' });
  if (!isUuid(userId)) throw userNotFound();
  return db.transaction(async (tx) => {
    // Demoting the last admin would leave nobody able to give the role back. Every admin row is
    // locked first, in id order, so admins stepping down at once take turns and each counts the
    // admins the others left (a count without the lock lets all of them go).
    const admins =
      role === 'admin'
        ? []
        : await tx
            .select({ id: users.id })
            .from(users)
            .where(eq(users.role, 'admin'))
            .orderBy(asc(users.id))
            .for('update');
    const [user] = await tx.select().from(users).where(eq(users.id, userId)).for('update');
    if (!user) throw userNotFound();
    if (user.role === 'admin' && role !== 'admin' && admins.length <= 1) {
      throw new AppError('CONFLICT', 'The last admin cannot be given another role.');
    }
    const idColumn = ROLE_ID[role];
    const [updated] = await tx
      .update(users)
      .set({ role, [idColumn]: user[idColumn] ?? randomUUID() })
      .where(eq(users.id, userId))
      .returning();
    return updated!;
  });
}

const userNotFound = () => new AppError('NOT_FOUND', 'User not found.');

/** SPEC §7 user-buyer: the customer behind an order, looked up by buyer id or user id. */
export async function findCustomer(
  deps: UsersDeps,
  input: { actor: Actor | null; id: string },
): Promise<UserRecord> {
  const { db } = deps;
  const { id } = input;
  await requireAccess({ db, actor: input.actor, permission: 'customer.read' });
  const [user] = isUuid(id)
    ? await db
        .select()
        .from(users)
        .where(or(eq(users.buyerId, id), eq(users.id, id)))
    : [];
  if (!user) throw new AppError('NOT_FOUND', 'Customer not found.');
  return user;
}
