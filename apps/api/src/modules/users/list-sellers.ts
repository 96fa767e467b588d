import type { SellerChoice, SellersPage } from '@marketplace/contract/sellers';
import { and, asc, count, eq, isNotNull, or, type SQL, sql } from 'drizzle-orm';
import { type Actor, requireAccess } from '../../access.js';
import { isUuid } from '../../db/ids.js';
import { containsText } from '../../db/like.js';
import { users } from '../../db/schema.js';
import { AppError } from '../../errors.js';
import { searchCondition } from './list-users.js';
import { isSellerRecord, type SellersDeps, toSellerJson } from './seller-json.js';
import type { UsersDeps } from './service.js';

/** Who is listed as a seller: a user whose role is seller, with a seller id (drizzle/0042). */
const isListedSeller = and(eq(users.role, 'seller'), isNotNull(users.sellerId));

/**
 * SPEC §7 GET /sellers: users whose role is seller, by name, a page at a time (issue #32), each
 * with their store count (asked of the catalogue, which owns stores). The next page starts after
 * the previous page's last seller (`after`, a keyset on name and id over a partial index, so
 * page 60 costs what page 1 does); `total` counts the matches on the first page only. Someone who
 * stopped being a seller keeps their seller id and stores, but is no longer listed.
 */
export async function listSellers(
  deps: SellersDeps,
  input: { actor: Actor | null; q?: string; sellerId?: string; limit: number; after?: string },
): Promise<SellersPage> {
  const { db } = deps;
  const { limit, after } = input;
  await requireAccess({ db, actor: input.actor, permission: 'seller.list' });
  if (input.sellerId !== undefined && !isUuid(input.sellerId)) {
    return { sellers: [], total: after === undefined ? 0 : null, nextAfter: null };
  }
  const matching = and(
    isListedSeller,
    sellerSearchCondition(input.q ?? ''),
    input.sellerId === undefined ? undefined : eq(users.sellerId, input.sellerId),
  );
  let afterCondition: SQL | undefined;
  if (after !== undefined) {
    const [cursor] = isUuid(after)
      ? await db
          .select({ id: users.id })
          .from(users)
          .where(and(isListedSeller, eq(users.id, after)))
      : [];
    if (!cursor) {
      throw new AppError(
        'VALIDATION_FAILED',
        '"after" must be the nextAfter of a page of sellers.',
      );
    }
    afterCondition = sql`(${users.firstName}, ${users.lastName}, ${users.id}) > (select u.first_name, u.last_name, u.id from ${users} u where u.id = ${after})`;
  }
  // One more than asked: whether another page exists, without counting.
  const rows = await db
    .select()
    .from(users)
    .where(and(matching, afterCondition))
    .orderBy(asc(users.firstName), asc(users.lastName), asc(users.id))
    .limit(limit + 1);
  const page = rows.slice(0, limit).filter(isSellerRecord);
  const [counts, total] = await Promise.all([
    deps.storeCountsBySeller(
      db,
      page.map((seller) => seller.sellerId),
    ),
    after === undefined
      ? db
          .select({ sellers: count() })
          .from(users)
          .where(matching)
          .then(([row]) => row?.sellers ?? 0)
      : null,
  ]);
  return {
    sellers: page.map((seller) => toSellerJson(seller, counts.get(seller.sellerId) ?? 0)),
    total,
    nextAfter: rows.length > limit ? page.at(-1)!.id : null,
  };
}

/** A user search (name, phone) that also finds part of an e-mail from three characters on. */
function sellerSearchCondition(q: string): SQL | undefined {
  const text = q.trim();
  const byNameOrPhone = searchCondition(text);
  if (text.length < 3) return byNameOrPhone;
  return or(byNameOrPhone, containsText(users.email, text));
}

/**
 * GET /api/sellers/choices (staff): every seller by name with their seller id, and nothing else
 * of them, for the new-store form's seller picker (issue #30).
 */
export async function listSellerChoices(
  deps: UsersDeps,
  input: { actor: Actor | null },
): Promise<SellerChoice[]> {
  const { db } = deps;
  await requireAccess({ db, actor: input.actor, permission: 'seller.choose' });
  const rows = await db
    .select()
    .from(users)
    .where(and(eq(users.role, 'seller'), isNotNull(users.sellerId)))
    .orderBy(asc(users.firstName), asc(users.lastName), asc(users.id));
  return rows.filter(isSellerRecord).map((seller) => ({
    sellerId: seller.sellerId,
    name: `${seller.firstName} ${seller.lastName}`.trim() || seller.phone,
  }));
}
