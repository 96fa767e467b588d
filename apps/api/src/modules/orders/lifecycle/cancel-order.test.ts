import { randomUUID } from 'node:crypto';
import { orderChangeAnswerSchema } from '@marketplace/contract/dispatch';
import {
  ORDER_ALREADY_CANCELLED,
  ORDER_CANCEL_REASON_REQUIRED,
  ORDER_CANCEL_TOO_LATE,
  ORDER_NO_REFUND_TO_RETRY,
  orderCancelledNoPayment,
  orderCancelledRefunded,
  orderCancelledRefundFailed,
  orderRefunded,
} from '@marketplace/core/constants/messages';
import type { Role } from '@marketplace/core/constants/roles';
import { formatUsd } from '@marketplace/core/money/format-usd';
import { shortOrderId } from '@marketplace/core/orders/short-order-id';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { App } from '../../../app.js';
import {
  driverInstructions,
  notifications,
  orderEvents,
  orders,
  paymentSessions,
  refunds,
  sandboxRefunds,
} from '../../../db/schema.js';
import { orderLine } from '../../../test/order-lines.js';
import { paymentTestApps } from '../../../test/payment-test-apps.js';
import { transitionOrder } from './transition-order.js';

const { ctx, f, stripe, stripeApp } = await paymentTestApps();

const ROLES_BUT_ADMIN: Role[] = ['buyer', 'seller', 'driver', 'dataentry'];
const REASON = 'The store closed early: a power cut.';

const { stockOf } = f;
const orderRow = async (orderId: string) => {
  const [row] = await ctx.db.select().from(orders).where(eq(orders.id, orderId));
  return row!;
};
const sessionOfOrder = async (orderId: string) => {
  const order = await orderRow(orderId);
  const [row] = await ctx.db
    .select()
    .from(paymentSessions)
    .where(eq(paymentSessions.id, order.paymentSessionId!));
  return row!;
};
/** What the sandbox refunded of the order's payment session. */
const sandboxRefundsOf = async (orderId: string) => {
  const session = await sessionOfOrder(orderId);
  return ctx.db
    .select()
    .from(sandboxRefunds)
    .where(eq(sandboxRefunds.paymentSessionId, session.id));
};
const refundsOf = (orderId: string) =>
  ctx.db.select().from(refunds).where(eq(refunds.orderId, orderId));
const cancelEvents = (orderId: string) =>
  ctx.db
    .select()
    .from(orderEvents)
    .where(and(eq(orderEvents.orderId, orderId), eq(orderEvents.action, 'cancel')));

/**
 * A buyer checks out three lattes of a shop with 10 in stock (7 left) and pays: on the sandbox's
 * page, or on Stripe's (FakeStripe) when `app` is the Stripe app. Returns the recorded order.
 */
async function paidOrder(app: App = ctx.app) {
  const { store, product } = await f.newShop({ product: { priceCents: 1800, stock: 10 } });
  const { orderId } = await f.payFor({
    app,
    stripe: app === ctx.app ? undefined : stripe,
    orderData: f.orderData({ store, items: [{ product, quantity: 3 }] }),
  });
  expect(await stockOf(product.id)).toBe(7);
  return { orderId, product, total: (await orderRow(orderId)).totalAmountCents };
}

async function cancel(
  orderId: string,
  options: { app?: App; headers?: Record<string, string>; reason?: unknown } = {},
) {
  return (options.app ?? ctx.app).inject({
    method: 'POST',
    url: `/api/orders/${orderId}/cancel`,
    headers: options.headers ?? (await ctx.login('admin')),
    payload: { reason: 'reason' in options ? options.reason : REASON },
  });
}

async function retry(
  orderId: string,
  refundId: string,
  app: App = ctx.app,
  headers?: Record<string, string>,
) {
  return app.inject({
    method: 'POST',
    url: `/api/orders/${orderId}/refunds/${refundId}/retry`,
    headers: headers ?? (await ctx.login('admin')),
  });
}

describe('who may cancel an order or retry its refund', () => {
  it('admins only: no one else changes the order, its stock or the payment', async () => {
    const { orderId, product } = await paidOrder();
    for (const role of ROLES_BUT_ADMIN) {
      const headers = await ctx.login(role);
      for (const response of [
        await cancel(orderId, { headers }),
        await retry(orderId, randomUUID(), ctx.app, headers),
      ]) {
        expect(response.statusCode, role).toBe(403);
        expect(response.json()).toEqual({
          code: 'FORBIDDEN',
          error: 'You do not have permission to do this.',
        });
      }
    }
    for (const url of [
      `/api/orders/${orderId}/cancel`,
      `/api/orders/${orderId}/refunds/${randomUUID()}/retry`,
    ]) {
      const response = await ctx.app.inject({ method: 'POST', url, payload: { reason: REASON } });
      expect(response.statusCode).toBe(401);
    }
    expect((await orderRow(orderId)).orderStatus).toBe('pending');
    expect(await stockOf(product.id)).toBe(7);
    expect(await sandboxRefundsOf(orderId)).toEqual([]);
  });
});

