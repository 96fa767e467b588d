import { randomInt } from 'node:crypto';
import type { OrderRequest } from '@marketplace/contract/checkout';
import type { OrderType } from '@marketplace/core/constants/order-types';
import { availableWindows } from '@marketplace/core/windows/available-windows';
import type { TimeWindow } from '@marketplace/core/windows/time-window';
import { eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import type { App } from '../app.js';
import {
  products,
  promoCodes,
  type StoreHours,
  serviceZipcodes,
  type stores,
} from '../db/schema.js';
import type { UserRecord } from '../modules/users/service.js';
import type { SandboxPaymentProvider } from '../providers/payments/sandbox.js';
import type { TestContext } from './create-test-app.js';
import type { FakeStripe } from './fake-stripe.js';

/**
 * Data for checkout tests, on top of the harness's factories: a clock tests can move, stores open
 * every day, served zip codes, promo codes, windows from core, and order requests as the checkout
 * page sends them.
 */

/** Wednesday 14 January 2026, 10:00 in Pasadena: every test store is open. */
export const CHECKOUT_NOW = new Date('2026-01-14T18:00:00Z');

const DAY = [{ from: '08:00', to: '20:00' }];
export const OPEN_EVERY_DAY: StoreHours = {
  MON: DAY,
  TUE: DAY,
  WED: DAY,
  THURS: DAY,
  FRI: DAY,
  SAT: DAY,
  SUN: DAY,
};

/** A clock the app reads (`createTestApp({ clock: moving.clock })`) and the test moves. */
export function movingClock(start: Date = CHECKOUT_NOW) {
  let now = start;
  return {
    clock: () => now,
    set(date: Date) {
      now = date;
    },
    advance(ms: number) {
      now = new Date(now.getTime() + ms);
    },
  };
}

type Store = typeof stores.$inferSelect;
type Product = typeof products.$inferSelect;

export type CheckoutFactories = ReturnType<typeof checkoutFactories>;

export function checkoutFactories(ctx: TestContext, clock: () => Date) {
  let sequence = randomInt(0, 1_000_000);

  const factories = {
    /** Delivery to this zip is allowed (91104, the default delivery address, unless told). */
    async serveZipcode(zipcode = '91104', city = 'Pasadena') {
      await ctx.db.insert(serviceZipcodes).values({ zipcode, city }).onConflictDoNothing();
    },

    /** A promo code in the database (the sandbox's promo source), unique per call. */
    async newPromo(overrides: Partial<typeof promoCodes.$inferInsert> = {}) {
      const [promo] = await ctx.db
        .insert(promoCodes)
        .values({ code: `TEST${++sequence}`, amountOffCents: 500, ...overrides })
        .returning();
      return promo!;
    },

    /** A visible store open every day, 08:00–20:00, and one product of it. */
    async newShop(
      options: {
        store?: Partial<typeof stores.$inferInsert>;
        product?: Partial<typeof products.$inferInsert>;
      } = {},
    ): Promise<{ store: Store; product: Product }> {
      const store = await ctx.newStore({ storeHours: OPEN_EVERY_DAY, ...options.store });
      const product = await ctx.newProduct({ storeId: store.id, ...options.product });
      return { store, product };
    },

    /** Units of the product left to sell now. */
    async stockOf(productId: string): Promise<number> {
      const [row] = await ctx.db
        .select({ stock: products.stock })
        .from(products)
        .where(eq(products.id, productId));
      if (!row) throw new Error(`No product ${productId}`);
      return row.stock;
    },

    /** The first window core offers the store now for this order type. */
    firstWindow(store: Store, orderType: OrderType = 'delivery'): TimeWindow {
      const windows = availableWindows({
        store: { category: store.category, storeHours: store.storeHours, timezone: store.timezone },
        now: clock(),
        orderType,
      });
      if (!windows[0]) throw new Error(`No ${orderType} window for ${store.name}`);
      return windows[0];
    },

    deliveryAddress(overrides: Partial<NonNullable<OrderRequest['deliveryAddress']>> = {}) {
      return {
        fullname: 'Maya Alvarez',
        contact: '6265550123',
        street1: '742',
        street2: 'N Mar Vista Ave',
        aptHouseNo: null,
        city: 'Pasadena',
        state: 'CA',
        zipcode: '91104',
        latitude: 34.1562,
        longitude: -118.1226,
        coordinatesPrecision: 'address' as const,
        ...overrides,
      };
    },

    /** An order request for these lines, delivered in the store's first window unless told. */
    orderData(options: {
      store: Store;
      items: {
        product: Product;
        quantity?: number;
        customizations?: OrderRequest['items'][number]['customizations'];
      }[];
      orderType?: OrderType;
      overrides?: Partial<OrderRequest>;
    }): OrderRequest {
      const orderType = options.orderType ?? 'delivery';
      const delivery = orderType === 'delivery' || orderType === '20mindelivery';
      return {
        items: options.items.map(({ product, quantity, customizations }) => ({
          productId: product.id,
          quantity: quantity ?? 1,
          customizations: customizations ?? [],
        })),
        orderType,
        windowId: factories.firstWindow(options.store, orderType).id,
        deliveryAddress: delivery ? factories.deliveryAddress() : null,
        sellerTip: 0,
        driverTip: 0,
        ...options.overrides,
      };
    },

    /**
     * Checks `orderData` out as a new buyer and pays it, on the sandbox's page or, with `stripe`
     * (and its app), on Stripe's; then finalizes as the buyer's browser does. The recorded order.
     */
    async payFor(options: {
      orderData: OrderRequest;
      app?: App;
      stripe?: FakeStripe;
    }): Promise<{ orderId: string; buyer: UserRecord; providerSessionId: string }> {
      const app = options.app ?? ctx.app;
      const buyer = await ctx.newUser();
      const headers = await ctx.login(buyer);
      const opened = await checkoutRequest(ctx, { app, headers, orderData: options.orderData });
      if (opened.statusCode !== 200) throw new Error(`Checkout refused: ${opened.body}`);
      const { sessionId } = opened.json();
      if (options.stripe) options.stripe.pay(sessionId);
      else await (app.payments as SandboxPaymentProvider).markPaid(sessionId);
      const finalized = await app.inject({
        method: 'POST',
        url: '/api/finalize-order',
        headers,
        payload: { sessionId },
      });
      if (finalized.statusCode !== 200) throw new Error(`Finalize refused: ${finalized.body}`);
      return { orderId: finalized.json().orderId, buyer, providerSessionId: sessionId };
    },
  };
  return factories;
}

/** POST /api/create-stripe-session as the checkout page sends it, from a fresh client address. */
export function checkoutRequest(
  ctx: TestContext,
  options: {
    app?: App;
    /** The login, and any other header (an `origin`, as browsers send). */
    headers: { authorization: string } & Record<string, string>;
    orderData: unknown;
  },
) {
  const request: InjectOptions = {
    method: 'POST',
    url: '/api/create-stripe-session',
    headers: options.headers,
    payload: { orderData: options.orderData },
    remoteAddress: ctx.newIp(),
  };
  return (options.app ?? ctx.app).inject(request);
}
