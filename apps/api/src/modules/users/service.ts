import { randomUUID } from 'node:crypto';
import { LAST_ADMIN } from '@marketplace/core/constants/messages';
import type { Role } from '@marketplace/core/constants/roles';
import { asc, eq, inArray, or, sql } from 'drizzle-orm';
import { type Actor, AUTHENTICATION_REQUIRED, requireAccess } from '../../access.js';
import type { Database, Executor } from '../../db/client.js';
import { isUniqueViolation } from '../../db/errors.js';
import { isUuid } from '../../db/ids.js';
import { preparedFor } from '../../db/prepared.js';
import { users } from '../../db/schema.js';
import { AppError } from '../../errors.js';

export type UserRecord = typeof users.$inferSelect;

/** What the users operations run with. */
export type UsersDeps = { db: Database };

export const USER_NOT_FOUND = 'User not found.';

/** Read on every authenticated request (plugins/auth.ts), so prepared. */
const userById = preparedFor((db) =>
  db
    .select()
    .from(users)
    .where(eq(users.id, sql.placeholder('id')))
    .prepare('user_by_id'),
);

/** Every order's texts reach its buyer and its seller: both in one read, so prepared. */
const userOrSeller = preparedFor((db) =>
  db
    .select()
    .from(users)
    .where(or(eq(users.id, sql.placeholder('id')), eq(users.sellerId, sql.placeholder('sellerId'))))
    .prepare('user_or_seller'),
);

/**
 * The user of this id and the user who is this seller, in one read; either is null when it is
 * not asked for (null) or there is none.
 */
export async function findUserAndSeller(
  db: Executor,
  ids: { userId: string | null; sellerId: string | null },
): Promise<{ user: UserRecord | null; seller: UserRecord | null }> {
  const id = ids.userId && isUuid(ids.userId) ? ids.userId : null;
  const sellerId = ids.sellerId && isUuid(ids.sellerId) ? ids.sellerId : null;
  if (!id && !sellerId) return { user: null, seller: null };
  const rows = await userOrSeller(db).execute({ id, sellerId });
  return {
    user: (id && rows.find((row) => row.id === id)) || null,
    seller: (sellerId && rows.find((row) => row.sellerId === sellerId)) || null,
  };
}

export async function findUserById(db: Executor, id: string): Promise<UserRecord | null> {
  if (!isUuid(id)) return null;
  const [user] = await userById(db).execute({ id });
  return user ?? null;
}

/** 'First Last' of these users, by id; a user who is gone is simply missing. */
export async function userNames(
  db: Executor,
  ids: readonly string[],
): Promise<Map<string, string>> {
  const rows = await namesOf(db, ids);
  return new Map(rows.map((user) => [user.id, `${user.firstName} ${user.lastName}`.trim()]));
}

/** The first names of these users, by id: what a store calls out at its counter (issue #31). */
export async function firstNames(
  db: Executor,
  ids: readonly string[],
): Promise<Map<string, string>> {
  const rows = await namesOf(db, ids);
  return new Map(rows.map((user) => [user.id, user.firstName]));
}

async function namesOf(db: Executor, ids: readonly string[]) {
  const wanted = [...new Set(ids)].filter(isUuid);
  if (wanted.length === 0) return [];
  return db
    .select({ id: users.id, firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .where(inArray(users.id, wanted));
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

/**
 * The users behind these seller and driver ids (what orders point at), as user ids by role id:
 * whom an order's notifications reach. A role id no user holds is simply missing.
 */
export async function userIdsOfRoleIds(
  db: Executor,
  ids: { sellerIds: readonly string[]; driverIds: readonly string[] },
): Promise<{ sellers: Map<string, string>; drivers: Map<string, string> }> {
  const sellerIds = [...new Set(ids.sellerIds)].filter(isUuid);
  const driverIds = [...new Set(ids.driverIds)].filter(isUuid);
  const found = { sellers: new Map<string, string>(), drivers: new Map<string, string>() };
  if (sellerIds.length === 0 && driverIds.length === 0) return found;
  const rows = await db
    .select({ id: users.id, sellerId: users.sellerId, driverId: users.driverId })
    .from(users)
    .where(
      or(
        sellerIds.length > 0 ? inArray(users.sellerId, sellerIds) : undefined,
        driverIds.length > 0 ? inArray(users.driverId, driverIds) : undefined,
      ),
    );
  for (const row of rows) {
    if (row.sellerId && sellerIds.includes(row.sellerId)) found.sellers.set(row.sellerId, row.id);
    if (row.driverId && driverIds.includes(row.driverId)) found.drivers.set(row.driverId, row.id);
  }
  return found;
}

/** The ids of every user who is an admin now. */
export async function adminUserIds(db: Executor): Promise<string[]> {
  const rows = await db.select({ id: users.id }).from(users).where(eq(users.role, 'admin'));
  return rows.map((row) => row.id);
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

/**
 * Every admin row, locked in id order. Whatever changes a user's role takes these locks first
 * (then the users it changes, in id order): admins stepping down at once take turns, and each
 * counts the admins the others left (a count without the lock lets all of them go).
 */
export async function lockAdmins(tx: Executor): Promise<{ id: string }[]> {
  return tx
    .select({ id: users.id })
    .from(users)
    .where(eq(users.role, 'admin'))
    .orderBy(asc(users.id))
    .for('update');
}

/** Demoting the last admin would leave nobody able to give the role back. */
export function refuseLastAdmin(
  user: UserRecord,
  role: Role,
  admins: readonly { id: string }[],
): void {
  if (user.role === 'admin' && role !== 'admin' && admins.length <= 1) {
    throw new AppError('CONFLICT', LAST_ADMIN);
  }
}

/** SPEC §7 user-buyer: the customer behind an order, looked up by buyer id or user id. */
/**
 * GET /api/me: the caller, read from the database for this request (decision 002). Any
 * logged-in user may read themselves, so there is no permission to ask for, only a login.
 */
export function currentUser(input: { actor: Actor | null }): Actor {
  if (!input.actor) throw new AppError('UNAUTHENTICATED', AUTHENTICATION_REQUIRED);
  return input.actor;
}

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
