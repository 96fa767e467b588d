import type { ReconciliationRunAnswer } from '@marketplace/contract/reconciliation';
import {
  reconciledPaymentAmountDiffers,
  reconciledPaymentRecorded,
  reconciledPaymentUnknown,
  reconciliationRan,
} from '@marketplace/core/constants/messages';
import { formatUsd } from '@marketplace/core/money/format-usd';
import { shortOrderId } from '@marketplace/core/orders/short-order-id';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { App } from '../../app.js';
import { orders, paymentSessions, reconciliationFindings } from '../../db/schema.js';
import type { SandboxPaymentProvider } from '../../providers/payments/sandbox.js';
import { checkoutRequest } from '../../test/checkout-factories.js';
import { paymentTestApps } from '../../test/payment-test-apps.js';
import { PAYMENT_GRACE_MS } from './reconcile-payments.js';

// Issue #35: a payment the provider captured whose order was never recorded (a missed webhook, a
// buyer who never came back) gets its order from the reconciliation sweep, exactly once; one we
// cannot match is left to a person (docs/decisions/142).

const { time, ctx, f, stripe, stripeApp } = await paymentTestApps();
const AFTER_GRACE = PAYMENT_GRACE_MS + 60_000;

/**
 * A buyer checks out two $18 lattes (10 in stock) and pays, on the sandbox's page or (stripeApp)
 * on Stripe's; then nothing: the confirmation never reaches us.
 */
async function paidWithoutOrder(
  app: App = ctx.app,
  options: { chargedCents?: (priced: number) => number } = {},
) {
  const user = await ctx.newUser();
  const headers = await ctx.login(user);
  const { store, product } = await f.newShop({ product: { priceCents: 1800, stock: 10 } });
  const opened = await checkoutRequest(ctx, {
    app,
    headers,
    orderData: f.orderData({ store, items: [{ product, quantity: 2 }] }),
  });
  expect(opened.statusCode).toBe(200);
  const sessionId: string = opened.json().sessionId;
  const session = await sessionOf(sessionId);
  if (app === ctx.app) {
    // The page's Pay marked it paid, and the process died before it recorded the order.
    await (app.payments as SandboxPaymentProvider).markPaid(sessionId);
  } else {
    const atStripe = stripe.sessions.get(sessionId)!;
    if (options.chargedCents) atStripe.amount_total = options.chargedCents(atStripe.amount_total);
    stripe.pay(sessionId);
  }
  expect(await ordersOf(sessionId)).toEqual([]);
  return { sessionId, headers, product, user, totalCents: session.amountTotalCents };
}

const sessionOf = async (providerSessionId: string) =>
  (
    await ctx.db
      .select()
      .from(paymentSessions)
      .where(eq(paymentSessions.providerSessionId, providerSessionId))
  )[0]!;
const ordersOf = async (providerSessionId: string) => {
  const session = await sessionOf(providerSessionId);
  return ctx.db.select().from(orders).where(eq(orders.paymentSessionId, session.id));
};
const findingsOf = (providerSessionId: string) =>
  ctx.db
    .select()
    .from(reconciliationFindings)
    .where(eq(reconciliationFindings.providerSessionId, providerSessionId));

async function run(app: App = ctx.app) {
  const response = await app.inject({
    method: 'POST',
    url: '/api/admin/reconciliation/run',
    headers: await ctx.login('admin'),
  });
  expect(response.statusCode).toBe(200);
  return response.json() as ReconciliationRunAnswer;
}

