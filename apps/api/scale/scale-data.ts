import { randomBytes, randomInt, randomUUID } from 'node:crypto';
import type { OrderType } from '@marketplace/core/constants/order-types';
import type { Role } from '@marketplace/core/constants/roles';
import { availableWindows } from '@marketplace/core/windows/available-windows';
import type { Database } from '../src/db/client.js';
import {
  productCategories,
  products,
  ROLE_ID,
  type StoreHours,
  stores,
  users,
} from '../src/db/schema.js';
import { signIn } from '../src/modules/auth/sign-in.js';
import { createTokens } from '../src/modules/auth/tokens.js';
import { OPEN_EVERY_DAY } from '../src/test/checkout-factories.js';

type User = typeof users.$inferSelect;
type Store = typeof stores.$inferSelect;
type Product = typeof products.$inferSelect;

/**
 * The scale run's own data, written straight into its database (the instances hear catalogue
 * rows through PostgreSQL's notifications, like any other change). Phones, names and client
 * addresses carry this run's random mark, so nothing collides with another run on the same
 * PostgreSQL or Redis.
 */
export function scaleData(db: Database, tokenSecret: string) {
  const tokens = createTokens(tokenSecret);
  // Letters only: it is a search word in the catalogue test.
  const mark = Array.from(randomBytes(6), (byte) => String.fromCharCode(97 + (byte % 26))).join('');
  let sequence = randomInt(0, 1_000_000);
  const next = () => ++sequence;
  // A unique-local IPv6 prefix of this run: rate-limit counters in the shared Redis are keyed by
  // client address, so another run's (or the last minute's) counts never reach these. Each client
  // gets a /64 of its own, since the limits count a whole /64 as one client.
  const [a, b, c] = [randomBytes(1), randomBytes(2), randomBytes(2)].map((bytes) =>
    bytes.toString('hex'),
  );
  const prefix = `fd${a}:${b}:${c}`;

  const data = {
    /** This run's mark, in every name it makes. */
    mark,

    /** A phone no one has used, E.164 (the API adds +1 to the 10 digits it is sent). */
    newPhone: () => `+1424${String(next() % 10_000_000).padStart(7, '0')}`,

    /** A client address no one has used: what a load balancer forwards in X-Forwarded-For. */
    newClientIp: () => `${prefix}:${(next() % 0x10000).toString(16)}::1`,

    async newUsers(count: number, role: Role = 'buyer'): Promise<User[]> {
      return db
        .insert(users)
        .values(
          Array.from({ length: count }, () => {
            const n = next();
            return {
              phone: data.newPhone(),
              firstName: 'Scale',
              lastName: `${role} ${mark} ${n}`,
              email: `scale-${mark}-${n}@example.com`,
              dob: '1990-01-01',
              gender: 'female',
              [ROLE_ID[role]]: randomUUID(),
              role,
            };
          }),
        )
        .returning();
    },

    async newUser(role: Role = 'buyer'): Promise<User> {
      const [user] = await data.newUsers(1, role);
      return user!;
    },

    /** Bearer headers of the user, signed with the instances' TOKEN_SECRET. */
    async login(user: User): Promise<{ authorization: string }> {
      return { authorization: `Bearer ${await signIn({ db, tokens }, user.id)}` };
    },

    /** A seller's visible store, open every day, with one category and one product in it. */
    async newShop(options: {
      seller: User;
      storeName: string;
      productName: string;
      stock: number;
      storeHours?: StoreHours;
    }): Promise<{ store: Store; categoryId: string; product: Product }> {
      const [store] = await db
        .insert(stores)
        .values({
          name: options.storeName,
          category: 'Coffee Shops',
          contact: '6265550100',
          sellerId: options.seller.sellerId!,
          street1: String(next() % 9000),
          street2: 'E Colorado Blvd',
          city: 'Pasadena',
          state: 'CA',
          zipcode: '91101',
          storeHours: options.storeHours ?? OPEN_EVERY_DAY,
        })
        .returning();
      const [category] = await db
        .insert(productCategories)
        .values({ storeId: store!.id, name: `Shelf ${mark}` })
        .returning();
      const [product] = await db
        .insert(products)
        .values({
          storeId: store!.id,
          productCategoryId: category!.id,
          name: options.productName,
          description: 'Made for the scale-out run.',
          priceCents: 500,
          stock: options.stock,
        })
        .returning();
      return { store: store!, categoryId: category!.id, product: product! };
    },

    /**
     * A checkout request for one unit, picked up in the last window of the first day core offers
     * now: the server recomputes the windows from its own clock, and the day's last one is the
     * least likely to close between here and there.
     */
    orderData(options: { store: Store; product: Product; orderType?: OrderType }) {
      const orderType = options.orderType ?? 'pickup';
      const windows = availableWindows({
        store: {
          category: options.store.category,
          storeHours: options.store.storeHours,
          timezone: options.store.timezone,
        },
        now: new Date(),
        orderType,
      });
      const window = windows.at(-1);
      if (!window) throw new Error(`No ${orderType} window at ${options.store.name}`);
      return {
        items: [{ productId: options.product.id, quantity: 1, customizations: [] }],
        orderType,
        windowId: window.id,
        deliveryAddress: null,
        sellerTip: 0,
        driverTip: 0,
      };
    },
  };
  return data;
}
