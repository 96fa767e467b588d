import { randomInt, randomUUID } from 'node:crypto';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Role } from '@marketplace/core/constants/roles';
import { eq } from 'drizzle-orm';
import { afterAll } from 'vitest';
import { type App, type AppOptions, buildApp } from '../app.js';
import { type Config, loadConfig } from '../config.js';
import type { Database, DatabaseHandle } from '../db/client.js';
import {
  orderEvents,
  orders,
  productCategories,
  products,
  ROLE_ID,
  stores,
  users,
} from '../db/schema.js';
import { signIn } from '../modules/auth/sign-in.js';
import { type NewOrder, recordOrder } from '../modules/orders/record-order.js';
import type { UserRecord } from '../modules/users/service.js';
import { paidOrder } from './paid-order.js';
import { openTestDatabase } from './test-database.js';

export const TEST_OTP_CODE = '123456';
export const TEST_TOKEN_SECRET = 'test-token-secret-test-token-secret-0123456789';

/** The configuration tests run with: local OTP with a fixed code, no built SPA. */
export function testConfig(environment: NodeJS.ProcessEnv = {}): Config {
  return loadConfig({
    NODE_ENV: 'test',
    TOKEN_SECRET: TEST_TOKEN_SECRET,
    OTP_DEV_CODE: TEST_OTP_CODE,
    // Tests that want the SPA point this at a fixture; the real build must not leak in.
    WEB_DIST: join(import.meta.dirname, 'no-web-dist'),
    // Uploads land outside the repository; keys are random, so files never collide.
    UPLOADS_DIR: join(tmpdir(), 'arroyo-test-uploads'),
    // Tests write rows with ctx.db and read them back at once; plugins/console-cache.test.ts
    // turns the back office's list cache on (docs/decisions/132).
    CONSOLE_CACHE_MB: '0',
    ...environment,
  });
}

export type TestContext = {
  /** The app under test, on this file's own database. */
  app: App;
  db: Database;
  engine: DatabaseHandle['engine'];
  /**
   * Another app on the same database, with other options (config, clock, OTP provider…). Not yet
   * ready, so a test may still add routes; the first inject readies it.
   */
  buildApp(options?: Partial<AppOptions>): Promise<App>;
  /** A phone no one in this file has used, E.164. */
  newPhone(): string;
  /** A client address no one in this file has used, for routes limited per IP. */
  newIp(): string;
  /** A user holding `role` (buyer by default) and that role's id. */
  newUser(overrides?: Partial<typeof users.$inferInsert>): Promise<UserRecord>;
  /** A visible store (Coffee Shops in Pasadena by default) with a unique name. */
  newStore(overrides?: Partial<typeof stores.$inferInsert>): Promise<typeof stores.$inferSelect>;
  /** A product category of the store, with a unique name. */
  newProductCategory(
    overrides: Partial<typeof productCategories.$inferInsert> & { storeId: string },
  ): Promise<typeof productCategories.$inferSelect>;
  /** A visible product of the store ($5.00, 10 in stock), with a unique name. */
  newProduct(
    overrides: Partial<typeof products.$inferInsert> & { storeId: string },
  ): Promise<typeof products.$inferSelect>;
  /**
   * A paid pickup order of the user (two lattes, $19.23), as checkout records it, at a new store
   * unless `storeId` is given, placed now or at `createdAt`. Returns its id.
   */
  newOrder(user: UserRecord, overrides?: Partial<NewOrder> & { createdAt?: Date }): Promise<string>;
  /**
   * Waits until every app of this file has heard of the catalogue changes committed so far (the
   * factories above do). Call it after changing stores or products through `db` directly and
   * before reading them back through the API, which caches public catalogue answers.
   */
  settleCatalog(): Promise<void>;
  /** Bearer headers for a new user of this role, or for the given user. */
  login(who?: Role | UserRecord): Promise<{ authorization: string }>;
};

/**
 * Everything a test file needs, on a fresh migrated database of its own (so files run in
 * parallel). Call once at the top of the file; it is torn down after the file's tests.
 */
