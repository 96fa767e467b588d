import { createECDH, randomBytes } from 'node:crypto';
import { BAD_PUSH_ENDPOINT } from '@marketplace/contract/push';
import { and, eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { orderEvents, orders, pushMessages, pushSubscriptions } from '../../db/schema.js';
import { createTestApp } from '../../test/create-test-app.js';
import { type FakeDevice, fakePushService } from '../../test/fake-push-service.js';
import { BUYER_HOME } from '../../test/order-addresses.js';
import { pushUnacknowledgedOrders } from '../orders/seller/unacknowledged-orders.js';
import type { UserRecord } from '../users/service.js';
import { MAX_PUSH_ATTEMPTS, pushRetryDelayMs } from './push-worker.js';
import { queueLatePushes, queueOrderPushes } from './queue-order-pushes.js';
import { BAD_PUSH_KEY, MAX_PUSH_DEVICES, savePushSubscription } from './save-push-subscription.js';

// Issue #36: push notifications (docs/decisions/144). Devices are real P-256 key pairs at a fake
// push service on 127.0.0.1, which checks each request's VAPID signature and decrypts its
// payload; the worker is run by hand.
const ctx = await createTestApp();
const fake = await fakePushService();

// The worker's clock; notifications are owed at the database's now(), so it starts just after.
let now = new Date(Date.now() + 60_000);
const app = await ctx.buildApp({ clock: () => now });

const CHROME_ON_ANDROID =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36';

/** A browser's PushSubscription JSON at a push service that is never called (https). */
function browserSubscription() {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  return {
    endpoint: `https://fcm.googleapis.com/fcm/send/${randomBytes(12).toString('base64url')}`,
    expirationTime: null,
    keys: {
      p256dh: ecdh.getPublicKey('base64url'),
      auth: randomBytes(16).toString('base64url'),
    },
  };
}

/** The user's new device at the fake service, subscribed as the route does. */
async function deviceOf(user: UserRecord): Promise<FakeDevice> {
  const device = fake.newDevice();
  await savePushSubscription(
    { db: ctx.db, clock: () => new Date() },
    { actor: user, subscription: device, userAgent: CHROME_ON_ANDROID },
  );
  return device;
}

/** Runs the worker until nothing is due now. */
async function drain(worker = app) {
  while ((await worker.pushWorker.runOnce()) > 0) {}
}

/** A paid delivery order of the buyer at a new store of the seller. */
async function paidDelivery(buyer: UserRecord, seller: UserRecord) {
  const store = await ctx.newStore({ sellerId: seller.sellerId!, name: 'Casa Arroyo Taqueria' });
  return ctx.newOrder(buyer, {
    orderType: 'delivery',
    storeId: store.id,
    deliveryAddress: BUYER_HOME,
  });
}

/** The process's push_messages_failed_total by outcome, as the metrics show it. */
async function pushFailures() {
  const text = await app.metrics.metrics();
  const count = (outcome: string) =>
    Number(
      text.match(
        new RegExp(`^push_messages_failed_total\\{outcome="${outcome}"\\} (\\S+)$`, 'm'),
      )?.[1],
    );
  return { retrying: count('retrying'), given_up: count('given_up') };
}

const short = (orderId: string) => orderId.slice(0, 8).toUpperCase();

const subscriptionsOf = (userId: string) =>
  ctx.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, userId));

describe('GET /api/push/key', () => {
  it('answers every signed-in role the one VAPID public key, the same on every instance', async () => {
    const keys = new Set<string>();
    for (const role of ['buyer', 'seller', 'driver', 'admin', 'dataentry'] as const) {
      const answer = await app.inject({ url: '/api/push/key', headers: await ctx.login(role) });
      expect(answer.statusCode, role).toBe(200);
      keys.add(answer.json().publicKey);
    }
    const other = await ctx.buildApp();
    keys.add(
      (await other.inject({ url: '/api/push/key', headers: await ctx.login('buyer') })).json()
        .publicKey,
    );
    expect(keys.size).toBe(1);
    expect([...keys][0]).toMatch(/^[A-Za-z0-9_-]{87}$/);
    expect((await app.inject({ url: '/api/push/key' })).statusCode).toBe(401);
  });
});

