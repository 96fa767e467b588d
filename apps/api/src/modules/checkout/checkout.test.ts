import {
  CONTACT_INVALID,
  CUSTOMIZATIONS_REQUIRED,
  FARMERS_MARKET_MISMATCH,
  NOT_DELIVERABLE_CHECKOUT,
  PROMO_INVALID,
  WINDOW_UNAVAILABLE,
} from '@marketplace/core/constants/messages';
import { priceBreakdown } from '@marketplace/core/money/price-breakdown';
import { shortOrderId } from '@marketplace/core/orders/short-order-id';
import { availableWindows } from '@marketplace/core/windows/available-windows';
import { payableFee } from '@marketplace/core/windows/payable-fee';
import { and, eq } from 'drizzle-orm';
import Fastify from 'fastify';
import { describe, expect, it, vi } from 'vitest';
import {
  type Customization,
  orders,
  paymentSessions,
  products,
  stockReservations,
  stores,
} from '../../db/schema.js';
import type { SandboxPaymentProvider } from '../../providers/payments/sandbox.js';
import {
  CHECKOUT_NOW,
  checkoutFactories,
  checkoutRequest,
  movingClock,
} from '../../test/checkout-factories.js';
import { createTestApp } from '../../test/create-test-app.js';
import { customizationGroup } from '../../test/customization-group.js';
import { PAYMENT_NOT_COMPLETED, SESSION_EXPIRED_UNPAID, SESSION_NOT_FOUND } from './messages.js';
import {
  BELOW_MINIMUM_CHARGE,
  DELIVERY_ADDRESS_REQUIRED,
  ONE_STORE_AT_A_TIME,
  productUnavailable,
  WINDOW_DOES_NOT_MATCH,
} from './price-order.js';
import { reservationSweep } from './reservation-sweep.js';
import { RELEASE_GRACE_MS, releaseExpiredSessions } from './stock-reservations.js';

const time = movingClock();
const ctx = await createTestApp({ clock: time.clock });
const f = checkoutFactories(ctx, time.clock);
await f.serveZipcode('91104');

const COFFEE_OPTIONS: Customization[] = [
  customizationGroup(
    'Size',
    [
      { title: '12 oz', price: 0 },
      { title: '16 oz', price: 100 },
    ],
    { isRequired: true },
  ),
  customizationGroup('Milk', [
    { title: 'Whole', price: 0 },
    { title: 'Oat', price: 75 },
  ]),
  customizationGroup('Name on cup', [], { isTextInput: true }),
];

const latte = [
  { name: 'Size', selectedOptions: [{ title: '16 oz' }] },
  { name: 'Milk', selectedOptions: [{ title: 'Oat' }] },
  { name: 'Name on cup', selectedOptions: [], textValue: 'Maya' },
];

/** A coffee shop with a customizable latte ($5.00) and a tax-free bag of beans ($3.00). */
async function coffeeShop(stock = 10) {
  const { store, product } = await f.newShop({
    product: { name: 'Café Latte', priceCents: 500, stock, customizations: COFFEE_OPTIONS },
  });
  const beans = await ctx.newProduct({
    storeId: store.id,
    name: 'House Beans',
    priceCents: 300,
    stock,
    isTaxable: false,
  });
  return { store, latte: product, beans };
}

const { stockOf } = f;

const sessionOf = async (sessionId: string) => {
  const [row] = await ctx.db
    .select()
    .from(paymentSessions)
    .where(eq(paymentSessions.providerSessionId, sessionId));
  return row;
};

const finalize = async (headers: { authorization: string }, sessionId: string, extra = {}) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/finalize-order',
    headers,
    payload: { sessionId, ...extra },
  });

const sandbox = () => ctx.app.payments as SandboxPaymentProvider;

