import { randomUUID } from 'node:crypto';
import type { RoleChangesBody } from '@marketplace/contract/users';
import { LAST_ADMIN, ROLE_CHANGES_SAVED } from '@marketplace/core/constants/messages';
import type { Role } from '@marketplace/core/constants/roles';
import { asc, eq, inArray } from 'drizzle-orm';
import { type Actor, requireAccess } from '../../access.js';
import type { Executor } from '../../db/client.js';
import { isUuid } from '../../db/ids.js';
import { ROLE_ID, users } from '../../db/schema.js';
import { AppError } from '../../errors.js';
import { lockAdmins, USER_NOT_FOUND, type UserRecord, type UsersDeps } from './service.js';
import { toUserJson, type UserJson } from './user-json.js';

type RoleChange = { userId: string; role: Role };

/**
 * SPEC §6: an admin sets any user's role (PATCH /api/toggle-role/{id}). The role's id is created
 * the first time the user holds it and kept afterwards, so their stores, orders or instructions
 * stay theirs.
 */
export async function changeRole(
  deps: UsersDeps,
  input: { actor: Actor | null; userId: string; role: Role },
): Promise<UserRecord> {
  await requireAccess({ db: deps.db, actor: input.actor, permission: 'user.role.update' });
  if (!isUuid(input.userId)) throw new AppError('NOT_FOUND', USER_NOT_FOUND);
  const [user] = await deps.db.transaction((tx) =>
    applyRoleChanges(tx, [{ userId: input.userId, role: input.role }], { oneUser: true }),
  );
  return user!;
}

/**
 * PATCH /api/users/roles: the admin's pending role edits, saved together (SPEC §4 'Save
 * Changes'): every change in one transaction, or none of them.
 */
export async function changeRoles(
  deps: UsersDeps,
  input: { actor: Actor | null; changes: RoleChangesBody['changes'] },
): Promise<{ status: 200; message: string; users: UserJson[] }> {
  await requireAccess({ db: deps.db, actor: input.actor, permission: 'user.role.update' });
  const seen = new Set<string>();
  for (const { userId } of input.changes) {
    if (seen.has(userId)) {
      throw new AppError('VALIDATION_FAILED', `User ${userId} is changed twice in one save.`);
    }
    seen.add(userId);
    if (!isUuid(userId)) throw new AppError('NOT_FOUND', `User ${userId} was not found.`);
  }
  const updated = await deps.db.transaction((tx) => applyRoleChanges(tx, input.changes));
  return { status: 200, message: ROLE_CHANGES_SAVED, users: updated.map(toUserJson) };
}

/**
 * Sets each user's role inside the caller's transaction, answering the users in the order of
 * `changes`; throws (and the caller's transaction rolls back) when a user is missing or no admin
 * would be left. Both routes use it.
 *
 * Locks: every admin row first (`lockAdmins`), then the changed users, each in id order, whatever
 * the changes are, so two saves (or a save and create-seller) never wait on each other in a
 * circle. The last-admin rule is checked on the result, so a save that demotes one admin and
 * promotes another passes, and one that demotes every admin does not.
 */
async function applyRoleChanges(
  tx: Executor,
  changes: readonly RoleChange[],
  options: { oneUser?: boolean } = {},
): Promise<UserRecord[]> {
  const admins = await lockAdmins(tx);
  const ids = changes.map((change) => change.userId);
  const rows = await tx
    .select()
    .from(users)
    .where(inArray(users.id, ids))
    .orderBy(asc(users.id))
    .for('update');
  const byId = new Map(rows.map((row) => [row.id, row]));
  const missing = ids.find((id) => !byId.has(id));
  if (missing !== undefined) {
    throw new AppError(
      'NOT_FOUND',
      options.oneUser ? USER_NOT_FOUND : `User ${missing} was not found.`,
    );
  }

  // The last-admin rule, on the result: someone demoted from admin, and no admin afterwards.
  const adminsAfter = new Set(admins.map((admin) => admin.id));
  let demotesAdmin = false;
  for (const { userId, role } of changes) {
    if (role === 'admin') adminsAfter.add(userId);
    else if (adminsAfter.delete(userId)) demotesAdmin = true;
  }
  if (demotesAdmin && adminsAfter.size === 0) throw new AppError('CONFLICT', LAST_ADMIN);

  const updated: UserRecord[] = [];
  for (const { userId, role } of changes) {
    const user = byId.get(userId)!;
    const idColumn = ROLE_ID[role];
    const [row] = await tx
      .update(users)
      .set({ role, [idColumn]: user[idColumn] ?? randomUUID() })
      .where(eq(users.id, userId))
      .returning();
    updated.push(row!);
  }
  return updated;
}