describe('a paid sandbox session without its order', () => {
  it('gets its order once, with its stock committed and a finding of what was fixed', async () => {
    const { sessionId, headers, product, user, totalCents } = await paidWithoutOrder();

    // Left to its own confirmation for a while.
    expect((await run()).findings).toEqual([]);
    expect(await ordersOf(sessionId)).toEqual([]);

    time.advance(AFTER_GRACE);
    const answer = await run();

    const [order] = await ordersOf(sessionId);
    expect(order).toMatchObject({ buyerId: user.buyerId, totalAmountCents: totalCents });
    expect(await sessionOf(sessionId)).toMatchObject({ status: 'paid', orderId: order!.id });
    expect(await f.stockOf(product.id)).toBe(8);
    const detail = reconciledPaymentRecorded(shortOrderId(order!.id), formatUsd(totalCents));
    expect(await findingsOf(sessionId)).toEqual([
      expect.objectContaining({
        kind: 'payment_recorded',
        orderId: order!.id,
        amountCents: totalCents,
        detail,
        resolvedAt: time.clock(),
      }),
    ]);
    expect(answer).toEqual({
      message: reconciliationRan(1, 0),
      deferred: false,
      findings: [
        expect.objectContaining({
          kind: 'payment_recorded',
          providerSessionId: sessionId,
          orderId: order!.id,
          needsPerson: false,
          detail,
        }),
      ],
    });

    // The buyer's page comes back later: the same order, no second one.
    const finalized = await ctx.app.inject({
      method: 'POST',
      url: '/api/finalize-order',
      headers,
      payload: { sessionId },
    });
    expect(finalized.json()).toMatchObject({ orderId: order!.id });
    expect((await run()).findings).toEqual([]);
    expect(await ordersOf(sessionId)).toHaveLength(1);
    expect(await findingsOf(sessionId)).toHaveLength(1);
  });
});

describe('a completed Stripe session whose webhook never came', () => {
  it('gets its order once; the late webhook finds it recorded', async () => {
    const { sessionId, totalCents } = await paidWithoutOrder(stripeApp);
    time.advance(AFTER_GRACE);

    const answer = await run(stripeApp);

    const [order] = await ordersOf(sessionId);
    expect(order).toMatchObject({ totalAmountCents: totalCents });
    expect(answer.findings).toEqual([
      expect.objectContaining({
        kind: 'payment_recorded',
        providerSessionId: sessionId,
        orderId: order!.id,
        amountCents: totalCents,
      }),
    ]);
    const late = stripe.webhook(
      'checkout.session.completed',
      { ...stripe.sessions.get(sessionId)! },
      { timestamp: Math.floor(time.clock().getTime() / 1000) },
    );
    const delivered = await stripeApp.inject({
      method: 'POST',
      url: '/api/stripe/webhook',
      headers: { 'content-type': 'application/json', 'stripe-signature': late.signature },
      payload: late.payload,
    });
    expect(delivered.statusCode).toBe(200);
    expect(await ordersOf(sessionId)).toHaveLength(1);
    expect(await findingsOf(sessionId)).toHaveLength(1);
  });

  it('two instances sweeping at once record it once, with one finding', async () => {
    const other = await ctx.buildApp({
      clock: time.clock,
      paymentProvider: stripe.provider(time.clock),
    });
    const { sessionId } = await paidWithoutOrder(stripeApp);
    time.advance(AFTER_GRACE);

    const answers = await Promise.all([run(stripeApp), run(other), run(stripeApp)]);

    expect(await ordersOf(sessionId)).toHaveLength(1);
    expect(await findingsOf(sessionId)).toEqual([
      expect.objectContaining({ kind: 'payment_recorded' }),
    ]);
    expect(answers.flatMap((answer) => answer.findings)).toEqual([
      expect.objectContaining({ providerSessionId: sessionId, kind: 'payment_recorded' }),
    ]);
  });

  it('reads every page of completed sessions, and only those since three days ago', async () => {
    const provider = stripe.provider(time.clock);
    const open = (n: number) =>
      provider.createCheckoutSession({
        sessionRef: `ps_page_${n}_${time.clock().getTime()}`,
        lineItems: [{ name: 'Latte', unitAmountCents: 500, quantity: 1 }],
        discount: null,
        amountTotalCents: 500,
        currency: 'usd',
        successUrl: 'https://shop.example/ok',
        cancelUrl: 'https://shop.example/no',
        idempotencyKey: `page-${n}-${time.clock().getTime()}`,
        customerEmail: null,
        expiresAt: new Date(time.clock().getTime() + 30 * 60_000),
      });
    const old = await open(0);
    stripe.pay(old.id);
    time.advance(3 * 24 * 60 * 60_000 + 60_000);
    const opened = [];
    for (let n = 1; n <= 105; n++) opened.push(await open(n));
    for (const session of opened.slice(0, 103)) stripe.pay(session.id);
    const lists = stripe.requestsTo('/v1/checkout/sessions').filter((r) => r.method === 'GET');
    const before = lists.length;

    const captured = await provider.listCapturedPayments(
      new Date(time.clock().getTime() - 3 * 24 * 60 * 60_000),
    );

    expect(captured.map((payment) => payment.id).sort()).toEqual(
      opened
        .slice(0, 103)
        .map((session) => session.id)
        .sort(),
    );
    expect(captured[0]).toMatchObject({ paid: true, amountTotalCents: 500, currency: 'usd' });
    expect(captured[0]!.sessionRef).toMatch(/^ps_page_/);
    const pages = stripe
      .requestsTo('/v1/checkout/sessions')
      .filter((r) => r.method === 'GET')
      .slice(before);
    expect(pages).toHaveLength(2);
    expect(pages[1]!.params).toMatchObject({
      status: 'complete',
      starting_after: expect.any(String),
    });
    // None of them are ours: gone from Stripe, so the passes of the next tests do not find them.
    for (const session of [old, ...opened]) stripe.sessions.delete(session.id);
  });
});