describe('POST /api/create-stripe-session', () => {
  it('prices the order with core from the database, holds the stock and opens the sandbox checkout', async () => {
    const { store, latte: product, beans } = await coffeeShop();
    const promo = await f.newPromo({ amountOffCents: null, percentOff: 15 });
    const orderData = f.orderData({
      store,
      items: [
        { product, quantity: 2, customizations: latte },
        { product: beans, quantity: 1 },
      ],
      overrides: { sellerTip: 10, driverTip: 15, couponCode: promo.code.toLowerCase() },
    });

    const response = await checkoutRequest(ctx, { headers: await ctx.login('buyer'), orderData });

    expect(response.statusCode).toBe(200);
    const { sessionId, url } = response.json();
    expect(url).toBe(`http://localhost:3000/api/sandbox-checkout/${sessionId}`);

    const window = f.firstWindow(store);
    const expected = priceBreakdown({
      lines: [
        { price: 675, quantity: 2, isTaxable: true },
        { price: 300, quantity: 1, isTaxable: false },
      ],
      orderType: 'delivery',
      sellerTipPercent: 10,
      driverTipPercent: 15,
      windowFee: payableFee(window),
      promo: { coupon: { percent_off: 15 } },
    });
    // $13.50 + $3.00 of items; tax on the latte only; tips rounded up; 15% rounded half up.
    expect(expected).toMatchObject({
      subtotal: 1650,
      tax: 138,
      sellerTip: 165,
      driverTip: 248,
      discount: 248,
    });

    const session = await sessionOf(sessionId);
    expect(session).toMatchObject({
      status: 'open',
      provider: 'sandbox',
      amountTotalCents: expected.total,
    });
    expect(session!.expiresAt).toEqual(new Date(CHECKOUT_NOW.getTime() + 30 * 60_000));
    expect(session!.pricedOrder).toMatchObject({
      breakdown: expected,
      couponCode: promo.code,
      window: { id: window.id, date: window.date, start: window.start, end: window.end },
      products: [
        {
          name: 'Café Latte',
          priceCents: 675,
          quantity: 2,
          customizations: [
            { name: 'Size', selectedOptions: [{ title: '16 oz', price: 100 }] },
            { name: 'Milk', selectedOptions: [{ title: 'Oat', price: 75 }] },
            { name: 'Name on cup', selectedOptions: [], textValue: 'Maya' },
          ],
        },
        { name: 'House Beans', priceCents: 300, quantity: 1 },
      ],
    });
    expect(await stockOf(product.id)).toBe(8);
    expect(await stockOf(beans.id)).toBe(9);
    const held = await ctx.db
      .select()
      .from(stockReservations)
      .where(eq(stockReservations.paymentSessionId, session!.id));
    expect(held.map((r) => [r.productId, r.quantity, r.status]).sort()).toEqual(
      [
        [product.id, 2, 'held'],
        [beans.id, 1, 'held'],
      ].sort(),
    );
  });

  it('ignores every price, total, discount and fee the browser sends', async () => {
    const { store, latte: product } = await coffeeShop();
    const honest = f.orderData({ store, items: [{ product, quantity: 1, customizations: latte }] });
    const tampered = {
      ...honest,
      items: [
        {
          ...honest.items[0]!,
          price: 0.01,
          name: 'Free latte',
          storeId: store.id,
          stock: 99,
          customizations: latte.map((group) => ({
            ...group,
            selectedOptions: group.selectedOptions.map((o) => ({ ...o, price: 0 })),
          })),
        },
      ],
      price: 0.01,
      subtotal: 0.01,
      tax: 0,
      totalAmount: 0.01,
      discount: 999,
      deliveryFee: 0,
    };
    const first = await checkoutRequest(ctx, {
      headers: await ctx.login('buyer'),
      orderData: honest,
    });
    const second = await checkoutRequest(ctx, {
      headers: await ctx.login('buyer'),
      orderData: tampered,
    });
    expect(second.statusCode).toBe(200);
    const charged = (await sessionOf(second.json().sessionId))!;
    expect(charged.amountTotalCents).toBe(
      (await sessionOf(first.json().sessionId))!.amountTotalCents,
    );
    expect(charged.pricedOrder).toMatchObject({
      products: [{ name: 'Café Latte', priceCents: 675 }],
      breakdown: { discount: 0, subtotal: 675 },
    });
  });

  it('charges the pickup fee, no driver tip and needs no address for pickup', async () => {
    const { store, product } = await f.newShop({ product: { priceCents: 1200 } });
    const window = f.firstWindow(store, 'pickup');
    const orderData = f.orderData({
      store,
      items: [{ product }],
      orderType: 'pickup',
      overrides: { sellerTip: 5, driverTip: 20 },
    });
    const response = await checkoutRequest(ctx, { headers: await ctx.login('buyer'), orderData });
    expect(response.statusCode).toBe(200);
    const session = (await sessionOf(response.json().sessionId))!;
    expect(session.pricedOrder).toMatchObject({
      orderType: 'pickup',
      driverTipPercent: 0,
      deliveryAddress: null,
      breakdown: {
        driverTip: 0,
        sellerTip: 60,
        deliveryFee: 0,
        pickupFee: payableFee(window),
      },
    });
  });

  it('lets staff order too, under the id SPEC §6 falls back to', async () => {
    const seller = await ctx.newUser({ role: 'seller' });
    const { store, product } = await f.newShop();
    const response = await checkoutRequest(ctx, {
      headers: await ctx.login(seller),
      orderData: f.orderData({ store, items: [{ product }] }),
    });
    expect(response.statusCode).toBe(200);
    expect((await sessionOf(response.json().sessionId))!.pricedOrder).toMatchObject({
      buyerId: seller.sellerId,
      userId: seller.id,
    });
  });

  it('accepts stalls of one Farmer’s Market together', async () => {
    const market = {
      category: "Farmer's Market",
      street1: '363',
      street2: 'E Villa St',
      zipcode: '91101',
    };
    const a = await f.newShop({ store: market });
    const b = await f.newShop({ store: { ...market, state: 'California' } });
    const response = await checkoutRequest(ctx, {
      headers: await ctx.login('buyer'),
      orderData: f.orderData({
        store: a.store,
        items: [{ product: a.product }, { product: b.product }],
      }),
    });
    expect(response.statusCode).toBe(200);
  });

  describe('refuses, holding nothing', () => {
    type OrderOptions = Parameters<typeof f.orderData>[0];
    /** One product of a new shop, ordered with these changes to the request. */
    const oneProductOrder =
      (overrides: (store: OrderOptions['store']) => OrderOptions['overrides']) => async () => {
        const { store, product } = await f.newShop();
        return {
          orderData: f.orderData({ store, items: [{ product }], overrides: overrides(store) }),
        };
      };
    const refusals: {
      name: string;
      status: number;
      code: string;
      error: string | ((names: Record<string, string>) => string);
      build: () => Promise<{ orderData: unknown; names?: Record<string, string> }>;
    }[] = [
      {
        name: 'a hidden product',
        status: 409,
        code: 'PRODUCT_UNAVAILABLE',
        error: ({ product }) => productUnavailable(product!),
        build: async () => {
          const { store, product } = await f.newShop({ product: { isHidden: true } });
          return {
            orderData: f.orderData({ store, items: [{ product }] }),
            names: { product: product.name },
          };
        },
      },
      {
        name: 'a product of a hidden store',
        status: 409,
        code: 'PRODUCT_UNAVAILABLE',
        error: ({ product }) => productUnavailable(product!),
        build: async () => {
          const { store, product } = await f.newShop({ store: { isHidden: true } });
          return {
            orderData: f.orderData({ store, items: [{ product }] }),
            names: { product: product.name },
          };
        },
      },
      {
        name: 'a product that does not exist',
        status: 409,
        code: 'PRODUCT_UNAVAILABLE',
        error: productUnavailable(null),
        build: async () => {
          const { store, product } = await f.newShop();
          const orderData = f.orderData({ store, items: [{ product }] });
          orderData.items.push({ ...orderData.items[0]!, productId: 'not-a-product' });
          return { orderData };
        },
      },
      {
        name: 'items of two stores',
        status: 400,
        code: 'VALIDATION_FAILED',
        error: ONE_STORE_AT_A_TIME,
        build: async () => {
          const a = await f.newShop();
          const b = await f.newShop();
          return {
            orderData: f.orderData({
              store: a.store,
              items: [{ product: a.product }, { product: b.product }],
            }),
          };
        },
      },
      {
        name: "two Farmer's Markets at different places",
        status: 400,
        code: 'VALIDATION_FAILED',
        error: FARMERS_MARKET_MISMATCH,
        build: async () => {
          const a = await f.newShop({ store: { category: "Farmer's Market" } });
          const b = await f.newShop({ store: { category: "Farmer's Market" } });
          return {
            orderData: f.orderData({
              store: a.store,
              items: [{ product: a.product }, { product: b.product }],
            }),
          };
        },
      },
      {
        name: 'a window the store does not offer',
        status: 409,
        code: 'WINDOW_UNAVAILABLE',
        error: WINDOW_UNAVAILABLE,
        build: oneProductOrder(() => ({ windowId: 'delivery@2026-01-14T03:00' })),
      },
      {
        name: 'a window inside the store’s pause (issue #31)',
        status: 409,
        code: 'WINDOW_UNAVAILABLE',
        error: WINDOW_UNAVAILABLE,
        build: async () => {
          const { store, product } = await f.newShop();
          const orderData = f.orderData({ store, items: [{ product }] });
          const chosen = f.firstWindow(store, 'delivery');
          await ctx.db
            .update(stores)
            .set({ pausedUntil: new Date(chosen.startsAt + 60_000) })
            .where(eq(stores.id, store.id));
          return { orderData };
        },
      },
      {
        name: 'a window on a date the store closed (issue #31)',
        status: 409,
        code: 'WINDOW_UNAVAILABLE',
        error: WINDOW_UNAVAILABLE,
        build: async () => {
          const { store, product } = await f.newShop();
          const orderData = f.orderData({ store, items: [{ product }] });
          const chosen = f.firstWindow(store, 'delivery');
          await ctx.db
            .update(stores)
            .set({ dateOverrides: [{ date: chosen.date, hours: [], note: 'Thanksgiving' }] })
            .where(eq(stores.id, store.id));
          return { orderData };
        },
      },
      {
        name: 'a window of another order type',
        status: 400,
        code: 'VALIDATION_FAILED',
        error: WINDOW_DOES_NOT_MATCH,
        build: oneProductOrder((store) => ({ windowId: f.firstWindow(store, 'pickup').id })),
      },
      {
        name: 'a delivery address outside the service area',
        status: 400,
        code: 'NOT_DELIVERABLE',
        error: NOT_DELIVERABLE_CHECKOUT,
        build: async () => {
          const { store, product } = await f.newShop();
          return {
            orderData: f.orderData({
              store,
              items: [{ product }],
              overrides: {
                deliveryAddress: f.deliveryAddress({ zipcode: '90210', city: 'Beverly Hills' }),
              },
            }),
          };
        },
      },
      {
        name: 'a delivery without an address',
        status: 400,
        code: 'VALIDATION_FAILED',
        error: DELIVERY_ADDRESS_REQUIRED,
        build: oneProductOrder(() => ({ deliveryAddress: null })),
      },
      {
        name: 'an address whose contact is not 10 digits',
        status: 400,
        code: 'VALIDATION_FAILED',
        error: CONTACT_INVALID,
        build: oneProductOrder(() => ({
          deliveryAddress: f.deliveryAddress({ contact: '555-0123' }),
        })),
      },
      {
        name: 'an unknown promo code',
        status: 400,
        code: 'PROMO_INVALID',
        error: PROMO_INVALID,
        build: oneProductOrder(() => ({ couponCode: 'NOPE' })),
      },
      {
        name: 'an inactive promo code',
        status: 400,
        code: 'PROMO_INVALID',
        error: PROMO_INVALID,
        build: async () => {
          const { store, product } = await f.newShop();
          const promo = await f.newPromo({ active: false });
          return {
            orderData: f.orderData({
              store,
              items: [{ product }],
              overrides: { couponCode: promo.code },
            }),
          };
        },
      },
      {
        name: 'an expired promo code',
        status: 400,
        code: 'PROMO_INVALID',
        error: PROMO_INVALID,
        build: async () => {
          const { store, product } = await f.newShop();
          const promo = await f.newPromo({ expiresAt: new Date(CHECKOUT_NOW.getTime() - 1000) });
          return {
            orderData: f.orderData({
              store,
              items: [{ product }],
              overrides: { couponCode: promo.code },
            }),
          };
        },
      },
      {
        name: 'a promo whose minimum the subtotal does not reach',
        status: 400,
        code: 'PROMO_MINIMUM_NOT_MET',
        error: 'This promo requires a minimum purchase of $30.00.',
        build: async () => {
          const { store, product } = await f.newShop({ product: { priceCents: 1000 } });
          const promo = await f.newPromo({ amountOffCents: 1000, minimumAmountCents: 3000 });
          return {
            orderData: f.orderData({
              store,
              items: [{ product, quantity: 2 }],
              overrides: { couponCode: promo.code },
            }),
          };
        },
      },
      {
        name: 'a required customization left out',
        status: 400,
        code: 'VALIDATION_FAILED',
        error: CUSTOMIZATIONS_REQUIRED,
        build: async () => {
          const { store, latte: product } = await coffeeShop();
          return { orderData: f.orderData({ store, items: [{ product, customizations: [] }] }) };
        },
      },
      {
        name: 'more than the stock',
        status: 409,
        code: 'OUT_OF_STOCK',
        error: ({ product }) => `Only 3 left of ${product}.`,
        build: async () => {
          const { store, product } = await f.newShop({ product: { stock: 3 } });
          return {
            orderData: f.orderData({ store, items: [{ product, quantity: 4 }] }),
            names: { product: product.name },
          };
        },
      },
      {
        name: 'a product out of stock',
        status: 409,
        code: 'OUT_OF_STOCK',
        error: ({ product }) => `Sorry, ${product} is out of stock.`,
        build: async () => {
          const { store, product } = await f.newShop({ product: { stock: 0 } });
          return {
            orderData: f.orderData({ store, items: [{ product }] }),
            names: { product: product.name },
          };
        },
      },
      {
        name: 'a total below what a card can be charged',
        status: 400,
        code: 'VALIDATION_FAILED',
        error: BELOW_MINIMUM_CHARGE,
        build: async () => {
          const { store, product } = await f.newShop({
            product: { priceCents: 20, isTaxable: false },
          });
          // Late pickup windows are free, so the 20 cents are the whole total.
          const free = availableWindows({ store, now: time.clock(), orderType: 'pickup' }).find(
            (w) => payableFee(w) === 0,
          )!;
          return {
            orderData: f.orderData({
              store,
              items: [{ product }],
              orderType: 'pickup',
              overrides: { windowId: free.id },
            }),
          };
        },
      },
    ];

    for (const refusal of refusals) {
      it(refusal.name, async () => {
        const { orderData, names = {} } = await refusal.build();
        const sessionsBefore = await ctx.db.$count(paymentSessions);
        const reservationsBefore = await ctx.db.$count(stockReservations);
        const response = await checkoutRequest(ctx, {
          headers: await ctx.login('buyer'),
          orderData,
        });
        const error = typeof refusal.error === 'string' ? refusal.error : refusal.error(names);
        expect(response.json()).toEqual({ error, code: refusal.code });
        expect(response.statusCode).toBe(refusal.status);
        expect(await ctx.db.$count(paymentSessions)).toBe(sessionsBefore);
        expect(await ctx.db.$count(stockReservations)).toBe(reservationsBefore);
      });
    }

    it('a window that has started since it was shown', async () => {
      const { store, product } = await f.newShop();
      const orderData = f.orderData({ store, items: [{ product }] });
      time.advance(2 * 60 * 60_000);
      try {
        const response = await checkoutRequest(ctx, {
          headers: await ctx.login('buyer'),
          orderData,
        });
        expect(response.statusCode).toBe(409);
        expect(response.json()).toEqual({ error: WINDOW_UNAVAILABLE, code: 'WINDOW_UNAVAILABLE' });
        expect(await stockOf(product.id)).toBe(10);
      } finally {
        time.set(CHECKOUT_NOW);
      }
    });

    it('a request without a token, or with unknown fields', async () => {
      const { store, product } = await f.newShop();
      const orderData = f.orderData({ store, items: [{ product }] });
      const anonymous = await ctx.app.inject({
        method: 'POST',
        url: '/api/create-stripe-session',
        payload: { orderData },
        remoteAddress: ctx.newIp(),
      });
      expect(anonymous.statusCode).toBe(401);
      const unknown = await checkoutRequest(ctx, {
        headers: await ctx.login('buyer'),
        orderData: { ...orderData, secretDiscount: true },
      });
      expect(unknown.statusCode).toBe(400);
      expect(unknown.json()).toEqual({
        error: 'Unknown field "secretDiscount" in "orderData".',
        code: 'VALIDATION_FAILED',
      });
      expect(await stockOf(product.id)).toBe(10);
    });
  });

  it("ends the buyer's earlier unpaid checkout and gives its stock back", async () => {
    const buyer = await ctx.newUser();
    const headers = await ctx.login(buyer);
    const { store, product } = await f.newShop({ product: { stock: 1 } });
    const orderData = f.orderData({ store, items: [{ product }] });
    const first = await checkoutRequest(ctx, { headers, orderData });
    expect(first.statusCode).toBe(200);
    // Back from the payment page with Cancel, the buyer pays again: their own hold is no obstacle.
    const second = await checkoutRequest(ctx, { headers, orderData });
    expect(second.statusCode).toBe(200);
    expect((await sessionOf(first.json().sessionId))!.status).toBe('cancelled');
    expect((await sessionOf(second.json().sessionId))!.status).toBe('open');
    expect(await stockOf(product.id)).toBe(0);
    // The cancelled session can no longer be paid.
    expect(await sandbox().markPaid(first.json().sessionId)).toBeNull();
  });
});

