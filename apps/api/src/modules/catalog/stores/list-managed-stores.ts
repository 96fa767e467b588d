import type {
  ManagedStore,
  ManagedStoresPage,
  ManagedStoresQuery,
  StoreChoice,
} from '@marketplace/contract/store-management';
import { and, asc, count, eq, type SQL, sql } from 'drizzle-orm';
import { type Actor, requireAccess } from '../../../access.js';
import { isUuid } from '../../../db/ids.js';
import { containsText } from '../../../db/like.js';
import { stores } from '../../../db/schema.js';
import { AppError } from '../../../errors.js';
import type { CatalogWriteDeps } from '../management.js';
import { managedStores } from './managed-store.js';

type StaffStoresQuery = Omit<ManagedStoresQuery, 'limit'> & { limit: number };

const isWaiting = eq(stores.reviewStatus, 'waiting');

/**
 * GET /api/stores-for-admin (staff): stores, hidden ones too, a page at a time (issue #32,
 * docs/decisions/131), by name (name, id) or, waiting for review, the longest waiting first
 * (review_requested_at, id); the next page starts after the previous page's last store. The
 * first page also says how many stores match and how many wait for review in all.
 */
export async function listStoresForStaff(
  deps: Pick<CatalogWriteDeps, 'db'>,
  input: { actor: Actor | null } & StaffStoresQuery,
): Promise<ManagedStoresPage> {
  const { db } = deps;
  const { limit, after, sellerId, storeId } = input;
  await requireAccess({ db, actor: input.actor, permission: 'store.listAll' });
  const first = after === undefined;
  if (
    (sellerId !== undefined && !isUuid(sellerId)) ||
    (storeId !== undefined && !isUuid(storeId))
  ) {
    return {
      stores: [],
      total: first ? 0 : null,
      waiting: first ? await waitingCount(deps) : null,
      nextAfter: null,
    };
  }
  const waitingOnly = input.review === 'waiting';
  const matching = and(
    input.q ? containsText(stores.name, input.q) : undefined,
    input.category === undefined ? undefined : eq(stores.category, input.category),
    sellerId === undefined ? undefined : eq(stores.sellerId, sellerId),
    storeId === undefined ? undefined : eq(stores.id, storeId),
    waitingOnly ? isWaiting : undefined,
  );
  const sortColumn = waitingOnly ? 'review_requested_at' : 'name';
  let afterCondition: SQL | undefined;
  if (!first) {
    const [cursor] = isUuid(after)
      ? await db.select({ id: stores.id }).from(stores).where(eq(stores.id, after))
      : [];
    if (!cursor) {
      throw new AppError('VALIDATION_FAILED', '"after" must be the nextAfter of a page of stores.');
    }
    const sort = sql.identifier(sortColumn);
    afterCondition = sql`(${waitingOnly ? stores.reviewRequestedAt : stores.name}, ${stores.id}) > (select s.${sort}, s.id from ${stores} s where s.id = ${after})`;
  }
  // One more than asked: whether another page exists, without counting.
  const rows = await managedStores(db, and(matching, afterCondition), {
    order: waitingOnly
      ? [asc(stores.reviewRequestedAt), asc(stores.id)]
      : [asc(stores.name), asc(stores.id)],
    limit: limit + 1,
  });
  const page = rows.slice(0, limit);
  const [total, waiting] = first
    ? await Promise.all([
        db
          .select({ stores: count() })
          .from(stores)
          .where(matching)
          .then(([row]) => row?.stores ?? 0),
        waitingCount(deps),
      ])
    : [null, null];
  return {
    stores: page,
    total,
    waiting,
    nextAfter: rows.length > limit ? page.at(-1)!._id : null,
  };
}

async function waitingCount({ db }: Pick<CatalogWriteDeps, 'db'>): Promise<number> {
  const [row] = await db.select({ stores: count() }).from(stores).where(isWaiting);
  return row?.stores ?? 0;
}

/** GET /api/store-choices (staff): every store by name with its id, for a filter's choices. */
export async function listStoreChoices(
  deps: Pick<CatalogWriteDeps, 'db'>,
  input: { actor: Actor | null },
): Promise<StoreChoice[]> {
  const { db } = deps;
  await requireAccess({ db, actor: input.actor, permission: 'store.listAll' });
  return db
    .select({ _id: stores.id, name: stores.name })
    .from(stores)
    .orderBy(asc(stores.name), asc(stores.id));
}

/** GET /api/seller/{sellerId}/stores: a seller's stores, hidden ones too (the seller, staff). */
export async function listStoresOfSeller(
  deps: Pick<CatalogWriteDeps, 'db'>,
  input: { actor: Actor | null; sellerId: string },
): Promise<ManagedStore[]> {
  const { db } = deps;
  const { sellerId } = input;
  await requireAccess({
    db,
    actor: input.actor,
    permission: 'store.listOfSeller',
    ids: [sellerId],
  });
  if (!isUuid(sellerId)) return [];
  return managedStores(db, eq(stores.sellerId, sellerId));
}
