import { sql } from 'drizzle-orm';
import type { Database, Executor } from '../client.js';
import { otpChallenges, otpSends } from '../schema/auth.js';
import { catalogAudit, productCategories, products, stores } from '../schema/catalog.js';
import { paymentSessions, promoCodes, stockReservations } from '../schema/checkout.js';
import { driverInstructions, orderEvents, orders } from '../schema/orders.js';
import { leads, serviceZipcodes } from '../schema/service-area.js';
import { userAddresses, users } from '../schema/users.js';
import { buildDemoRows } from './build-demo-rows.js';

/** Children before parents, so no foreign key is ever left dangling mid-way. */
const TABLES_IN_DELETE_ORDER = [
  catalogAudit,
  orderEvents,
  stockReservations,
  paymentSessions,
  driverInstructions,
  orders,
  products,
  productCategories,
  stores,
  userAddresses,
  otpChallenges,
  otpSends,
  promoCodes,
  serviceZipcodes,
  leads,
  users,
];

/** Any constant will do; it only has to be the same for every instance. */
const SEED_LOCK_KEY = 4_207_911;

async function hasUsersOrStores(tx: Executor): Promise<boolean> {
  const [user] = await tx.select({ id: users.id }).from(users).limit(1);
  if (user) return true;
  const [store] = await tx.select({ id: stores.id }).from(stores).limit(1);
  return Boolean(store);
}

/**
 * Fills an empty database with the Pasadena demo marketplace (see README.md beside this file).
 * A database that already has users or stores is left alone unless `reset` is set, in which
 * case every row of every table is deleted first. All of it happens in one transaction, so a
 * failure leaves the database as it was.
 */
export async function seedDemoData(
  db: Database,
  options: { reset?: boolean } = {},
): Promise<{ seeded: boolean }> {
  return db.transaction(async (tx) => {
    // Several instances starting together against one PostgreSQL must not all seed.
    await tx.execute(sql`select pg_advisory_xact_lock(${sql.raw(String(SEED_LOCK_KEY))})`);

    if (options.reset) {
      for (const table of TABLES_IN_DELETE_ORDER) await tx.delete(table);
    } else if (await hasUsersOrStores(tx)) {
      return { seeded: false };
    }

    const rows = buildDemoRows(new Date());
    await tx.insert(users).values(rows.users);
    await tx.insert(userAddresses).values(rows.userAddresses);
    await tx.insert(stores).values(rows.stores);
    await tx.insert(productCategories).values(rows.productCategories);
    await tx.insert(products).values(rows.products);
    await tx.insert(paymentSessions).values(rows.paymentSessions);
    await tx.insert(orders).values(rows.orders);
    await tx.insert(driverInstructions).values(rows.driverInstructions);
    await tx.insert(orderEvents).values(rows.orderEvents);
    await tx.insert(promoCodes).values(rows.promoCodes);
    await tx.insert(serviceZipcodes).values(rows.serviceZipcodes);
    return { seeded: true };
  });
}