describe('reservation expiry', () => {
  it('is swept periodically, without anyone checking out', async () => {
    const { store, product } = await f.newShop({ product: { stock: 1 } });
    await checkoutRequest(ctx, {
      headers: await ctx.login('buyer'),
      orderData: f.orderData({ store, items: [{ product }] }),
    });
    expect(await stockOf(product.id)).toBe(0);
    const later = () => new Date(CHECKOUT_NOW.getTime() + 30 * 60_000 + RELEASE_GRACE_MS + 1000);
    const sweeper = Fastify();
    sweeper.decorate('db', ctx.db);
    sweeper.decorate('clock', later);
    await sweeper.register(reservationSweep, { intervalMs: 10 });
    await sweeper.ready();
    try {
      await vi.waitFor(async () => expect(await stockOf(product.id)).toBe(1), { timeout: 5000 });
    } finally {
      await sweeper.close();
    }
  });

  it('gives the stock of a lapsed session back once, after the grace, lazily or by the sweep', async () => {
    const { store, product } = await f.newShop({ product: { stock: 2 } });
    const headers = await ctx.login('buyer');
    const response = await checkoutRequest(ctx, {
      headers,
      orderData: f.orderData({ store, items: [{ product, quantity: 2 }] }),
    });
    const { sessionId } = response.json();
    expect(await stockOf(product.id)).toBe(0);

    try {
      // Expired, but within the grace a last-second payment may still be confirmed.
      time.advance(30 * 60_000 + RELEASE_GRACE_MS - 1000);
      await releaseExpiredSessions(ctx.db, { now: time.clock() });
      expect(await stockOf(product.id)).toBe(0);

      time.advance(2000);
      // Lazily, when another buyer's checkout finds too few, which then gets the units.
      const other = await checkoutRequest(ctx, {
        headers: await ctx.login('buyer'),
        orderData: f.orderData({ store, items: [{ product }] }),
      });
      expect(other.statusCode).toBe(200);
      expect(await stockOf(product.id)).toBe(1);
      // Sweeping again, even twice at once, gives nothing back twice.
      await Promise.all([
        releaseExpiredSessions(ctx.db, { now: time.clock() }),
        releaseExpiredSessions(ctx.db, { now: time.clock() }),
      ]);
      expect(await stockOf(product.id)).toBe(1);
      const lapsed = (await sessionOf(sessionId))!;
      expect(lapsed.status).toBe('expired');
      const reservations = await ctx.db
        .select({ status: stockReservations.status })
        .from(stockReservations)
        .where(eq(stockReservations.paymentSessionId, lapsed.id));
      expect(reservations).toEqual([{ status: 'released' }]);
      // Its page can no longer be paid, and finalizing it creates nothing.
      expect(await sandbox().markPaid(sessionId)).toBeNull();
      const late = await finalize(headers, sessionId);
      expect(late.statusCode).toBe(409);
      expect(late.json()).toEqual({ error: SESSION_EXPIRED_UNPAID, code: 'PAYMENT_INCOMPLETE' });
    } finally {
      time.set(CHECKOUT_NOW);
    }
  });
});