describe('POST /api/push/subscriptions', () => {
  const subscribe = async (user: UserRecord, payload: object) =>
    app.inject({
      method: 'POST',
      url: '/api/push/subscriptions',
      headers: { ...(await ctx.login(user)), 'user-agent': CHROME_ON_ANDROID },
      payload,
    });

  it('keeps the browser’s subscription for the caller, named after the browser', async () => {
    const buyer = await ctx.newUser();
    const subscription = browserSubscription();
    const answer = await subscribe(buyer, subscription);
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({ subscribed: true, deviceLabel: 'Chrome on Android' });
    expect(await subscriptionsOf(buyer.id)).toMatchObject([
      {
        endpoint: subscription.endpoint,
        p256dh: subscription.keys.p256dh,
        auth: subscription.keys.auth,
        deviceLabel: 'Chrome on Android',
        lastSentAt: null,
      },
    ]);
  });

  it('updates the same endpoint rather than adding one, and hands it over with nothing owed to the one before', async () => {
    const [first, second] = [await ctx.newUser(), await ctx.newUser()];
    const subscription = browserSubscription();
    await subscribe(first, subscription);
    const renewed = { ...subscription, keys: browserSubscription().keys };
    expect((await subscribe(first, renewed)).statusCode).toBe(200);
    const [row] = await subscriptionsOf(first.id);
    expect(row).toMatchObject({ p256dh: renewed.keys.p256dh });
    expect(await subscriptionsOf(first.id)).toHaveLength(1);
    await ctx.db.insert(pushMessages).values({
      subscriptionId: row!.id,
      eventKey: 'test:owed-to-first',
      payload: { title: 'For the first', body: 'Theirs', url: '/dashboard/orders', tag: 't' },
    });

    // Someone else signs in on that browser and turns notifications on.
    expect((await subscribe(second, renewed)).statusCode).toBe(200);
    expect(await subscriptionsOf(first.id)).toEqual([]);
    const [handed] = await subscriptionsOf(second.id);
    expect(handed!.endpoint).toBe(subscription.endpoint);
    expect(
      await ctx.db.select().from(pushMessages).where(eq(pushMessages.subscriptionId, handed!.id)),
    ).toEqual([]);
  });

  it(`keeps a person’s ${MAX_PUSH_DEVICES} latest devices, dropping the oldest`, async () => {
    const buyer = await ctx.newUser();
    const endpoints: string[] = [];
    for (let n = 0; n <= MAX_PUSH_DEVICES; n++) {
      const subscription = browserSubscription();
      endpoints.push(subscription.endpoint);
      now = new Date(now.getTime() + 1_000);
      expect((await subscribe(buyer, subscription)).statusCode).toBe(200);
    }
    const kept = (await subscriptionsOf(buyer.id)).map((row) => row.endpoint).sort();
    expect(kept).toEqual(endpoints.slice(1).sort());
  });

  it('refuses what is not a browser’s subscription with a 400, changing nothing', async () => {
    const buyer = await ctx.newUser();
    const good = browserSubscription();
    const refusals: [object, string][] = [
      [{ ...good, endpoint: 'http://fcm.googleapis.com/fcm/send/x' }, BAD_PUSH_ENDPOINT],
      [{ ...good, endpoint: 'https://127.0.0.1:8443/push' }, BAD_PUSH_ENDPOINT],
      [{ ...good, endpoint: 'https://localhost/push' }, BAD_PUSH_ENDPOINT],
      [{ ...good, endpoint: 'https://user:pw@fcm.googleapis.com/x' }, BAD_PUSH_ENDPOINT],
      [{ ...good, endpoint: `https://fcm.googleapis.com/${'a'.repeat(1000)}` }, 'endpoint'],
      [{ ...good, keys: { p256dh: good.keys.p256dh } }, 'keys.auth'],
      [{ ...good, keys: { ...good.keys, p256dh: 'A'.repeat(87) } }, BAD_PUSH_KEY],
      [{ ...good, keys: { ...good.keys, auth: 'short' } }, 'keys.auth'],
      [{ ...good, device: 'mine' }, 'device'],
    ];
    for (const [payload, said] of refusals) {
      const answer = await subscribe(buyer, payload);
      expect(answer.statusCode, JSON.stringify(payload).slice(0, 80)).toBe(400);
      expect(answer.json().error).toContain(said);
    }
    expect(await subscriptionsOf(buyer.id)).toEqual([]);
    const anonymous = await app.inject({
      method: 'POST',
      url: '/api/push/subscriptions',
      payload: good,
    });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('DELETE /api/push/subscriptions', () => {
  it('removes the caller’s own device only: someone else’s is not found, and stays', async () => {
    const [owner, other] = [await ctx.newUser(), await ctx.newUser({ role: 'admin' })];
    const { endpoint } = browserSubscription();
    const stored = await app.inject({
      method: 'POST',
      url: '/api/push/subscriptions',
      headers: await ctx.login(owner),
      payload: { ...browserSubscription(), endpoint },
    });
    expect(stored.statusCode).toBe(200);
    const remove = async (user: UserRecord) =>
      app.inject({
        method: 'DELETE',
        url: '/api/push/subscriptions',
        headers: await ctx.login(user),
        payload: { endpoint },
      });
    const refused = await remove(other);
    expect(refused.statusCode).toBe(404);
    expect(refused.json()).toMatchObject({
      error: 'This device does not take your notifications.',
      code: 'NOT_FOUND',
    });
    expect(await subscriptionsOf(owner.id)).toHaveLength(1);
    expect((await remove(owner)).statusCode).toBe(204);
    expect(await subscriptionsOf(owner.id)).toEqual([]);
    expect((await remove(owner)).statusCode).toBe(404);
  });
});

describe('what order events push', () => {
  it('a paid order tells the buyer’s and the seller’s devices once each, in the texts’ words, with no phone, address or birth date', async () => {
    const buyer = await ctx.newUser();
    const seller = await ctx.newUser({ role: 'seller' });
    const [phone, laptop] = [await deviceOf(buyer), await deviceOf(buyer)];
    const till = await deviceOf(seller);
    const orderId = await paidDelivery(buyer, seller);
    // Two instances' workers at once, twice over: each notification goes out once.
    const other = await ctx.buildApp({ clock: () => now });
    await Promise.all([drain(), drain(other), drain(), drain(other)]);

    const confirmed = {
      title: 'Order confirmed',
      body: `Order ${short(orderId)} from Casa Arroyo Taqueria is confirmed for delivery Wed, Jan 14, 11:00 AM – 12:00 PM.`,
      url: '/dashboard/orders',
      tag: `order-${orderId}`,
    };
    expect(fake.of(phone)).toEqual([confirmed]);
    expect(fake.of(laptop)).toEqual([confirmed]);
    expect(fake.of(till)).toEqual([
      {
        title: 'New order',
        body: `New delivery order ${short(orderId)} at Casa Arroyo Taqueria for Wed, Jan 14, 11:00 AM – 12:00 PM.`,
        url: '/sellerdashboard/orders',
        tag: `order-${orderId}`,
      },
    ]);
    const sent = JSON.stringify([...fake.of(phone), ...fake.of(till)]);
    for (const secret of [
      buyer.phone,
      buyer.phone.slice(2),
      seller.phone.slice(2),
      BUYER_HOME.contact,
      BUYER_HOME.street2,
      BUYER_HOME.fullname,
      '1990',
      buyer.email,
    ]) {
      expect(sent).not.toContain(secret);
    }
    // Signed with the key browsers subscribe with.
    const { publicKey } = (
      await app.inject({ url: '/api/push/key', headers: await ctx.login(buyer) })
    ).json();
    const pushed = fake.received.filter((push) => push.device === phone.path);
    expect(pushed.map((push) => push.vapidKey)).toEqual([publicKey]);
    expect(pushed[0]!.headers).toMatchObject({ ttl: '21600', 'content-encoding': 'aes128gcm' });
    expect(fake.refused).toEqual([]);
    const [row] = await subscriptionsOf(seller.id);
    expect(row!.lastSentAt).toEqual(now);
  });

  it('one event pushes one device once, however often its path runs', async () => {
    const buyer = await ctx.newUser();
    const device = await deviceOf(buyer);
    const orderId = await paidDelivery(buyer, await ctx.newUser({ role: 'seller' }));
    const [event] = await ctx.db.select().from(orderEvents).where(eq(orderEvents.orderId, orderId));
    const [order] = await ctx.db.select().from(orders).where(eq(orders.id, orderId));
    await ctx.db.transaction(async (tx) => {
      await queueOrderPushes(tx, { event: event!, order: order! });
      await queueOrderPushes(tx, { event: event!, order: order! });
    });
    await drain();
    await queueOrderPushes(ctx.db, { event: event!, order: order! });
    await drain();
    expect(fake.of(device).map((push) => push.title)).toEqual(['Order confirmed']);
  });

  it('tells the driver given a delivery, and on a reassignment both drivers; the buyer once', async () => {
    const buyer = await ctx.newUser();
    const orderId = await paidDelivery(buyer, await ctx.newUser({ role: 'seller' }));
    const [first, second] = [
      await ctx.newUser({ role: 'driver' }),
      await ctx.newUser({ role: 'driver' }),
    ];
    const [firstPhone, secondPhone, buyerPhone] = [
      await deviceOf(first),
      await deviceOf(second),
      await deviceOf(buyer),
    ];
    const admin = await ctx.newUser({ role: 'admin' });
    const give = async (driver: UserRecord) =>
      app.inject({
        method: 'POST',
        url: '/api/admin/assign-instructions',
        headers: await ctx.login(admin),
        payload: { adminId: admin.adminId, orderId, driverId: driver.driverId },
      });
    expect((await give(first)).statusCode).toBe(200);
    expect((await give(second)).statusCode).toBe(200);
    await drain();

    const assigned = {
      title: 'New delivery',
      body: `Order ${short(orderId)} from Casa Arroyo Taqueria is yours to deliver, Wed, Jan 14, 11:00 AM – 12:00 PM.`,
      url: '/driverdashboard',
      tag: `order-${orderId}`,
    };
    expect(fake.of(firstPhone)).toEqual([
      assigned,
      {
        title: 'Delivery reassigned',
        body: `Order ${short(orderId)} from Casa Arroyo Taqueria was given to another driver: it is off your list.`,
        url: '/driverdashboard',
        tag: `order-${orderId}`,
      },
    ]);
    expect(fake.of(secondPhone)).toEqual([assigned]);
    expect(fake.of(buyerPhone).map((push) => push.title)).toEqual(['Driver assigned']);
  });

  it('tells the buyer’s and every admin’s devices once that a delivery will miss its window', async () => {
    const admin = await ctx.newUser({ role: 'admin' });
    const device = await deviceOf(admin);
    const buyer = await ctx.newUser();
    const orderId = await paidDelivery(buyer, await ctx.newUser({ role: 'seller' }));
    await drain();
    const buyerPhone = await deviceOf(buyer);
    const [order] = await ctx.db.select().from(orders).where(eq(orders.id, orderId));
    const arrivesAround = new Date('2026-01-14T20:40:00Z');
    await queueLatePushes(ctx.db, { order: order!, arrivesAround });
    await queueLatePushes(ctx.db, { order: order!, arrivesAround });
    await drain();
    expect(fake.of(device)).toEqual([
      {
        title: 'Delivery running late',
        body: `Order ${short(orderId)} from Casa Arroyo Taqueria will miss its window: arriving around 12:40 PM.`,
        url: '/admindashboard/orders',
        tag: `order-${orderId}`,
      },
    ]);
    expect(fake.of(buyerPhone)).toEqual([
      {
        title: 'Running late',
        body: `Order ${short(orderId)} from Casa Arroyo Taqueria is running late: arriving around 12:40 PM. Sorry for the wait.`,
        url: '/dashboard/orders',
        tag: `order-${orderId}`,
      },
    ]);
  });
});

describe('a paid order its store has not acknowledged', () => {
  it('tells every admin’s devices once, ten minutes after it was paid, and never an old one', async () => {
    const device = await deviceOf(await ctx.newUser({ role: 'admin' }));
    const buyer = await ctx.newUser();
    const store = await ctx.newStore({ name: 'Casa Arroyo Taqueria' });
    const paidAgo = (minutes: number) =>
      ctx.newOrder(buyer, {
        storeId: store.id,
        createdAt: new Date(now.getTime() - minutes * 60_000),
      });
    const waiting = await paidAgo(11);
    const acknowledged = await paidAgo(12);
    await ctx.db
      .update(orders)
      .set({ acknowledgedAt: new Date(now.getTime() - 5 * 60_000) })
      .where(eq(orders.id, acknowledged));
    await paidAgo(9);
    await paidAgo(90);

    const deps = { db: ctx.db, clock: () => now };
    await pushUnacknowledgedOrders(deps);
    await pushUnacknowledgedOrders(deps);
    await drain();
    expect(fake.of(device)).toEqual([
      {
        title: 'Store hasn’t acknowledged',
        body: `Order ${short(waiting)} was paid 10 minutes ago and Casa Arroyo Taqueria has not acknowledged it yet.`,
        url: '/admindashboard/orders',
        tag: `order-${waiting}`,
      },
    ]);
  });
});

describe('the push worker', () => {
  it('forgets a device the push service says is gone, with what it still owed', async () => {
    const buyer = await ctx.newUser();
    const [gone, kept] = [await deviceOf(buyer), await deviceOf(buyer)];
    fake.answer(gone, 410);
    const seller = await ctx.newUser({ role: 'seller' });
    await paidDelivery(buyer, seller);
    await drain();
    const left = await subscriptionsOf(buyer.id);
    expect(left.map((row) => row.endpoint)).toEqual([kept.endpoint]);
    expect(fake.of(kept)).toHaveLength(1);
    expect(
      await ctx.db
        .select({ id: pushMessages.id })
        .from(pushMessages)
        .innerJoin(pushSubscriptions, eq(pushSubscriptions.id, pushMessages.subscriptionId))
        .where(eq(pushSubscriptions.endpoint, gone.endpoint)),
    ).toEqual([]);
  });

  it('tries a busy service again, waiting longer each time, and gives up after the last try', async () => {
    await drain();
    const failuresBefore = await pushFailures();
    const buyer = await ctx.newUser();
    const device = await deviceOf(buyer);
    fake.answer(device, 503);
    await paidDelivery(buyer, await ctx.newUser({ role: 'seller' }));
    const [subscription] = await subscriptionsOf(buyer.id);
    const message = () =>
      ctx.db
        .select()
        .from(pushMessages)
        .where(eq(pushMessages.subscriptionId, subscription!.id))
        .then((rows) => rows[0]!);
    const started = now;
    for (let attempt = 1; attempt < MAX_PUSH_ATTEMPTS; attempt++) {
      await drain();
      expect(await message()).toMatchObject({
        status: 'pending',
        attempts: attempt,
        nextAttemptAt: new Date(now.getTime() + pushRetryDelayMs(attempt)),
      });
      now = new Date(now.getTime() + pushRetryDelayMs(attempt));
    }
    await drain();
    expect(await message()).toMatchObject({ status: 'failed', attempts: MAX_PUSH_ATTEMPTS });
    // The operator sees it (deploy/prometheus/alerts.yml PushesGivenUp).
    const failuresAfter = await pushFailures();
    expect(failuresAfter.retrying - failuresBefore.retrying).toBe(MAX_PUSH_ATTEMPTS - 1);
    expect(failuresAfter.given_up - failuresBefore.given_up).toBe(1);
    expect(await subscriptionsOf(buyer.id)).toHaveLength(1);
    expect(fake.of(device)).toEqual([]);
    expect(now.getTime()).toBeGreaterThan(started.getTime());
  });

  it('two workers racing over 120 notifications send each exactly once', async () => {
    await drain();
    const buyer = await ctx.newUser();
    const devices = await Promise.all(Array.from({ length: 6 }, () => deviceOf(buyer)));
    const rows = await subscriptionsOf(buyer.id);
    await ctx.db.insert(pushMessages).values(
      rows.flatMap((row) =>
        Array.from({ length: 20 }, (_, n) => ({
          subscriptionId: row.id,
          eventKey: `race:${n}`,
          payload: { title: `Message ${n}`, body: 'Race', url: '/dashboard/orders', tag: `t${n}` },
        })),
      ),
    );
    const [workerA, workerB] = [
      await ctx.buildApp({ clock: () => now }),
      await ctx.buildApp({ clock: () => now }),
    ];
    await Promise.all([drain(workerA), drain(workerB), drain(workerA), drain(workerB)]);
    for (const device of devices) {
      const titles = fake.of(device).map((push) => push.title);
      expect(titles).toHaveLength(20);
      expect(new Set(titles).size).toBe(20);
    }
    const unsent = await ctx.db
      .select({ id: pushMessages.id })
      .from(pushMessages)
      .where(
        and(
          inArray(
            pushMessages.subscriptionId,
            rows.map((row) => row.id),
          ),
          eq(pushMessages.status, 'pending'),
        ),
      );
    expect(unsent).toEqual([]);
  });
});
