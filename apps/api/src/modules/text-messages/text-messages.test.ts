import { randomUUID } from 'node:crypto';
import { textMessagesAnswerSchema } from '@marketplace/contract/text-messages';
import { and, asc, eq, ne } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { notifications, orderEvents } from '../../db/schema.js';
import {
  SmsDeliveryError,
  type SmsMessage,
  type SmsProvider,
} from '../../providers/sms/sms-provider.js';
import { createTestApp } from '../../test/create-test-app.js';
import { BUYER_HOME } from '../../test/order-addresses.js';
import { MAX_ATTEMPTS } from './text-worker.js';

// Issue #15: the text-message outbox (docs/decisions/098). Messages are owed in the event's
// transaction and sent by a worker; here the worker is run by hand with a provider that records.
const ctx = await createTestApp();

/** A provider that records what it sent and throws the errors queued for its next calls. */
class RecordingSms implements SmsProvider {
  readonly name = 'log' as const;
  readonly sent: SmsMessage[] = [];
  calls = 0;
  readonly failNext: SmsDeliveryError[] = [];
  async send(message: SmsMessage) {
    this.calls += 1;
    const failure = this.failNext.shift();
    if (failure) throw failure;
    this.sent.push(message);
    return { providerId: `SM${this.sent.length}` };
  }
}

// The worker's clock; texts are owed at the database's now(), so the clock starts just after it.
let now = new Date(Date.now() + 60_000);
const sms = new RecordingSms();
const app = await ctx.buildApp({ clock: () => now, smsProvider: sms });

/** A paid delivery order of a new buyer at a new store of a new seller. */
async function paidOrder() {
  const buyer = await ctx.newUser();
  const seller = await ctx.newUser({ role: 'seller' });
  const store = await ctx.newStore({
    sellerId: seller.sellerId!,
    name: `Taqueria ${randomUUID().slice(0, 4)}`,
  });
  const orderId = await ctx.newOrder(buyer, {
    orderType: 'delivery',
    storeId: store.id,
    deliveryAddress: BUYER_HOME,
  });
  return { buyer, seller, store, orderId };
}

const textsOf = (orderId: string) =>
  ctx.db
    .select()
    .from(notifications)
    .where(eq(notifications.orderId, orderId))
    .orderBy(asc(notifications.createdAt), asc(notifications.kind));

const short = (orderId: string) => orderId.slice(0, 8).toUpperCase();

describe('texts owed by order events', () => {
  it('a paid order owes its buyer a confirmation and its seller a new-order text, with the store and the window', async () => {
    const { buyer, seller, store, orderId } = await paidOrder();
    const texts = await textsOf(orderId);
    expect(texts.map((text) => [text.kind, text.recipientUserId, text.phone, text.status])).toEqual(
      [
        ['new_order', seller.id, seller.phone, 'pending'],
        ['order_confirmed', buyer.id, buyer.phone, 'pending'],
      ],
    );
    const confirmed = texts.find((text) => text.kind === 'order_confirmed')!;
    // The window of the test order: 19:00–20:00 UTC on 14 January, 11 am – noon in Pasadena.
    expect(confirmed.body).toBe(
      `Order ${short(orderId)} from ${store.name} is confirmed for delivery Wed, Jan 14, 11:00 AM – 12:00 PM. Reply STOP to stop texts.`,
    );
  });

  it('an assignment and a cancellation owe the buyer one text each, a cancellation the seller one too; a reassignment and a refused change none', async () => {
    const { orderId } = await paidOrder();
    const admin = await ctx.newUser({ role: 'admin' });
    const headers = await ctx.login(admin);
    const give = (driverId: string) =>
      app.inject({
        method: 'POST',
        url: '/api/admin/assign-instructions',
        headers,
        payload: { adminId: admin.adminId, orderId, driverId },
      });
    expect((await give((await ctx.newUser({ role: 'driver' })).driverId!)).statusCode).toBe(200);
    expect((await give((await ctx.newUser({ role: 'driver' })).driverId!)).statusCode).toBe(200);
    const cancel = () =>
      app.inject({
        method: 'POST',
        url: `/api/orders/${orderId}/cancel`,
        headers,
        payload: { reason: 'The store closed early.' },
      });
    expect((await cancel()).statusCode).toBe(200);
    expect((await cancel()).statusCode).toBe(409);
    const texts = await textsOf(orderId);
    expect(texts.filter((text) => text.recipientRole === 'buyer').map((text) => text.kind)).toEqual(
      ['order_confirmed', 'driver_assigned', 'cancelled'],
    );
    expect(texts.find((text) => text.kind === 'cancelled')!.body).toContain(
      'was cancelled: The store closed early. Any charge is refunded to your card.',
    );
    // The kitchen hears it too, with the reason (issue #30).
    expect(
      texts.filter((text) => text.recipientRole === 'seller').map((text) => text.kind),
    ).toEqual(['new_order', 'store_cancelled']);
    expect(texts.find((text) => text.kind === 'store_cancelled')!.body).toContain(
      'was cancelled: The store closed early. Stop preparing it; the buyer is refunded.',
    );
  });
});