describe('a captured payment we cannot match is left to a person', () => {
  it('one no checkout of ours was opened for: no order, one open finding, found once', async () => {
    const elsewhere = await stripeApp.payments.createCheckoutSession({
      sessionRef: 'ps_not_one_of_ours',
      lineItems: [{ name: 'Gift card', unitAmountCents: 2500, quantity: 1 }],
      discount: null,
      amountTotalCents: 2500,
      currency: 'usd',
      successUrl: 'https://elsewhere.example/ok',
      cancelUrl: 'https://elsewhere.example/no',
      idempotencyKey: 'ps_not_one_of_ours',
      customerEmail: null,
      expiresAt: new Date(time.clock().getTime() + 30 * 60_000),
    });
    stripe.pay(elsewhere.id);
    time.advance(AFTER_GRACE);

    const answer = await run(stripeApp);

    const detail = reconciledPaymentUnknown(formatUsd(2500), elsewhere.id);
    expect(answer.message).toBe(reconciliationRan(0, 1));
    expect(answer.findings).toEqual([
      expect.objectContaining({
        kind: 'payment_needs_person',
        needsPerson: true,
        providerSessionId: elsewhere.id,
        orderId: null,
        amountCents: 2500,
        resolvedAt: null,
        detail,
      }),
    ]);
    // Found again on the next pass, and not written again.
    expect((await run(stripeApp)).findings).toEqual([]);
    expect(await findingsOf(elsewhere.id)).toHaveLength(1);

    // Marked handled, it stays handled.
    const admin = await ctx.newUser({ role: 'admin' });
    const resolved = await stripeApp.inject({
      method: 'POST',
      url: `/api/admin/reconciliation/${answer.findings[0]!._id}/resolve`,
      headers: await ctx.login(admin),
    });
    expect(resolved.statusCode).toBe(200);
    await run(stripeApp);
    expect(await findingsOf(elsewhere.id)).toEqual([
      expect.objectContaining({ resolvedAt: time.clock(), resolvedByUserId: admin.id }),
    ]);
  });

  it('one that charged another amount than we priced: no order, one open finding', async () => {
    const { sessionId, totalCents } = await paidWithoutOrder(stripeApp, {
      chargedCents: (priced) => priced - 100,
    });
    time.advance(AFTER_GRACE);

    const answer = await run(stripeApp);

    expect(await ordersOf(sessionId)).toEqual([]);
    expect(answer.findings).toEqual([
      expect.objectContaining({
        kind: 'payment_needs_person',
        providerSessionId: sessionId,
        amountCents: totalCents - 100,
        detail: reconciledPaymentAmountDiffers(
          formatUsd(totalCents - 100),
          formatUsd(totalCents),
          sessionId,
        ),
      }),
    ]);
  });
});
