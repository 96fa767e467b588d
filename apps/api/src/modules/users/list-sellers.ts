import type { SellerChoice, SellersPage } from '@marketplace/contract/sellers';
import { type Actor, requireAccess } from '../../access.js';
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
 * GET /api/sellers/choices (staff): the first sellers by name matching `q` (name, e-mail or
 * phone, as the sellers list searches) with their seller id, and nothing else of them, for the
 * new-store form's seller picker (issues #30, #32).
 */
export async function listSellerChoices(
  deps: UsersDeps,
  input: { actor: Actor | null; q?: string; limit: number },
): Promise<SellerChoice[]> {
  const { db } = deps;
  await requireAccess({ db, actor: input.actor, permission: 'seller.choose' });
  const { people } = await pageOfPeople(db, {
    role: 'seller',
    q: input.q,
    byEmail: true,
    limit: input.limit,
  });
  return people.filter(isSellerRecord).map((seller) => ({
    sellerId: seller.sellerId,
    name: `${seller.firstName} ${seller.lastName}`.trim() || seller.phone,
  }));
}
