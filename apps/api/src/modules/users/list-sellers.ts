import type { SellerChoice, SellersPage } from '@marketplace/contract/sellers';
import { and, asc, eq, isNotNull } from 'drizzle-orm';
import { type Actor, requireAccess } from '../../access.js';
import { users } from '../../db/schema.js';
import { pageOfPeople } from './people-pages.js';
import { isSellerRecord, type SellersDeps, toSellerJson } from './seller-json.js';
import type { UsersDeps } from './service.js';

/**
 * SPEC §7 GET /sellers: users whose role is seller, by name, a page at a time (issue #32), each
 * with their store count (asked of the catalogue, which owns stores); `after` is the previous
 * page's last seller id. Someone who stopped being a seller keeps their seller id and stores, but
 * is no longer listed.
 */
export async function listSellers(
  deps: SellersDeps,
  input: { actor: Actor | null; q?: string; sellerId?: string; limit: number; after?: string },
): Promise<SellersPage> {
  const { db } = deps;
  await requireAccess({ db, actor: input.actor, permission: 'seller.list' });
  const { people, total, nextAfter } = await pageOfPeople(db, {
    role: 'seller',
    q: input.q,
    only: input.sellerId,
    byEmail: true,
    limit: input.limit,
    after: input.after,
  });
  const sellers = people.filter(isSellerRecord);
  const counts = await deps.storeCountsBySeller(
    db,
    sellers.map((seller) => seller.sellerId),
  );
  return {
    sellers: sellers.map((seller) => toSellerJson(seller, counts.get(seller.sellerId) ?? 0)),
    total,
    nextAfter,
  };
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
