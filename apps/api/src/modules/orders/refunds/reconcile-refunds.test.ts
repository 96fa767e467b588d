import type { ReconciliationRunAnswer } from '@marketplace/contract/reconciliation';
import {
  RECONCILIATION_PROVIDER_DOWN,
  REFUND_FAILED_AT_PROVIDER,
  reconciledRefundFailed,
  reconciledRefundFound,
  reconciledRefundMade,
  reconciliationRan,
  refundPending,
} from '@marketplace/core/constants/messages';
import { formatUsd } from '@marketplace/core/money/format-usd';
import { shortOrderId } from '@marketplace/core/orders/short-order-id';
import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { App } from '../../../app.js';
import {
  notifications,
  orderEvents,
  orders,
  paymentSessions,
  reconciliationFindings,
  refunds,
  sandboxRefunds,
} from '../../../db/schema.js';
import type { PaymentProvider } from '../../../providers/payments/payment-provider.js';
import { paymentTestApps } from '../../../test/payment-test-apps.js';
import { holdRefund } from './hold-refund.js';
import { REFUND_GRACE_MS, refundClaimKey } from './reconcile-refunds.js';
import type { RefundRow } from './refund-records.js';

// Issue #35: a refund left 'requested' by a crash between the request and the provider's answer
// is settled by the reconciliation sweep, once, without refunding twice (docs/decisions/142).

const { time, ctx, f, stripe, stripeApp } = await paymentTestApps();
const REASON = 'The latte was cold.';

/** A buyer pays for three $18 lattes, on the sandbox's page or (stripeApp) on Stripe's. */
async function paidOrder(app: App = ctx.app) {
  const { store, product } = await f.newShop({ product: { priceCents: 1800, stock: 10 } });
  return f.payFor({
    app,
    stripe: app === ctx.app ? undefined : stripe,
    orderData: f.orderData({ store, items: [{ product, quantity: 3 }] }),
  });
}

/**
 * The crash: an admin's refund written 'requested' under the order's lock (holdRefund), and the
 * process gone before the provider's answer was recorded. Requested `ago` before now.
 */
async function crashedRefund(
  orderId: string,
  options: { amountCents?: number; ago?: number } = {},
): Promise<RefundRow> {
  const admin = await ctx.newUser({ role: 'admin' });
  const refund = await ctx.db.transaction(async (tx) => {
    const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update');
    return holdRefund(tx, {
      order: order!,
      ask: { cause: 'amount', amountCents: options.amountCents ?? 1000 },
      reason: REASON,
      actor: admin,
      now: new Date(time.clock().getTime() - (options.ago ?? 5 * 60_000)),
    });
  });
  return refund!;
}

/**
 * The provider, as two instances would reach it over the network at once: each refund request
 * waits until every pass that asks has arrived (or a moment has passed, when only one does).
 */
