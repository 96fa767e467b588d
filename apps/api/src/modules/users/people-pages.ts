import { and, asc, count, eq, isNotNull, or, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { isUuid } from '../../db/ids.js';
import { containsText } from '../../db/like.js';
import { users } from '../../db/schema.js';
import { AppError } from '../../errors.js';
import { searchCondition } from './list-users.js';
import type { UserRecord } from './service.js';

/** The roles listed by name with their role id: a store's seller, an order's driver. */
const ROLE_IDS = { seller: users.sellerId, driver: users.driverId } as const;
type ListedRole = keyof typeof ROLE_IDS;

/**
 * The people holding `role` (with its role id), by name (first, last, user id), a page at a time
 * (issue #32, docs/decisions/131), over a partial index per role (drizzle/0042, 0044). `after` is
 * the previous page's last role id, read back in SQL (a keyset: the 60th page costs what the
 * first does); `total` counts the matches on the first page only. `q` searches as the user list
 * does, and inside the e-mail from three characters on when `byEmail`; `only` is one role id.
 */
export async function pageOfPeople(
  db: Executor,
  input: {
    role: ListedRole;
    q?: string;
    only?: string;
    byEmail?: boolean;
    limit: number;
    after?: string;
  },
): Promise<{ people: UserRecord[]; total: number | null; nextAfter: string | null }> {
  const { role, limit, after, only } = input;
  const roleId = ROLE_IDS[role];
  const first = after === undefined;
  if (only !== undefined && !isUuid(only)) {
    return { people: [], total: first ? 0 : null, nextAfter: null };
  }
  const matching = and(
    eq(users.role, role),
    isNotNull(roleId),
    peopleSearch(input.q ?? '', input.byEmail ?? false),
    only === undefined ? undefined : eq(roleId, only),
  );
  let afterCondition: SQL | undefined;
  if (!first) {
    const [cursor] = isUuid(after)
      ? await db
          .select({ id: users.id })
          .from(users)
          .where(and(eq(users.role, role), eq(roleId, after)))
      : [];
    if (!cursor) {
      throw new AppError(
        'VALIDATION_FAILED',
        `"after" must be the nextAfter of a page of ${role}s.`,
      );
    }
    afterCondition = sql`(${users.firstName}, ${users.lastName}, ${users.id}) > (select u.first_name, u.last_name, u.id from ${users} u where u.id = ${cursor.id})`;
  }
  // One more than asked: whether another page exists, without counting.
  const [rows, total] = await Promise.all([
    db
      .select()
      .from(users)
      .where(and(matching, afterCondition))
      .orderBy(asc(users.firstName), asc(users.lastName), asc(users.id))
      .limit(limit + 1),
    first
      ? db
          .select({ people: count() })
          .from(users)
          .where(matching)
          .then(([row]) => row?.people ?? 0)
      : null,
  ]);
  const people = rows.slice(0, limit);
  const last = people.at(-1);
  return {
    people,
    total,
    nextAfter:
      rows.length > limit && last
        ? (last[role === 'seller' ? 'sellerId' : 'driverId'] ?? null)
        : null,
  };
}

/** A user search (name, phone) that also finds part of an e-mail from three characters on. */
function peopleSearch(q: string, byEmail: boolean): SQL | undefined {
  const text = q.trim();
  const byNameOrPhone = searchCondition(text);
  if (!byEmail || text.length < 3) return byNameOrPhone;
  return or(byNameOrPhone, containsText(users.email, text));
}