describe('POST /api/finalize-order', () => {
  async function paidSession(options: { stock?: number; quantity?: number } = {}) {
    const buyer = await ctx.newUser();
    const headers = await ctx.login(buyer);
    const { store, latte: product } = await coffeeShop(options.stock ?? 10);
    const promo = await f.newPromo({ amountOffCents: 200 });
    const orderData = f.orderData({
      store,
      items: [{ product, quantity: options.quantity ?? 2, customizations: latte }],
      overrides: {
        sellerTip: 10,
        driverTip: 10,
        couponCode: promo.code,
        specialRequest: 'Ring twice, please.',
      },
    });
    orderData.items[0]!.specialInstructions = 'Extra hot';
    const { sessionId } = (await checkoutRequest(ctx, { headers, orderData })).json();
    return { buyer, headers, store, product, promo, sessionId };
  }

  it('records the order the session priced, once paid, and answers it', async () => {
    const { buyer, headers, store, product, promo, sessionId } = await paidSession();
    expect(await sandbox().markPaid(sessionId)).toMatchObject({ paid: true });
    const session = (await sessionOf(sessionId))!;
    const window = f.firstWindow(store);

    const response = await finalize(headers, sessionId, { orderData: { totalAmount: 0.01 } });

    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ success: true, orderId: expect.any(String) });
    const b = (session.pricedOrder as { breakdown: Record<string, number> }).breakdown;
    expect(body.order).toEqual({
      _id: body.orderId,
      createdAt: expect.any(String),
      orderType: 'delivery',
      orderStatus: 'pending',
      products: [
        {
          productId: product.id,
          name: 'Café Latte',
          price: 6.75,
          quantity: 2,
          storeId: store.id,
          image: null,
          customizations: [
            { name: 'Size', selectedOptions: [{ title: '16 oz', price: 1 }] },
            { name: 'Milk', selectedOptions: [{ title: 'Oat', price: 0.75 }] },
            { name: 'Name on cup', selectedOptions: [], textValue: 'Maya' },
          ],
          flowerCustomizations: null,
          specialInstructions: 'Extra hot',
        },
      ],
      subtotal: 13.5,
      tax: 1.38,
      sellerTip: 10,
      driverTip: 10,
      sellerTipAmount: 1.35,
      driverTipAmount: 1.35,
      deliveryFee: payableFee(window) / 100,
      discount: 2,
      totalAmount: b.total! / 100,
      couponCode: promo.code,
      specialRequest: 'Ring twice, please.',
      deliveryAddress: { ...f.deliveryAddress() },
      pickUpAddress: {
        fullname: store.name,
        contact: store.contact,
        street1: store.street1,
        street2: store.street2,
        aptHouseNo: null,
        city: 'Pasadena',
        state: 'CA',
        zipcode: '91101',
        latitude: null,
        longitude: null,
        coordinatesPrecision: null,
      },
      billingAddress: { ...f.deliveryAddress() },
      deliveryDate: window.date,
      deliveryWindowStart: new Date(window.startsAt).toISOString(),
      deliveryWindowEnd: new Date(window.endsAt).toISOString(),
      buyerId: buyer.buyerId,
      driverId: null,
      sellerId: store.sellerId,
      userId: buyer.id,
      deliveryPhoto: null,
      needsIdCheck: false,
      idCheck: null,
      storeId: store.id,
      store: {
        _id: store.id,
        name: store.name,
        category: 'Coffee Shops',
        contact: store.contact,
        timezone: 'America/Los_Angeles',
        address: {
          street1: store.street1,
          street2: store.street2,
          city: 'Pasadena',
          state: 'CA',
          zipcode: '91101',
        },
      },
    });
    expect(b.total).toBe(1350 + 138 + 135 + 135 + payableFee(window) - 200);

    // The stock taken at checkout is the sale: nothing more is taken, nothing given back.
    expect(await stockOf(product.id)).toBe(8);
    expect(await sessionOf(sessionId)).toMatchObject({ status: 'paid', orderId: body.orderId });
    const reservations = await ctx.db
      .select({ status: stockReservations.status })
      .from(stockReservations)
      .where(eq(stockReservations.paymentSessionId, session.id));
    expect(reservations).toEqual([{ status: 'committed' }]);

    // The delivery address is offered at the next checkout.
    const saved = await ctx.app.inject({ method: 'GET', url: '/api/addresses', headers });
    expect(saved.json()).toEqual([
      { _id: expect.any(String), ...f.deliveryAddress(), isServiceable: true },
    ]);

    // Again: the same order, not a second one.
    const again = await finalize(headers, sessionId);
    expect(again.json().orderId).toBe(body.orderId);
    expect(await ctx.db.$count(orders, eq(orders.paymentSessionId, session.id))).toBe(1);
    // A paid session is not swept, however late it gets.
    time.advance(24 * 60 * 60_000);
    try {
      await releaseExpiredSessions(ctx.db, { now: time.clock() });
      expect(await stockOf(product.id)).toBe(8);
    } finally {
      time.set(CHECKOUT_NOW);
    }
  });

  it('records nothing for an unpaid session', async () => {
    const { headers, sessionId } = await paidSession();
    const response = await finalize(headers, sessionId);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ error: PAYMENT_NOT_COMPLETED, code: 'PAYMENT_INCOMPLETE' });
    const session = (await sessionOf(sessionId))!;
    expect(session.orderId).toBeNull();
    expect(await ctx.db.$count(orders, eq(orders.paymentSessionId, session.id))).toBe(0);
  });

  it('answers 404 for an unknown session and 403 for someone else’s; an admin may finalize', async () => {
    const { sessionId } = await paidSession();
    await sandbox().markPaid(sessionId);
    const unknown = await finalize(await ctx.login('buyer'), 'cs_nothing_here');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ error: SESSION_NOT_FOUND, code: 'NOT_FOUND' });

    const stranger = await finalize(await ctx.login('buyer'), sessionId);
    expect(stranger.statusCode).toBe(403);
    const session = (await sessionOf(sessionId))!;
    expect(await ctx.db.$count(orders, eq(orders.paymentSessionId, session.id))).toBe(0);

    const admin = await finalize(await ctx.login('admin'), sessionId);
    expect(admin.statusCode).toBe(200);
    expect(admin.json().order.userId).toBe(session.userId);

    const anonymous = await ctx.app.inject({
      method: 'POST',
      url: '/api/finalize-order',
      payload: { sessionId },
    });
    expect(anonymous.statusCode).toBe(401);
  });

  it('tells whoever holds the session id, without a login, whether it is paid and its order’s number (issue #35)', async () => {
    const { headers, sessionId } = await paidSession();
    const ask = (id: string) =>
      ctx.app.inject({
        method: 'GET',
        url: `/api/payment-sessions/${encodeURIComponent(id)}/order`,
      });
    expect((await ask(sessionId)).json()).toEqual({ paid: false, orderNumber: null });
    await sandbox().markPaid(sessionId);
    const { orderId } = (await finalize(headers, sessionId)).json();
    const answer = await ask(sessionId);
    expect(answer.statusCode).toBe(200);
    // Its number and nothing else: no name, address or what was bought.
    expect(answer.json()).toEqual({ paid: true, orderNumber: shortOrderId(orderId) });
    const unknown = await ask('cs_nothing_here');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ error: SESSION_NOT_FOUND, code: 'NOT_FOUND' });
  });

  it('still records a payment that arrives after the reservation lapsed, taking the stock again', async () => {
    const { headers, product, sessionId } = await paidSession({ stock: 5, quantity: 2 });
    // Paid on the page at the last moment; the confirmation comes back after the sweep.
    await ctx.db
      .update(paymentSessions)
      .set({ paidAt: time.clock() })
      .where(eq(paymentSessions.providerSessionId, sessionId));
    await ctx.db
      .update(paymentSessions)
      .set({ status: 'expired' })
      .where(eq(paymentSessions.providerSessionId, sessionId));
    const session = (await sessionOf(sessionId))!;
    await ctx.db
      .update(stockReservations)
      .set({ status: 'released' })
      .where(eq(stockReservations.paymentSessionId, session.id));
    await ctx.db.update(products).set({ stock: 5 }).where(eq(products.id, product.id));

    const response = await finalize(headers, sessionId);
    expect(response.statusCode).toBe(200);
    expect(await stockOf(product.id)).toBe(3);
    const committed = await ctx.db
      .select()
      .from(stockReservations)
      .where(
        and(
          eq(stockReservations.paymentSessionId, session.id),
          eq(stockReservations.status, 'committed'),
        ),
      );
    expect(committed).toHaveLength(1);
  });
});

