import { USER_COUNT_CAP, type UsersPage } from '@marketplace/contract/users';
import type { Role } from '@marketplace/core/constants/roles';
import { and, asc, eq, type SQL, sql } from 'drizzle-orm';
import { type Actor, requireAccess } from '../../access.js';
import type { Executor } from '../../db/client.js';
import { isUuid } from '../../db/ids.js';
import { containsText, escapeLike } from '../../db/like.js';
import { userRoleCounts, users } from '../../db/schema.js';
import { AppError } from '../../errors.js';
import type { UsersDeps } from './service.js';
import { toUserJson } from './user-json.js';

/**
 * GET /api/users: a page of users, oldest account first, ordered by (created_at, id). The page
 * after another starts strictly after its last user (`after` is that user's id, a keyset: no
 * OFFSET, so page 500 of 100k costs what page 1 does, on the (role,) created_at, id indexes).
 * New sign-ups sort last, so a listing in progress never shows a user twice nor skips one.
 * `counts` are the users per role matching `q`, whatever `role` filters, for the filter pills: on
 * the first page only (roleCounts).
 */
export async function listUsers(
  deps: UsersDeps,
  input: { actor: Actor | null; role?: Role; q?: string; limit: number; after?: string },
): Promise<UsersPage> {
  const { db } = deps;
  const { role, limit, after } = input;
  await requireAccess({ db, actor: input.actor, permission: 'user.list' });
  const matching = searchCondition(input.q ?? '');
  let afterCondition: SQL | undefined;
  if (after !== undefined) {
    if (!isUuid(after) || !(await userExists(db, after))) {
      throw new AppError('VALIDATION_FAILED', '"after" must be the nextAfter of a page of users.');
    }
    // The cursor's own timestamp is read in SQL: microseconds would be lost in a JS Date.
    afterCondition = sql`(${users.createdAt}, ${users.id}) > (select u.created_at, u.id from ${users} u where u.id = ${after})`;
  }
  // One more than asked: whether another page exists, without counting.
  const rows = await db
    .select()
    .from(users)
    .where(and(matching, role ? eq(users.role, role) : undefined, afterCondition))
    .orderBy(asc(users.createdAt), asc(users.id))
    .limit(limit + 1);
  const page = rows.slice(0, limit);
  const counted = after === undefined ? await roleCounts(db, matching) : null;
  return {
    users: page.map(toUserJson),
    counts: counted?.counts ?? null,
    countsCapped: counted?.capped ?? false,
    nextAfter: rows.length > limit ? page.at(-1)!.id : null,
  };
}

async function userExists(db: Executor, id: string): Promise<boolean> {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.id, id));
  return row !== undefined;
}

/**
 * Users per role: every user from the rollup a trigger keeps (drizzle/0041); a search's matches
 * counted in one pass that stops at USER_COUNT_CAP matches in all (issue #32). Counting each
 * role apart read every candidate row once per role (44 ms for "j" at 100,000 users); one
 * capped pass reads at most the cap (2 ms). Past the cap every count says "at least".
 */
async function roleCounts(
  db: Executor,
  matching: SQL | undefined,
): Promise<{ counts: NonNullable<UsersPage['counts']>; capped: boolean }> {
  const rows = matching
    ? await db
        .select({ role: sql<Role>`m.role`, users: sql<number>`count(*)::int` })
        .from(
          sql`(select ${users.role} as role from ${users} where ${matching} limit ${USER_COUNT_CAP}) m`,
        )
        .groupBy(sql`m.role`)
    : await db
        .select({ role: userRoleCounts.role, users: userRoleCounts.users })
        .from(userRoleCounts);
  const counts = { all: 0, buyer: 0, seller: 0, driver: 0, admin: 0, dataentry: 0 };
  for (const row of rows) {
    counts[row.role] = Number(row.users);
    counts.all += Number(row.users);
  }
  return { counts, capped: matching !== undefined && counts.all >= USER_COUNT_CAP };
}

/** Phone-looking text: digits and the marks people type between them. */
const PHONE_TEXT = /^[\d\s()+.-]+$/;

/**
 * `q` as a condition, each kind on an index of its own (drizzle/0012, 0041): one or two letters
 * find first or last names starting with them; more find a part of "first last" (case-insensitive,
 * the text taken literally); 3 or more digits in phone-looking text are also found inside the
 * stored +1 number.
 */
export function searchCondition(q: string): SQL | undefined {
  const text = q.trim();
  if (text === '') return undefined;
  const prefix = `${escapeLike(text.toLowerCase())}%`;
  const name =
    text.length <= 2
      ? // LIKE's own escape is the backslash: no ESCAPE clause, which would hide the prefix.
        sql`(lower(${users.firstName}) like ${prefix} or lower(${users.lastName}) like ${prefix})`
      : containsText(sql`(${users.firstName} || ' ' || ${users.lastName})`, text);
  const digits = text.replace(/\D/g, '');
  if (!PHONE_TEXT.test(text) || digits.length < 3) return name;
  return sql`(${name} or ${users.phone} like ${`%${digits}%`})`;
}
