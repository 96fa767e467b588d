import { randomUUID } from 'node:crypto';
import { orderChangeAnswerSchema } from '@marketplace/contract/dispatch';
import { DEFAULT_TIMEZONE } from '@marketplace/core/constants/limits';
import {
  ITEMS_UNAVAILABLE_DRIVER_AT_PICKUP,
  ITEMS_UNAVAILABLE_TOO_LATE,
  itemsMarkedUnavailable,
  ORDER_NOTHING_AVAILABLE,
  orderNothingAvailable,
  orderNothingAvailableUnpaid,
  orderRefunded,
  REFUND_LINES_OR_AMOUNT,
  REFUND_LINES_TAKEN,
  REFUND_NO_CARD_PAYMENT,
  REFUND_NOTHING_LEFT,
  REFUND_REASON_REQUIRED,
  refundFailed,
  refundMoreThanLeft,
} from '@marketplace/core/constants/messages';
import { formatUsd } from '@marketplace/core/money/format-usd';
import { shortOrderId } from '@marketplace/core/orders/short-order-id';
import { localDateTime } from '@marketplace/core/windows/local-date-time';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { App } from '../../../app.js';
import { notifications, orderEvents, orders, refunds, sandboxRefunds } from '../../../db/schema.js';
import { paymentTestApps } from '../../../test/payment-test-apps.js';
import { transitionOrder } from '../lifecycle/transition-order.js';

const { ctx, f, stripe, stripeApp } = await paymentTestApps();

const orderRow = async (orderId: string) => {
  const [row] = await ctx.db.select().from(orders).where(eq(orders.id, orderId));
  return row!;
};
const refundsOf = (orderId: string) =>
  ctx.db.select().from(refunds).where(eq(refunds.orderId, orderId));
const eventsOf = (orderId: string, action: string) =>
  ctx.db
    .select()
    .from(orderEvents)
    .where(and(eq(orderEvents.orderId, orderId), eq(orderEvents.action, action)));
const buyerTexts = (orderId: string) =>
  ctx.db
    .select()
    .from(notifications)
    .where(and(eq(notifications.orderId, orderId), eq(notifications.kind, 'refunded')));

/**
 * A café's order of three lines: two oat lattes ($5.50, taxed), a bagel ($3.25, untaxed) and a
 * bag of beans ($14.00, taxed), for delivery; paid on the sandbox, or on Stripe with its app.
 */
async function threeLineOrder(app: App = ctx.app) {
  const store = await ctx.newStore({ storeHours: (await f.newShop()).store.storeHours });
  const latte = await ctx.newProduct({
    storeId: store.id,
    name: 'Oat Latte',
    priceCents: 550,
    stock: 10,
  });
  const bagel = await ctx.newProduct({
    storeId: store.id,
    name: 'Bagel',
    priceCents: 325,
    stock: 10,
    isTaxable: false,
  });
  const beans = await ctx.newProduct({
    storeId: store.id,
    name: 'House Beans',
    priceCents: 1400,
    stock: 10,
  });
  const { orderId, buyer } = await f.payFor({
    app,
    stripe: app === ctx.app ? undefined : stripe,
    orderData: f.orderData({
      store,
      items: [
        { product: latte, quantity: 2 },
        { product: bagel, quantity: 1 },
        { product: beans, quantity: 1 },
      ],
    }),
  });
  const order = await orderRow(orderId);
  return { orderId, order, store, buyer, latte, bagel, beans, name: shortOrderId(orderId) };
}

async function refund(orderId: string, payload: unknown, app: App = ctx.app, headers?: object) {
  return app.inject({
    method: 'POST',
    url: `/api/orders/${orderId}/refunds`,
    headers: { ...(headers ?? (await ctx.login('admin'))) },
    payload: payload as object,
  });
}

async function markUnavailable(orderId: string, lines: unknown, headers: object) {
  return ctx.app.inject({
    method: 'POST',
    url: `/api/orders/${orderId}/unavailable-lines`,
    headers: { ...headers },
    payload: { lines } as object,
  });
}