describe('the worker', () => {
  /** Runs the worker until nothing is due now. */
  async function drain() {
    while ((await app.textWorker.runOnce()) > 0) {}
  }

  it('sends each owed text once, with the brand first, and records the provider’s id', async () => {
    const { buyer, orderId } = await paidOrder();
    await drain();
    const texts = await textsOf(orderId);
    expect(texts.every((text) => text.status === 'sent' && text.attempts === 1)).toBe(true);
    const toBuyer = sms.sent.filter((message) => message.to === buyer.phone);
    expect(toBuyer).toHaveLength(1);
    expect(toBuyer[0]!.body).toMatch(/^Arroyo: Order [0-9A-F]{8} from /);
    expect(texts.find((text) => text.recipientUserId === buyer.id)!.providerId).toMatch(/^SM\d+$/);
    await drain();
    expect(sms.sent.filter((message) => message.to === buyer.phone)).toHaveLength(1);
  });

  it('a provider that fails twice then succeeds sends the text once, waiting longer each time', async () => {
    await drain();
    const { buyer, orderId } = await paidOrder();
    // Both texts of the order fail twice.
    for (let n = 0; n < 4; n++) {
      sms.failNext.push(
        new SmsDeliveryError('Twilio is down (503).', { permanent: false, code: 503 }),
      );
    }
    const started = now;
    await drain();
    let [text] = (await textsOf(orderId)).filter((row) => row.recipientUserId === buyer.id);
    expect(text).toMatchObject({
      status: 'pending',
      attempts: 1,
      lastError: 'Twilio is down (503).',
    });
    expect(text!.nextAttemptAt).toEqual(new Date(started.getTime() + 5_000));
    now = new Date(started.getTime() + 5_000);
    await drain();
    [text] = (await textsOf(orderId)).filter((row) => row.recipientUserId === buyer.id);
    expect(text).toMatchObject({ status: 'pending', attempts: 2 });
    expect(text!.nextAttemptAt).toEqual(new Date(now.getTime() + 10_000));
    now = new Date(now.getTime() + 10_000);
    await drain();
    [text] = (await textsOf(orderId)).filter((row) => row.recipientUserId === buyer.id);
    expect(text).toMatchObject({ status: 'sent', attempts: 3, lastError: null });
    expect(sms.sent.filter((message) => message.to === buyer.phone)).toHaveLength(1);
  });

  it('gives up at once when retrying cannot help, after five tries otherwise, and honours STOP', async () => {
    await drain();
    const wrongNumber = await paidOrder();
    sms.failNext.push(
      new SmsDeliveryError('The number is not a mobile number.', { permanent: true, code: 21614 }),
      new SmsDeliveryError('The recipient replied STOP.', {
        permanent: true,
        optedOut: true,
        code: 21610,
      }),
    );
    await drain();
    expect((await textsOf(wrongNumber.orderId)).map((text) => text.status).sort()).toEqual([
      'failed',
      'opted_out',
    ]);

    const flaky = await paidOrder();
    for (let n = 0; n < 2 * MAX_ATTEMPTS; n++) {
      sms.failNext.push(new SmsDeliveryError('Timed out.', { permanent: false }));
    }
    for (let n = 0; n < MAX_ATTEMPTS; n++) {
      await drain();
      now = new Date(now.getTime() + 60_000);
    }
    const texts = await textsOf(flaky.orderId);
    expect(texts.map((text) => [text.status, text.attempts])).toEqual([
      ['failed', MAX_ATTEMPTS],
      ['failed', MAX_ATTEMPTS],
    ]);
  });

  it('two workers racing over 200 texts send each exactly once', async () => {
    await drain();
    const { orderId } = await paidOrder();
    const [event] = await ctx.db.select().from(orderEvents).where(eq(orderEvents.orderId, orderId));
    await ctx.db.insert(notifications).values(
      Array.from({ length: 200 }, (_, n) => ({
        orderEventId: event!.id,
        orderId,
        kind: 'order_confirmed' as const,
        recipientUserId: randomUUID(),
        recipientRole: 'buyer' as const,
        phone: `+1626555${String(n).padStart(4, '0')}`,
        body: `Message ${n}`,
        nextAttemptAt: now,
      })),
    );
    const [first, second] = [new RecordingSms(), new RecordingSms()];
    const workerA = await ctx.buildApp({ clock: () => now, smsProvider: first });
    const workerB = await ctx.buildApp({ clock: () => now, smsProvider: second });
    const run = async (worker: typeof workerA) => {
      while ((await worker.textWorker.runOnce()) > 0) {}
    };
    await Promise.all([run(workerA), run(workerB), run(workerA), run(workerB)]);
    const sent = [...first.sent, ...second.sent].filter((message) =>
      message.body.includes('Message'),
    );
    expect(sent).toHaveLength(200);
    expect(new Set(sent.map((message) => message.to)).size).toBe(200);
    const unsent = await ctx.db
      .select({ id: notifications.id })
      .from(notifications)
      .where(and(eq(notifications.orderId, orderId), ne(notifications.status, 'sent')));
    expect(unsent).toEqual([]);
  });
});