function meetingAtRefunds(provider: PaymentProvider, passes: number): PaymentProvider {
  const waiting: (() => void)[] = [];
  const meet = () =>
    new Promise<void>((resolve) => {
      waiting.push(resolve);
      if (waiting.length === passes) for (const go of waiting.splice(0)) go();
      else setTimeout(resolve, 300);
    });
  return new Proxy(provider, {
    get(target, key) {
      if (key === 'refundPayment') {
        return async (input: Parameters<PaymentProvider['refundPayment']>[0]) => {
          await meet();
          return target.refundPayment(input);
        };
      }
      const value = Reflect.get(target, key);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}

async function run(app: App = ctx.app) {
  const response = await app.inject({
    method: 'POST',
    url: '/api/admin/reconciliation/run',
    headers: await ctx.login('admin'),
  });
  expect(response.statusCode).toBe(200);
  return response.json() as ReconciliationRunAnswer;
}

const refundRow = async (id: string) =>
  (await ctx.db.select().from(refunds).where(eq(refunds.id, id)))[0]!;
const refundEvents = (refundId: string) =>
  ctx.db.select().from(orderEvents).where(eq(orderEvents.refundId, refundId));
const findingsOf = (refundId: string) =>
  ctx.db.select().from(reconciliationFindings).where(eq(reconciliationFindings.refundId, refundId));
const sandboxRefundsOf = (refundId: string) =>
  ctx.db.select().from(sandboxRefunds).where(eq(sandboxRefunds.refundRef, refundId));
const stripeRefundsOf = (refundId: string) =>
  stripe.refunds.filter((refund) => refund.metadata.refundRef === refundId);
const refundPosts = () => stripe.requestsTo('/v1/refunds').filter((r) => r.method === 'POST');

describe('a refund left requested, on the sandbox', () => {
  it('never reached the provider: asks again, once, and records it made with its event', async () => {
    const { orderId } = await paidOrder();
    const refund = await crashedRefund(orderId, { amountCents: 1250 });

    const answer = await run();

    const settled = await refundRow(refund.id);
    expect(settled).toMatchObject({ state: 'succeeded', error: null });
    expect(settled.providerRefundId).toMatch(/^re_sandbox_/);
    expect(settled.settledAt).toEqual(time.clock());
    expect(await sandboxRefundsOf(refund.id)).toEqual([
      expect.objectContaining({ amountCents: 1250 }),
    ]);
    expect(await refundEvents(refund.id)).toEqual([
      expect.objectContaining({ action: 'refund', amountCents: 1250, reason: REASON }),
    ]);
    const detail = reconciledRefundMade(shortOrderId(orderId), formatUsd(1250));
    expect(await findingsOf(refund.id)).toEqual([
      expect.objectContaining({
        kind: 'refund_settled',
        orderId,
        amountCents: 1250,
        detail,
        resolvedAt: time.clock(),
      }),
    ]);
    expect(answer.message).toBe(reconciliationRan(1, 0));
    expect(answer.deferred).toBe(false);
    expect(answer.findings).toEqual([
      expect.objectContaining({ kind: 'refund_settled', refundId: refund.id, needsPerson: false }),
    ]);

    // Nothing is left to do: another pass changes nothing.
    expect((await run()).findings).toEqual([]);
    expect(await sandboxRefundsOf(refund.id)).toHaveLength(1);
    expect(await refundEvents(refund.id)).toHaveLength(1);
  });

  it('was made before the crash: records the refund the provider holds, without another', async () => {
    const { orderId, providerSessionId } = await paidOrder();
    const refund = await crashedRefund(orderId);
    const made = await ctx.app.payments.refundPayment({
      providerSessionId,
      amountCents: refund.amountCents,
      refundRef: refund.id,
      orderId,
      idempotencyKey: refund.idempotencyKey,
    });

    await run();

    expect(await refundRow(refund.id)).toMatchObject({
      state: 'succeeded',
      providerRefundId: made.id,
    });
    expect(await sandboxRefundsOf(refund.id)).toHaveLength(1);
    expect(await findingsOf(refund.id)).toEqual([
      expect.objectContaining({
        kind: 'refund_settled',
        detail: reconciledRefundFound(shortOrderId(orderId), formatUsd(refund.amountCents)),
      }),
    ]);
  });

  it('leaves a refund whose own request may still be in flight to that request', async () => {
    const { orderId } = await paidOrder();
    const refund = await crashedRefund(orderId, { ago: REFUND_GRACE_MS - 10_000 });

    expect((await run()).findings).toEqual([]);
    expect(await refundRow(refund.id)).toMatchObject({ state: 'requested' });
    expect(await sandboxRefundsOf(refund.id)).toEqual([]);

    time.advance(20_000);
    await run();
    expect(await refundRow(refund.id)).toMatchObject({ state: 'succeeded' });
  });

  it('records the refusal of one the provider cannot make, for a person to retry', async () => {
    const { orderId } = await paidOrder();
    const refund = await crashedRefund(orderId, { amountCents: 1000 });
    // The sandbox refuses a refund of more than the payment holds: someone refunded it meanwhile.
    const [session] = await ctx.db
      .select({ id: paymentSessions.id, amountTotalCents: paymentSessions.amountTotalCents })
      .from(paymentSessions)
      .innerJoin(orders, eq(orders.paymentSessionId, paymentSessions.id))
      .where(eq(orders.id, orderId));
    await ctx.db.insert(sandboxRefunds).values({
      id: `re_sandbox_elsewhere_${refund.id.slice(0, 8)}`,
      paymentSessionId: session!.id,
      refundRef: `elsewhere-${refund.id}`,
      amountCents: session!.amountTotalCents,
    });

    const answer = await run();

    const failed = await refundRow(refund.id);
    expect(failed.state).toBe('failed');
    expect(failed.error).toMatch(/^The sandbox holds no payment of 1000 cents left/);
    expect(await refundEvents(refund.id)).toEqual([
      expect.objectContaining({ action: 'refund_failed' }),
    ]);
    expect(await findingsOf(refund.id)).toEqual([
      expect.objectContaining({
        kind: 'refund_failed',
        resolvedAt: null,
        detail: reconciledRefundFailed(shortOrderId(orderId), formatUsd(1000), failed.error!),
      }),
    ]);
    expect(answer.message).toBe(reconciliationRan(0, 1));
    expect(answer.findings).toEqual([expect.objectContaining({ needsPerson: true })]);
  });
});

describe('a refund Stripe answers pending (issue #35)', () => {
  it('is on its way, not made: the buyer hears once Stripe says, and the sweep records it once', async () => {
    const { orderId } = await paidOrder(stripeApp);
    const name = shortOrderId(orderId);
    stripe.refundStatus = 'pending';
    const asked = await stripeApp
      .inject({
        method: 'POST',
        url: `/api/orders/${orderId}/refunds`,
        headers: await ctx.login('admin'),
        payload: { amountCents: 700, reason: REASON },
      })
      .finally(() => {
        stripe.refundStatus = 'succeeded';
      });
    expect(asked.json().message).toBe(refundPending(name, formatUsd(700)));
    const [row] = await ctx.db.select().from(refunds).where(eq(refunds.orderId, orderId));
    const [made] = stripeRefundsOf(row!.id);
    expect(row).toMatchObject({ state: 'requested', providerRefundId: made!.id });
    expect(await refundEvents(row!.id)).toEqual([]);

    // Still pending past the grace: the sweep leaves it waiting, and finds nothing to say.
    time.advance(REFUND_GRACE_MS + 60_000);
    await run(stripeApp);
    expect(await refundRow(row!.id)).toMatchObject({ state: 'requested' });
    expect(await findingsOf(row!.id)).toEqual([]);

    made!.status = 'succeeded';
    await run(stripeApp);
    expect(await refundRow(row!.id)).toMatchObject({ state: 'succeeded' });
    expect(await refundEvents(row!.id)).toEqual([
      expect.objectContaining({ action: 'refund', amountCents: 700 }),
    ]);
    const texts = await ctx.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.orderId, orderId), eq(notifications.kind, 'refunded')));
    expect(texts).toHaveLength(1);
    expect(stripeRefundsOf(row!.id)).toHaveLength(1);
  });
});