describe('POST /api/apply-promo', () => {
  const apply = async (code: unknown, headers?: { authorization: string }) =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/apply-promo',
      headers: headers ?? (await ctx.login('buyer')),
      payload: { code },
      remoteAddress: ctx.newIp(),
    });

  it("answers a fixed and a percentage promo in SPEC's shape, whatever the case typed", async () => {
    const fixed = await f.newPromo({ amountOffCents: 1000, minimumAmountCents: 3000 });
    const percent = await f.newPromo({ amountOffCents: null, percentOff: 15 });
    const a = await apply(` ${fixed.code.toLowerCase()} `);
    expect(a.statusCode).toBe(200);
    expect(a.json()).toEqual({
      valid: true,
      promo: {
        code: fixed.code,
        coupon: { amount_off: 1000, percent_off: null },
        restrictions: { minimum_amount: 3000 },
      },
    });
    expect((await apply(percent.code)).json()).toEqual({
      valid: true,
      promo: {
        code: percent.code,
        coupon: { amount_off: null, percent_off: 15 },
        restrictions: { minimum_amount: null },
      },
    });
  });

  it('answers valid: false for unknown, inactive, expired, malformed and empty codes', async () => {
    const inactive = await f.newPromo({ active: false });
    const expired = await f.newPromo({ expiresAt: new Date(CHECKOUT_NOW.getTime() - 1) });
    const malformed = await f.newPromo({ amountOffCents: 500, percentOff: 10 });
    for (const code of ['NOPE', inactive.code, expired.code, malformed.code, '  ']) {
      const response = await apply(code);
      expect(response.statusCode, code).toBe(200);
      expect(response.json(), code).toEqual({ valid: false });
    }
  });

  it('needs a login', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/apply-promo',
      payload: { code: 'WELCOME10' },
      remoteAddress: ctx.newIp(),
    });
    expect(response.statusCode).toBe(401);
  });
});