describe('GET /api/admin/notifications', () => {
  it('lists the texts newest first with how each went, filtered by status; admins only', async () => {
    await paidOrder();
    const headers = await ctx.login('admin');
    const listed = await app.inject({ url: '/api/admin/notifications?limit=3', headers });
    expect(listed.statusCode).toBe(200);
    const page = textMessagesAnswerSchema.parse(listed.json());
    expect(page.messages).toHaveLength(3);
    const times = page.messages.map((message) => message.createdAt);
    expect([...times].sort().reverse()).toEqual(times);
    expect(page.nextBefore).toBe(page.messages[2]!._id);
    const next = await app.inject({
      url: `/api/admin/notifications?limit=3&before=${page.nextBefore}`,
      headers,
    });
    const ids = new Set(page.messages.map((message) => message._id));
    expect(next.json().messages.some((message: { _id: string }) => ids.has(message._id))).toBe(
      false,
    );
    const failed = await app.inject({ url: '/api/admin/notifications?status=failed', headers });
    expect(
      failed.json().messages.every((message: { status: string }) => message.status === 'failed'),
    ).toBe(true);
    for (const role of ['buyer', 'seller', 'driver', 'dataentry'] as const) {
      const refused = await app.inject({
        url: '/api/admin/notifications',
        headers: await ctx.login(role),
      });
      expect(refused.statusCode, role).toBe(403);
    }
    expect((await app.inject({ url: '/api/admin/notifications' })).statusCode).toBe(401);
  });
});