const storeSeller = async (orderId: string) => {
  const { sellerId } = await orderRow(orderId);
  return ctx.login(await ctx.newUser({ role: 'seller', sellerId }));
};

describe('POST /api/orders/{id}/refunds: chosen lines', () => {
  it('refunds a unit with its tax, records it on the timeline and texts the buyer', async () => {
    const { orderId, order, name, store } = await threeLineOrder();
    const response = await refund(orderId, {
      lines: [{ line: 0, quantity: 1 }],
      reason: 'Arrived cold.',
    });
    expect(response.statusCode).toBe(200);
    const answer = orderChangeAnswerSchema.parse(response.json());
    // $5.50 and its 10.25% tax ($0.56375, rounded half up once).
    expect(answer.message).toBe(orderRefunded(name, '$6.06'));
    expect(answer.order.refunds).toEqual([
      expect.objectContaining({
        cause: 'lines',
        amountCents: 606,
        lines: [{ line: 0, quantity: 1 }],
        reason: 'Arrived cold.',
        state: 'succeeded',
        error: null,
      }),
    ]);
    expect(answer.order.refundableCents).toBe(order.capturedCents! - 606);
    expect(answer.order.orderStatus).toBe('pending');

    const [event] = await eventsOf(orderId, 'refund');
    expect(event).toMatchObject({
      fromStatus: 'pending',
      toStatus: 'pending',
      amountCents: 606,
      reason: 'Arrived cold.',
      actorRole: 'admin',
    });
    const [text] = await buyerTexts(orderId);
    expect(text?.body).toBe(
      `We refunded $6.06 to your card for order ${name} from ${store.name}: Arrived cold. Banks take 5-10 days to show it.`,
    );
    const [made] = await ctx.db
      .select()
      .from(sandboxRefunds)
      .where(eq(sandboxRefunds.refundRef, answer.order.refunds[0]!._id));
    expect(made?.amountCents).toBe(606);
  });

  it('refunds every line in steps to the goods’ total, to the cent', async () => {
    const { orderId, order } = await threeLineOrder();
    for (const lines of [
      [{ line: 0, quantity: 1 }],
      [
        { line: 0, quantity: 1 },
        { line: 1, quantity: 1 },
      ],
      [{ line: 2, quantity: 1 }],
    ]) {
      expect((await refund(orderId, { lines, reason: 'Wrong order.' })).statusCode).toBe(200);
    }
    const rows = await refundsOf(orderId);
    const sum = rows.reduce((total, row) => total + row.amountCents, 0);
    expect(sum).toBe(order.subtotalCents + order.taxCents - order.discountCents);
    // The fee is what is left: an amount refund may give it back; no line is left to refund.
    const again = await refund(orderId, { lines: [{ line: 2, quantity: 1 }], reason: 'Again.' });
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toBe(REFUND_LINES_TAKEN);
  });

  it('two admins refunding the same line at once refund it once', async () => {
    const { orderId } = await threeLineOrder();
    const ask = { lines: [{ line: 2, quantity: 1 }], reason: 'Beans were stale.' };
    const [a, b] = await Promise.all([refund(orderId, ask), refund(orderId, ask)]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
    const loser = a.statusCode === 409 ? a : b;
    expect(loser.json()).toEqual({ code: 'CONFLICT', error: REFUND_LINES_TAKEN });
    expect(await refundsOf(orderId)).toHaveLength(1);
    expect(await eventsOf(orderId, 'refund')).toHaveLength(1);
  });
});

describe('POST /api/orders/{id}/refunds: an amount', () => {
  it('never refunds more than is left, however many ask at once', async () => {
    const { orderId, order, name } = await threeLineOrder();
    const captured = order.capturedCents!;
    const asks = Array.from({ length: 5 }, () =>
      refund(orderId, { amountCents: Math.ceil(captured / 3), reason: 'Goodwill.' }),
    );
    const answers = await Promise.all(asks);
    const made = answers.filter((r) => r.statusCode === 200);
    expect(made).toHaveLength(2);
    const left = captured - 2 * Math.ceil(captured / 3);
    for (const refused of answers.filter((r) => r.statusCode !== 200)) {
      expect(refused.json()).toEqual({
        code: 'CONFLICT',
        error: refundMoreThanLeft(formatUsd(left)),
      });
    }
    const rest = await refund(orderId, { amountCents: left, reason: 'The rest.' });
    expect(rest.json().message).toBe(orderRefunded(name, formatUsd(left)));
    const none = await refund(orderId, { amountCents: 1, reason: 'More.' });
    expect(none.json()).toEqual({ code: 'CONFLICT', error: REFUND_NOTHING_LEFT });
    const rows = await refundsOf(orderId);
    expect(rows.reduce((sum, row) => sum + row.amountCents, 0)).toBe(captured);
    const sandbox = await ctx.db
      .select()
      .from(sandboxRefunds)
      .where(eq(sandboxRefunds.paymentSessionId, order.paymentSessionId!));
    expect(sandbox.reduce((sum, row) => sum + row.amountCents, 0)).toBe(captured);
  });

  it('refuses a bad ask with a clear 4xx and changes nothing', async () => {
    const { orderId } = await threeLineOrder();
    const cases: [unknown, number, string][] = [
      [{ amountCents: 100, reason: '  ' }, 400, REFUND_REASON_REQUIRED],
      [{ reason: 'Nothing chosen.' }, 400, REFUND_LINES_OR_AMOUNT],
      [
        { amountCents: 100, lines: [{ line: 0, quantity: 1 }], reason: 'Both.' },
        400,
        REFUND_LINES_OR_AMOUNT,
      ],
      [{ lines: [{ line: 7, quantity: 1 }], reason: 'No such line.' }, 409, REFUND_LINES_TAKEN],
      [{ lines: [{ line: 0, quantity: 3 }], reason: 'Too many.' }, 409, REFUND_LINES_TAKEN],
    ];
    for (const [payload, status, error] of cases) {
      const response = await refund(orderId, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(status);
      expect(response.json().error).toContain(error);
    }
    for (const payload of [
      { amountCents: 0, reason: 'Zero.' },
      { amountCents: 1.5, reason: 'x' },
    ]) {
      expect((await refund(orderId, payload)).statusCode).toBe(400);
    }
    expect(await refundsOf(orderId)).toEqual([]);
  });

  it('is for admins only, and not for an order without a card payment on record', async () => {
    const { orderId } = await threeLineOrder();
    for (const role of ['buyer', 'seller', 'driver', 'dataentry'] as const) {
      const response = await refund(
        orderId,
        { amountCents: 100, reason: 'Mine.' },
        ctx.app,
        await ctx.login(role),
      );
      expect(response.statusCode, role).toBe(403);
    }
    const seeded = await ctx.newOrder(await ctx.newUser());
    const response = await refund(seeded, { amountCents: 100, reason: 'Seeded.' });
    expect(response.json()).toEqual({ code: 'CONFLICT', error: REFUND_NO_CARD_PAYMENT });
    expect((await refund(randomUUID(), { amountCents: 1, reason: 'x' })).statusCode).toBe(404);
    expect(await refundsOf(orderId)).toEqual([]);
  });
});

describe('refunds through Stripe', () => {
  it('asks for the amount under a key of its own; a refusal is kept failed and retried once', async () => {
    const { orderId, name } = await threeLineOrder(stripeApp);
    const admin = await ctx.login('admin');
    const first = await refund(orderId, { amountCents: 250, reason: 'Late.' }, stripeApp, admin);
    expect(first.statusCode).toBe(200);
    const [made] = await refundsOf(orderId);
    const posted = stripe
      .requestsTo('/v1/refunds')
      .filter((r) => r.method === 'POST' && r.idempotencyKey === `refund-${made!.id}-1`);
    expect(posted).toHaveLength(1);
    expect(posted[0]!.params).toMatchObject({
      amount: '250',
      metadata: { orderId, refundRef: made!.id },
    });

    stripe.failing = true;
    const failed = await refund(orderId, { amountCents: 300, reason: 'Later.' }, stripeApp).finally(
      () => {
        stripe.failing = false;
      },
    );
    expect(failed.statusCode).toBe(502);
    const body = failed.json();
    const refused = body.order.refunds.find((r: { state: string }) => r.state === 'failed');
    expect(body.error).toBe(refundFailed(name, '$3.00', refused.error));
    expect(refused.error).toMatch(/^Stripe could not .+\.$/);
    expect(await eventsOf(orderId, 'refund_failed')).toHaveLength(1);

    const retry = () =>
      stripeApp.inject({
        method: 'POST',
        url: `/api/orders/${orderId}/refunds/${refused._id}/retry`,
        headers: admin,
      });
    const [a, b] = await Promise.all([retry(), retry()]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
    expect((a.statusCode === 200 ? a : b).json().message).toBe(orderRefunded(name, '$3.00'));
    const ours = stripe.refunds.filter((r) => r.metadata.orderId === orderId);
    expect(ours.map((r) => r.amount).sort()).toEqual([250, 300]);
  });
});

describe('POST /api/orders/{id}/unavailable-lines', () => {
  it('the store marks a line sold out: the order goes on, the line is refunded, the buyer told', async () => {
    const { orderId, name, latte, store } = await threeLineOrder();
    const headers = await storeSeller(orderId);
    const response = await markUnavailable(orderId, [{ line: 0, quantity: 2 }], headers);
    expect(response.statusCode).toBe(200);
    // Two lattes ($11.00) and their tax ($1.13).
    expect(response.json()).toEqual({
      status: 200,
      message: itemsMarkedUnavailable(name, '$12.13'),
    });
    expect((await orderRow(orderId)).orderStatus).toBe('pending');
    const [marked] = await eventsOf(orderId, 'item_unavailable');
    expect(marked).toMatchObject({
      reason: 'Not available at the store: 2 × Oat Latte.',
      amountCents: 1213,
      actorRole: 'seller',
    });
    expect(await refundsOf(orderId)).toEqual([
      expect.objectContaining({ cause: 'item_unavailable', amountCents: 1213, state: 'succeeded' }),
    ]);
    const [text] = await buyerTexts(orderId);
    expect(text?.body).toBe(
      `We refunded $12.13 to your card for order ${name} from ${store.name}: Not available at the store: 2 × Oat Latte. Banks take 5-10 days to show it.`,
    );
    // The store's screen counts them, line by line.
    const listed = await ctx.app.inject({ method: 'GET', url: '/api/seller/orders', headers });
    const mine = listed.json().orders.find((o: { _id: string }) => o._id === orderId);
    expect(mine.unavailable).toEqual([2, 0, 0]);
    // Marked twice: once.
    const again = await markUnavailable(orderId, [{ line: 0, quantity: 1 }], headers);
    expect(again.json()).toEqual({ code: 'CONFLICT', error: REFUND_LINES_TAKEN });
    // The lattes never left the store's shelf count: it sold them, and lacked them.
    expect(await f.stockOf(latte.id)).toBe(8);
  });

  it('is its store’s seller’s, or its driver’s at pick-up, while the order is at the store', async () => {
    const { orderId } = await threeLineOrder();
    for (const role of ['seller', 'driver', 'buyer', 'dataentry'] as const) {
      const response = await markUnavailable(
        orderId,
        [{ line: 1, quantity: 1 }],
        await ctx.login(role),
      );
      expect(response.statusCode, role).toBe(403);
    }
    const admin = await ctx.newUser({ role: 'admin' });
    const driver = await ctx.newUser({ role: 'driver' });
    const assigned = await ctx.app.inject({
      method: 'POST',
      url: '/api/admin/assign-instructions',
      headers: await ctx.login(admin),
      payload: { adminId: admin.adminId, orderId, driverId: driver.driverId },
    });
    expect(assigned.statusCode).toBe(200);
    const driverHeaders = await ctx.login(driver);
    const atPickup = await markUnavailable(orderId, [{ line: 1, quantity: 1 }], driverHeaders);
    expect(atPickup.statusCode).toBe(200);
    // The driver's list says the bagel is not to collect.
    const steps = await ctx.app.inject({
      method: 'GET',
      url: `/api/instructions/${driver.driverId}`,
      headers: driverHeaders,
    });
    expect(
      steps.json()[0].order.items.map((item: { unavailable: number }) => item.unavailable),
    ).toEqual([0, 1, 0]);
    await ctx.db.transaction((tx) =>
      transitionOrder(tx, { orderId, action: 'pick_up', actor: admin }),
    );
    const late = await markUnavailable(
      orderId,
      [{ line: 2, quantity: 1 }],
      await storeSeller(orderId),
    );
    expect(late.json()).toEqual({ code: 'CONFLICT', error: ITEMS_UNAVAILABLE_TOO_LATE });
    expect(await refundsOf(orderId)).toHaveLength(1);
  });

  it('a driver cannot mark items before the order is theirs to pick up', async () => {
    const { orderId } = await threeLineOrder();
    const driver = await ctx.newUser({ role: 'driver' });
    await ctx.db.update(orders).set({ driverId: driver.driverId }).where(eq(orders.id, orderId));
    const early = await markUnavailable(
      orderId,
      [{ line: 1, quantity: 1 }],
      await ctx.login(driver),
    );
    expect(early.json()).toEqual({ code: 'CONFLICT', error: ITEMS_UNAVAILABLE_DRIVER_AT_PICKUP });
  });

  it('nothing left: the order is cancelled and everything refunded; sold units stay off the shelf', async () => {
    const { orderId, order, name, latte, bagel, beans } = await threeLineOrder();
    const headers = await storeSeller(orderId);
    expect((await markUnavailable(orderId, [{ line: 1, quantity: 1 }], headers)).statusCode).toBe(
      200,
    );
    const rest = await markUnavailable(
      orderId,
      [
        { line: 0, quantity: 2 },
        { line: 2, quantity: 1 },
      ],
      headers,
    );
    const bagelRefund = (await refundsOf(orderId))[0]!.amountCents;
    expect(rest.json()).toEqual({
      status: 200,
      message: orderNothingAvailable(name, formatUsd(order.capturedCents! - bagelRefund)),
    });
    expect(await orderRow(orderId)).toMatchObject({ orderStatus: 'cancelled' });
    const [cancelled] = await eventsOf(orderId, 'cancel');
    expect(cancelled).toMatchObject({ actorRole: 'system', reason: ORDER_NOTHING_AVAILABLE });
    const rows = await refundsOf(orderId);
    expect(rows.map((row) => row.cause).sort()).toEqual(['cancel', 'item_unavailable']);
    expect(rows.reduce((sum, row) => sum + row.amountCents, 0)).toBe(order.capturedCents);
    // None of it was on the shelf.
    for (const product of [latte, bagel, beans]) {
      expect(await f.stockOf(product.id)).toBe(10 - (product === latte ? 2 : 1));
    }
  });

  it('an order with no card payment on record says nothing is refunded, not $0.00', async () => {
    // A seeded order: one line of two units, no payment session.
    const seeded = await ctx.newOrder(await ctx.newUser(), { orderType: 'pickup' });
    const name = shortOrderId(seeded);
    const headers = await storeSeller(seeded);
    expect((await orderRow(seeded)).products.map((line) => line.quantity)).toEqual([2]);

    const one = await markUnavailable(seeded, [{ line: 0, quantity: 1 }], headers);
    expect(one.json()).toEqual({
      status: 200,
      message: `Marked unavailable on order ${name}. It has no card payment on record, so nothing is refunded.`,
    });
    expect((await orderRow(seeded)).orderStatus).toBe('pending');

    const other = await markUnavailable(seeded, [{ line: 0, quantity: 1 }], headers);
    expect(other.json()).toEqual({ status: 200, message: orderNothingAvailableUnpaid(name) });
    expect(await orderRow(seeded)).toMatchObject({ orderStatus: 'cancelled' });
    expect(await refundsOf(seeded)).toEqual([]);
  });

  it('a cancellation after them refunds what is left and shelves only what the store had', async () => {
    const { orderId, order, latte, beans } = await threeLineOrder();
    await markUnavailable(orderId, [{ line: 2, quantity: 1 }], await storeSeller(orderId));
    const cancelled = await ctx.app.inject({
      method: 'POST',
      url: `/api/orders/${orderId}/cancel`,
      headers: await ctx.login('admin'),
      payload: { reason: 'The buyer asked.' },
    });
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json().order.refundableCents).toBe(0);
    const rows = await refundsOf(orderId);
    expect(rows.reduce((sum, row) => sum + row.amountCents, 0)).toBe(order.capturedCents);
    expect(await f.stockOf(latte.id)).toBe(10);
    expect(await f.stockOf(beans.id)).toBe(9);
  });
});

describe('the buyer reads their refunds', () => {
  it('on their order’s timeline: made ones with their amounts and reasons, not a refused one', async () => {
    const { orderId, buyer } = await threeLineOrder(stripeApp);
    await refund(orderId, { lines: [{ line: 1, quantity: 1 }], reason: 'Squashed.' }, stripeApp);
    stripe.failing = true;
    await refund(orderId, { amountCents: 100, reason: 'Sorry.' }, stripeApp).finally(() => {
      stripe.failing = false;
    });
    const headers = await ctx.login(buyer);
    const timeline = await stripeApp.inject({
      method: 'GET',
      url: `/api/orders/${orderId}/timeline`,
      headers,
    });
    const actions = timeline.json().map((event: { action: string }) => event.action);
    expect(actions).toEqual(['pay', 'refund']);
    expect(timeline.json()[1]).toMatchObject({ amountCents: 325, reason: 'Squashed.' });
    const admin = await stripeApp.inject({
      method: 'GET',
      url: `/api/orders/${orderId}/timeline`,
      headers: await ctx.login('admin'),
    });
    expect(admin.json().map((event: { action: string }) => event.action)).toEqual([
      'pay',
      'refund',
      'refund_failed',
    ]);
  });
});

describe('the store’s statement (issue #35)', () => {
  it('sums the store’s part of its refunds on the day they were made, and its sales on the day paid', async () => {
    const { orderId, order, store } = await threeLineOrder();
    const headers = await storeSeller(orderId);
    // Two lattes the store lacked ($11.00 and their $1.13 tax), then $5.00 of goodwill.
    await markUnavailable(orderId, [{ line: 0, quantity: 2 }], headers);
    await refund(orderId, { amountCents: 500, reason: 'Goodwill.' });
    const rows = await refundsOf(orderId);
    expect(rows.map((row) => [row.amountCents, row.storeCents])).toEqual([
      [1213, 1213],
      [500, 500],
    ]);
    const day = (at: Date) => localDateTime(at.getTime(), DEFAULT_TIMEZONE).date;
    const statement = async (date: string) => {
      const answer = await ctx.app.inject({
        method: 'GET',
        url: `/api/statements?from=${date}&to=${date}&storeId=${store.id}`,
        headers,
      });
      expect(answer.statusCode).toBe(200);
      return answer.json().stores[0];
    };
    const takings = order.subtotalCents + order.taxCents - order.discountCents;
    const paid = await statement(day(order.createdAt));
    const refunded = await statement(day(rows[1]!.settledAt!));
    // The order is paid on the database's clock, refunds are made on the app's: one day or two.
    if (day(order.createdAt) === day(rows[1]!.settledAt!)) {
      expect(paid).toMatchObject({ grossSalesCents: takings, refundsCents: 1713 });
      expect(paid.netCents).toBe(takings + order.sellerTipCents - 1713);
    } else {
      expect(paid).toMatchObject({ grossSalesCents: takings, refundsCents: 0 });
      expect(refunded).toMatchObject({ grossSalesCents: 0, refundsCents: 1713, netCents: -1713 });
    }
  });
});