describe('POST /api/orders/{id}/cancel on the sandbox', () => {
  it('cancels with the reason, gives the stock back and refunds the payment', async () => {
    const { orderId, product, total } = await paidOrder();
    const admin = await ctx.newUser({ role: 'admin' });

    const response = await cancel(orderId, { headers: await ctx.login(admin) });

    expect(response.statusCode).toBe(200);
    const answer = orderChangeAnswerSchema.parse(response.json());
    expect(answer.message).toBe(orderCancelledRefunded(shortOrderId(orderId), formatUsd(total)));
    expect(answer.message).toMatch(
      /^Order [0-9A-F]{8} cancelled\. \$\d+\.\d\d refunded to the buyer's card\.$/,
    );
    expect(answer.order).toMatchObject({
      _id: orderId,
      orderStatus: 'cancelled',
      adminStatus: 'cancelled',
      refunds: [
        { cause: 'cancel', state: 'succeeded', amountCents: total, reason: REASON, error: null },
      ],
      refundableCents: 0,
    });
    expect(await stockOf(product.id)).toBe(10);
    const [refund] = await refundsOf(orderId);
    expect(await sandboxRefundsOf(orderId)).toEqual([
      expect.objectContaining({ amountCents: total, refundRef: refund!.id }),
    ]);
    expect(refund!.providerRefundId).toMatch(/^re_sandbox_/);
    expect(await cancelEvents(orderId)).toEqual([
      expect.objectContaining({
        fromStatus: 'pending',
        toStatus: 'cancelled',
        actorUserId: admin.id,
        actorRole: 'admin',
        reason: REASON,
      }),
    ]);
  });

  it('two admins at once: one cancels, the other is told, stock and refund once', async () => {
    const { orderId, product, total } = await paidOrder();
    const [first, second] = await Promise.all([
      cancel(orderId, { headers: await ctx.login('admin') }),
      cancel(orderId, { headers: await ctx.login('admin') }),
    ]);
    const statuses = [first.statusCode, second.statusCode].sort();
    expect(statuses).toEqual([200, 409]);
    const loser = first.statusCode === 409 ? first : second;
    expect(loser.json()).toEqual({ code: 'CONFLICT', error: ORDER_ALREADY_CANCELLED });
    expect(await stockOf(product.id)).toBe(10);
    expect(await cancelEvents(orderId)).toHaveLength(1);
    expect((await sandboxRefundsOf(orderId)).map((r) => r.amountCents)).toEqual([total]);
    expect((await cancel(orderId)).json().error).toBe(ORDER_ALREADY_CANCELLED);
    expect(await stockOf(product.id)).toBe(10);
  });

  it('refuses a cancellation without a reason and changes nothing', async () => {
    const { orderId, product } = await paidOrder();
    for (const reason of ['', '   ', undefined]) {
      const response = await cancel(orderId, { reason });
      expect(response.statusCode).toBe(400);
      if (reason !== undefined)
        expect(response.json().error).toContain(ORDER_CANCEL_REASON_REQUIRED);
    }
    const tooLong = await cancel(orderId, { reason: 'x'.repeat(501) });
    expect(tooLong.statusCode).toBe(400);
    expect((await orderRow(orderId)).orderStatus).toBe('pending');
    expect(await stockOf(product.id)).toBe(7);
  });

  it('takes an assigned order off its driver; a delivered one can no longer be cancelled', async () => {
    const { orderId } = await paidOrder();
    const driver = await ctx.newUser({ role: 'driver' });
    const admin = await ctx.newUser({ role: 'admin' });
    const assigned = await ctx.app.inject({
      method: 'POST',
      url: '/api/admin/assign-instructions',
      headers: await ctx.login(admin),
      payload: { adminId: admin.adminId, orderId, driverId: driver.driverId },
    });
    expect(assigned.statusCode).toBe(200);
    expect((await cancel(orderId)).statusCode).toBe(200);
    expect(await ctx.db.$count(driverInstructions, eq(driverInstructions.orderId, orderId))).toBe(
      0,
    );

    const delivered = await paidOrder();
    await ctx.db.transaction(async (tx) => {
      for (const action of ['assign', 'pick_up', 'deliver'] as const) {
        await transitionOrder(tx, {
          orderId: delivered.orderId,
          action,
          actor: { ...admin, role: 'admin' },
          driverId: driver.driverId,
        });
      }
    });
    const late = await cancel(delivered.orderId);
    expect(late.statusCode).toBe(409);
    expect(late.json()).toEqual({ code: 'CONFLICT', error: ORDER_CANCEL_TOO_LATE });
    expect(await stockOf(delivered.product.id)).toBe(7);
  });

  it('an order whose payment is not on record (seeded) is cancelled with nothing to refund', async () => {
    const buyer = await ctx.newUser();
    const { store, product } = await f.newShop({ product: { stock: 4 } });
    const orderId = await ctx.newOrder(buyer, {
      storeId: store.id,
      products: [orderLine(product, 2), orderLine(product, 1)],
    });
    const response = await cancel(orderId);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      status: 200,
      message: orderCancelledNoPayment(shortOrderId(orderId)),
      order: { orderStatus: 'cancelled', refunds: [], refundableCents: 0 },
    });
    expect(await stockOf(product.id)).toBe(7);
  });

  it('answers 404 for an unknown order', async () => {
    const response = await cancel(randomUUID());
    expect(response.statusCode).toBe(404);
    expect((await retry(randomUUID(), randomUUID())).statusCode).toBe(404);
  });
});