export async function createTestApp(options: Partial<AppOptions> = {}): Promise<TestContext> {
  const database = await openTestDatabase();
  const apps: App[] = [];
  const build = async (overrides: Partial<AppOptions> = {}) => {
    // The outbox is sent by the tests that check it (textWorker.runOnce), not in the background.
    const app = await buildApp({
      config: testConfig(),
      database,
      sendTexts: false,
      ...options,
      ...overrides,
    });
    apps.push(app);
    return app;
  };
  const app = await build();

  afterAll(async () => {
    for (const each of apps) await each.close();
    await database.close();
  });

  const settleCatalog = async () => {
    await Promise.all(apps.map((each) => each.catalogCache.settle()));
  };

  // Spread over the file's lifetime so phones and addresses never repeat within a database.
  let sequence = randomInt(0, 1_000_000);
  const next = () => ++sequence;

  const newUser: TestContext['newUser'] = async (overrides = {}) => {
    const role = overrides.role ?? 'buyer';
    const n = next();
    const [user] = await database.db
      .insert(users)
      .values({
        phone: `+1213${String(n).padStart(7, '0')}`,
        firstName: 'Test',
        lastName: `User ${n}`,
        email: `user${n}@example.com`,
        dob: '1990-01-01',
        gender: 'female',
        [ROLE_ID[role]]: randomUUID(),
        ...overrides,
        role,
      })
      .returning();
    return user!;
  };

  const newStore: TestContext['newStore'] = async (overrides = {}) => {
    const n = next();
    const [store] = await database.db
      .insert(stores)
      .values({
        name: `Test Store ${n}`,
        category: 'Coffee Shops',
        contact: '6265550100',
        sellerId: randomUUID(),
        street1: String(n % 9000),
        street2: 'E Colorado Blvd',
        city: 'Pasadena',
        state: 'CA',
        zipcode: '91101',
        storeHours: { MON: [{ from: '08:00', to: '18:00' }] },
        // Coordinates given by a test were placed by hand, as the demo's are.
        ...(overrides.latitude != null && { coordinatesPrecision: 'address' as const }),
        ...overrides,
      })
      .returning();
    await settleCatalog();
    return store!;
  };

  return {
    app,
    db: database.db,
    newStore,
    async newProductCategory(overrides) {
      const [category] = await database.db
        .insert(productCategories)
        .values({ name: `Test Category ${next()}`, ...overrides })
        .returning();
      await settleCatalog();
      return category!;
    },
    async newProduct(overrides) {
      const [product] = await database.db
        .insert(products)
        .values({
          name: `Test Product ${next()}`,
          description: 'A product made for a test.',
          priceCents: 500,
          stock: 10,
          ...overrides,
        })
        .returning();
      await settleCatalog();
      return product!;
    },
    async newOrder(user, { createdAt, ...overrides } = {}) {
      const storeId = overrides.storeId ?? (await newStore()).id;
      // As checkout does: the order keeps its store's seller.
      const [store] = await database.db
        .select({ sellerId: stores.sellerId })
        .from(stores)
        .where(eq(stores.id, storeId));
      const { orderId } = await recordOrder(
        database.db,
        paidOrder(user, storeId, { sellerId: store?.sellerId ?? null, ...overrides }),
      );
      if (createdAt) {
        // As if paid then: the order and the payment that starts its timeline.
        await database.db.update(orders).set({ createdAt }).where(eq(orders.id, orderId));
        await database.db
          .update(orderEvents)
          .set({ at: createdAt })
          .where(eq(orderEvents.orderId, orderId));
      }
      return orderId;
    },
    engine: database.engine,
    buildApp: build,
    settleCatalog,
    newPhone: () => `+1310${String(next()).padStart(7, '0')}`,
    newIp: () => {
      const n = next();
      return `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;
    },
    newUser,
    async login(who = 'buyer') {
      const user = typeof who === 'string' ? await newUser({ role: who }) : who;
      return {
        authorization: `Bearer ${await signIn({ db: database.db, tokens: app.tokens }, user.id)}`,
      };
    },
  };
}