describe('a refund left requested, on Stripe', () => {
  it('was made at Stripe before the crash: finds it and never refunds twice', async () => {
    const { orderId, providerSessionId } = await paidOrder(stripeApp);
    const refund = await crashedRefund(orderId, { amountCents: 1500 });
    const made = await stripeApp.payments.refundPayment({
      providerSessionId,
      amountCents: refund.amountCents,
      refundRef: refund.id,
      orderId,
      idempotencyKey: refund.idempotencyKey,
    });
    const posts = refundPosts().length;

    await run(stripeApp);

    expect(await refundRow(refund.id)).toMatchObject({
      state: 'succeeded',
      providerRefundId: made.id,
    });
    expect(refundPosts()).toHaveLength(posts);
    expect(stripeRefundsOf(refund.id)).toHaveLength(1);
    expect(await findingsOf(refund.id)).toEqual([
      expect.objectContaining({
        kind: 'refund_settled',
        detail: reconciledRefundFound(shortOrderId(orderId), formatUsd(1500)),
      }),
    ]);
  });

  it('never reached Stripe: sends the same request, with the attempt’s idempotency key', async () => {
    const { orderId } = await paidOrder(stripeApp);
    const refund = await crashedRefund(orderId, { amountCents: 700 });

    await run(stripeApp);

    expect(
      refundPosts().filter(
        (r) => (r.params.metadata as Record<string, string>).refundRef === refund.id,
      ),
    ).toEqual([
      expect.objectContaining({
        idempotencyKey: refund.idempotencyKey,
        params: expect.objectContaining({ amount: '700' }),
      }),
    ]);
    expect(stripeRefundsOf(refund.id)).toEqual([expect.objectContaining({ amount: 700 })]);
    expect(await refundRow(refund.id)).toMatchObject({
      state: 'succeeded',
      providerRefundId: stripeRefundsOf(refund.id)[0]!.id,
    });
  });

  it('one Stripe failed: records it failed, for a person, and makes no other', async () => {
    const { orderId, providerSessionId } = await paidOrder(stripeApp);
    const refund = await crashedRefund(orderId, { amountCents: 900 });
    await stripeApp.payments.refundPayment({
      providerSessionId,
      amountCents: refund.amountCents,
      refundRef: refund.id,
      orderId,
      idempotencyKey: refund.idempotencyKey,
    });
    // Stripe could not return the money to the card after all.
    stripeRefundsOf(refund.id)[0]!.status = 'failed';

    await run(stripeApp);

    expect(await refundRow(refund.id)).toMatchObject({
      state: 'failed',
      error: REFUND_FAILED_AT_PROVIDER,
    });
    expect(stripeRefundsOf(refund.id)).toHaveLength(1);
    expect(await findingsOf(refund.id)).toEqual([
      expect.objectContaining({
        kind: 'refund_failed',
        resolvedAt: null,
        detail: reconciledRefundFailed(
          shortOrderId(orderId),
          formatUsd(900),
          REFUND_FAILED_AT_PROVIDER,
        ),
      }),
    ]);
  });

  it('Stripe unreachable: leaves it requested for the next pass, which settles it', async () => {
    const { orderId } = await paidOrder(stripeApp);
    const refund = await crashedRefund(orderId);
    stripe.failing = true;
    let answer: ReconciliationRunAnswer;
    try {
      answer = await run(stripeApp);
    } finally {
      stripe.failing = false;
    }

    expect(answer.deferred).toBe(true);
    expect(answer.message).toBe(`${reconciliationRan(0, 0)} ${RECONCILIATION_PROVIDER_DOWN}`);
    expect(await refundRow(refund.id)).toMatchObject({ state: 'requested', error: null });
    expect(await refundEvents(refund.id)).toEqual([]);
    expect(await findingsOf(refund.id)).toEqual([]);

    const next = await run(stripeApp);
    expect(next.deferred).toBe(false);
    expect(await refundRow(refund.id)).toMatchObject({ state: 'succeeded' });
    expect(stripeRefundsOf(refund.id)).toHaveLength(1);
  });

  it('two instances sweeping at once settle it once: one refund, one event, one finding', async () => {
    const provider = meetingAtRefunds(stripe.provider(time.clock), 3);
    const [one, other] = await Promise.all(
      [1, 2].map(() => ctx.buildApp({ clock: time.clock, paymentProvider: provider })),
    );
    const { orderId } = await paidOrder(stripeApp);
    const refund = await crashedRefund(orderId, { amountCents: 1100 });

    const answers = await Promise.all([run(one!), run(other!), run(one!)]);

    expect(answers.flatMap((answer) => answer.findings)).toEqual([
      expect.objectContaining({ refundId: refund.id, kind: 'refund_settled' }),
    ]);
    expect(stripeRefundsOf(refund.id)).toHaveLength(1);
    expect(
      refundPosts().filter(
        (r) => (r.params.metadata as Record<string, string>).refundRef === refund.id,
      ),
    ).toHaveLength(1);
    expect(await refundEvents(refund.id)).toHaveLength(1);
    expect(await findingsOf(refund.id)).toHaveLength(1);
    expect(await refundRow(refund.id)).toMatchObject({ state: 'succeeded' });
  });

  it.runIf(ctx.engine === 'postgres')(
    'leaves a refund another instance is working on to it (PostgreSQL)',
    async () => {
      const { orderId } = await paidOrder(stripeApp);
      const refund = await crashedRefund(orderId);
      await ctx.db.transaction(async (tx) => {
        // Another instance's claim, held while it asks the provider.
        await tx.execute(sql`select pg_advisory_xact_lock(${refundClaimKey(refund.id)})`);
        await run(stripeApp);
        expect(await refundRow(refund.id)).toMatchObject({ state: 'requested' });
        expect(stripeRefundsOf(refund.id)).toEqual([]);
      });
      await run(stripeApp);
      expect(await refundRow(refund.id)).toMatchObject({ state: 'succeeded' });
      expect(
        await ctx.db
          .select()
          .from(orderEvents)
          .where(and(eq(orderEvents.refundId, refund.id), eq(orderEvents.action, 'refund'))),
      ).toHaveLength(1);
    },
  );
});