describe('refunds through Stripe', () => {
  it('refunds the PaymentIntent once, with the order as its key, however many admins cancel', async () => {
    const { orderId, product, total } = await paidOrder(stripeApp);
    const [first, second] = await Promise.all([
      cancel(orderId, { app: stripeApp }),
      cancel(orderId, { app: stripeApp }),
    ]);
    expect([first.statusCode, second.statusCode].sort()).toEqual([200, 409]);
    const winner = first.statusCode === 200 ? first : second;
    expect(winner.json().message).toBe(
      orderCancelledRefunded(shortOrderId(orderId), formatUsd(total)),
    );
    const created = stripe.requestsTo('/v1/refunds').filter((r) => r.method === 'POST');
    const ours = created.filter(
      (r) => (r.params.metadata as { orderId?: string })?.orderId === orderId,
    );
    const [row] = await refundsOf(orderId);
    expect(ours).toHaveLength(1);
    expect(ours[0]).toMatchObject({
      idempotencyKey: `refund-${row!.id}-1`,
      params: {
        amount: String(total),
        reason: 'requested_by_customer',
        metadata: { orderId, refundRef: row!.id },
      },
    });
    const refund = stripe.refunds.find((r) => r.metadata.orderId === orderId)!;
    expect(row!.providerRefundId).toBe(refund.id);
    expect(await stockOf(product.id)).toBe(10);
  });

  it('a refund Stripe refuses leaves the order cancelled, marked failed, for a retry that makes it once', async () => {
    const { orderId, product, total } = await paidOrder(stripeApp);
    const name = shortOrderId(orderId);
    stripe.failing = true;
    const failed = await cancel(orderId, { app: stripeApp }).finally(() => {
      stripe.failing = false;
    });
    expect(failed.statusCode).toBe(502);
    const body = failed.json();
    expect(body.code).toBe('PAYMENT_PROVIDER_FAILED');
    expect(body.error).toMatch(
      new RegExp(
        `^Order ${name} was cancelled and its stock returned, but the refund failed: .+ Try the refund again from the order's summary\\.$`,
      ),
    );
    const { providerSessionId } = await sessionOfOrder(orderId);
    expect(body.error).toBe(
      orderCancelledRefundFailed(
        name,
        `Stripe could not read session ${providerSessionId}: Stripe is having a bad day.`,
      ),
    );
    expect(body.order).toMatchObject({
      orderStatus: 'cancelled',
      refunds: [{ state: 'failed' }],
      refundableCents: total,
    });
    expect(await stockOf(product.id)).toBe(10);
    const refundId: string = body.order.refunds[0]._id;

    const [a, b] = await Promise.all([
      retry(orderId, refundId, stripeApp),
      retry(orderId, refundId, stripeApp),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
    const ok = a.statusCode === 200 ? a : b;
    const refused = a.statusCode === 200 ? b : a;
    expect(ok.json()).toMatchObject({
      message: orderRefunded(name, formatUsd(total)),
      order: {
        refunds: [{ state: 'succeeded', amountCents: total, error: null }],
        refundableCents: 0,
      },
    });
    expect(refused.json()).toEqual({ code: 'CONFLICT', error: ORDER_NO_REFUND_TO_RETRY });
    expect(stripe.refunds.filter((r) => r.metadata.orderId === orderId)).toHaveLength(1);
    expect((await retry(orderId, refundId, stripeApp)).json().error).toBe(ORDER_NO_REFUND_TO_RETRY);
    // The retry was a new attempt, under a new key.
    expect((await refundsOf(orderId))[0]).toMatchObject({
      attempts: 2,
      idempotencyKey: `refund-${refundId}-2`,
    });
  });

  it('answers a refund Stripe already holds for the refund instead of making another', async () => {
    const { orderId, total } = await paidOrder(stripeApp);
    const order = await orderRow(orderId);
    const [session] = await ctx.db
      .select()
      .from(paymentSessions)
      .where(eq(paymentSessions.id, order.paymentSessionId!));
    const ask = (idempotencyKey: string) =>
      stripeApp.payments.refundPayment({
        providerSessionId: session!.providerSessionId!,
        amountCents: total,
        refundRef: 'our-refund',
        orderId,
        idempotencyKey,
      });
    const first = await ask('first-attempt');
    // A day later Stripe has forgotten the key; the refund's metadata still names ours.
    const again = await ask('a-later-attempt');
    expect(again).toEqual(first);
    expect(stripe.refunds.filter((r) => r.metadata.orderId === orderId)).toHaveLength(1);
  });
});

// Issue #31: the store declines a new order it cannot make: cancelled and refunded as above.
describe('POST /api/seller/orders/{id}/decline', () => {
  async function decline(orderId: string, headers: Record<string, string>, reason: unknown) {
    return ctx.app.inject({
      method: 'POST',
      url: `/api/seller/orders/${orderId}/decline`,
      headers,
      payload: { reason },
    });
  }
  async function storeSeller(orderId: string) {
    const { sellerId } = await orderRow(orderId);
    return ctx.login(await ctx.newUser({ role: 'seller', sellerId }));
  }

  it('cancels a new order with its reason, gives the stock back, refunds it and tells the buyer', async () => {
    const { orderId, product, total } = await paidOrder();
    const headers = await storeSeller(orderId);
    const blank = await decline(orderId, headers, '  ');
    expect(blank.statusCode).toBe(400);
    expect(blank.json().error).toBe(ORDER_CANCEL_REASON_REQUIRED);

    const response = await decline(orderId, headers, 'We are out of oat milk tonight.');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      message: `Order ${shortOrderId(orderId)} declined. The buyer is told why and refunded.`,
      order: {
        _id: orderId,
        orderStatus: 'cancelled',
        cancelReason: 'We are out of oat milk tonight.',
      },
    });
    expect(await stockOf(product.id)).toBe(10);
    expect(await refundsOf(orderId)).toEqual([
      expect.objectContaining({ cause: 'cancel', state: 'succeeded', amountCents: total }),
    ]);
    const [event] = await ctx.db
      .select()
      .from(orderEvents)
      .where(and(eq(orderEvents.orderId, orderId), eq(orderEvents.action, 'decline')));
    expect(event).toMatchObject({ reason: 'We are out of oat milk tonight.' });
    const texts = await ctx.db
      .select()
      .from(notifications)
      .where(eq(notifications.orderEventId, event!.id));
    expect(texts.map((text) => [text.recipientRole, text.kind])).toEqual([['buyer', 'cancelled']]);
    expect(texts[0]?.body).toContain('was cancelled: We are out of oat milk tonight.');

    const again = await decline(orderId, headers, 'Again.');
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toBe(ORDER_ALREADY_CANCELLED);
  });

  it('is only for the order’s store, and only while the order is new', async () => {
    const { orderId, product } = await paidOrder();
    const other = await decline(orderId, await ctx.login('seller'), REASON);
    expect(other.statusCode).toBe(403);
    expect(other.json().error).toBe('This order is another store’s.');
    for (const role of ['admin', 'buyer', 'driver', 'dataentry'] as const) {
      expect((await decline(orderId, await ctx.login(role), REASON)).statusCode).toBe(403);
    }
    const headers = await storeSeller(orderId);
    // A driver has it now: too late for the store to turn it down.
    await ctx.db.update(orders).set({ orderStatus: 'assigned' }).where(eq(orders.id, orderId));
    const late = await decline(orderId, headers, REASON);
    expect(late.statusCode).toBe(409);
    expect((await orderRow(orderId)).orderStatus).toBe('assigned');
    expect(await stockOf(product.id)).toBe(7);
  });
});
