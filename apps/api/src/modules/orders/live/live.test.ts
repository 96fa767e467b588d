import { asc, eq } from 'drizzle-orm';
import { SignJWT } from 'jose';
import { afterAll, describe, expect, it } from 'vitest';
import { orderEvents, users } from '../../../db/schema.js';
import { STREAMS_PER_USER, TOO_MANY_STREAMS } from '../../../event-stream.js';
import { createTestApp, TEST_TOKEN_SECRET } from '../../../test/create-test-app.js';
import { openStream } from '../../../test/event-stream-client.js';
import { listening } from '../../../test/listening.js';
import { BUYER_HOME } from '../../../test/order-addresses.js';
import type { UserRecord } from '../../users/service.js';
import { startSession } from '../../users/sessions.js';

// Issue #15: order events pushed as Server-Sent Events (docs/decisions/097). Two apps on one
// database stand for two API instances: on PostgreSQL they hear each other through
// LISTEN/NOTIFY, on PGlite in process.
const ctx = await createTestApp();
const instanceA = ctx.app;
const instanceB = await ctx.buildApp({ eventStream: { heartbeatMs: 100 } });
const [urlA, urlB] = [await listening(instanceA), await listening(instanceB)];
const streams: { close(): void }[] = [];
afterAll(() => {
  for (const stream of streams) stream.close();
});

function stream(url: string, headers: Record<string, string>, lastEventId?: string) {
  const opened = openStream(url, headers, lastEventId ? { lastEventId } : {});
  streams.push(opened);
  return opened;
}

/** A paid delivery order of a new buyer at a new store of `seller` (or a new seller). */
async function paidOrder(seller?: UserRecord) {
  const buyer = await ctx.newUser();
  const owner = seller ?? (await ctx.newUser({ role: 'seller' }));
  const store = await ctx.newStore({ sellerId: owner.sellerId! });
  const orderId = await ctx.newOrder(buyer, {
    orderType: 'delivery',
    storeId: store.id,
    deliveryAddress: BUYER_HOME,
  });
  return { buyer, orderId, seller: owner };
}

async function assign(orderId: string, driver: UserRecord) {
  const admin = await ctx.newUser({ role: 'admin' });
  const response = await instanceA.inject({
    method: 'POST',
    url: '/api/admin/assign-instructions',
    headers: await ctx.login(admin),
    payload: { adminId: admin.adminId, orderId, driverId: driver.driverId },
  });
  expect(response.statusCode).toBe(200);
}

const eventIds = async (orderId: string) =>
  (
    await ctx.db
      .select({ id: orderEvents.id })
      .from(orderEvents)
      .where(eq(orderEvents.orderId, orderId))
      .orderBy(asc(orderEvents.id))
  ).map((row) => String(row.id));

describe('GET /api/orders/{id}/events', () => {
  it('an event committed through instance A reaches the buyer’s stream on instance B, with its id', async () => {
    const { buyer, orderId } = await paidOrder();
    const buyerStream = stream(`${urlB}/api/orders/${orderId}/events`, await ctx.login(buyer));
    await buyerStream.opened;
    const driver = await ctx.newUser({ role: 'driver' });
    await assign(orderId, driver);
    const assigned = await buyerStream.next('assign');
    expect(assigned.data).toMatchObject({
      orderId,
      action: 'assign',
      fromStatus: 'pending',
      toStatus: 'assigned',
      actorRole: 'admin',
      actorName: null,
    });
    expect(assigned.id).toBe((await eventIds(orderId))[1]);
  });

  it('a client that reconnects with Last-Event-ID first receives what it missed', async () => {
    const { buyer, orderId } = await paidOrder();
    const [paid] = await eventIds(orderId);
    await assign(orderId, await ctx.newUser({ role: 'driver' }));
    const resumed = stream(`${urlA}/api/orders/${orderId}/events`, await ctx.login(buyer), paid);
    const missed = await resumed.next('assign');
    expect(missed.id).toBe((await eventIds(orderId))[1]);
    // Only the missed one: the payment it had already seen is not sent again.
    expect(resumed.received.map((event) => event.data.action)).toEqual(['assign']);
  });

  it('only the order’s buyer and admins: another buyer 403, no one 401, an unknown order 404', async () => {
    const { orderId } = await paidOrder();
    const url = `/api/orders/${orderId}/events`;
    const anotherBuyer = await instanceA.inject({ url, headers: await ctx.login('buyer') });
    expect(anotherBuyer.statusCode).toBe(403);
    expect(anotherBuyer.json()).toEqual({
      code: 'FORBIDDEN',
      error: 'This order belongs to someone else.',
    });
    expect((await instanceA.inject({ url })).statusCode).toBe(401);
    for (const role of ['seller', 'driver', 'dataentry'] as const) {
      const other = await instanceA.inject({ url, headers: await ctx.login(role) });
      expect(other.statusCode, role).toBe(403);
    }
    const unknown = await instanceA.inject({
      url: '/api/orders/5b0c1a52-8d1e-4a49-9f3e-3a7d3a3c2b11/events',
      headers: await ctx.login('admin'),
    });
    expect(unknown.statusCode).toBe(404);
    const badResume = await instanceA.inject({
      url: `${url}?lastEventId=abc`,
      headers: await ctx.login('admin'),
    });
    expect(badResume.statusCode).toBe(400);
  });
});

describe('GET /api/orders/stream', () => {
  it('admins hear every order, a seller only their stores’, a driver only their own', async () => {
    const seller = await ctx.newUser({ role: 'seller' });
    const driver = await ctx.newUser({ role: 'driver' });
    const admin = stream(`${urlB}/api/orders/stream`, await ctx.login('admin'));
    const sellers = stream(`${urlB}/api/orders/stream`, await ctx.login(seller));
    const drivers = stream(`${urlA}/api/orders/stream`, await ctx.login(driver));
    await Promise.all([admin.opened, sellers.opened, drivers.opened]);

    const theirs = await paidOrder(seller);
    const another = await paidOrder();
    await assign(another.orderId, await ctx.newUser({ role: 'driver' }));
    await assign(theirs.orderId, driver);

    await admin.next('assign');
    await vi_waitForBoth(admin, [theirs.orderId, another.orderId]);
    const sellerHeard = await sellers.next('assign');
    expect(sellerHeard.data.orderId).toBe(theirs.orderId);
    const driverHeard = await drivers.next('assign');
    expect(driverHeard.data.orderId).toBe(theirs.orderId);
    expect(sellers.received.every((event) => event.data.orderId === theirs.orderId)).toBe(true);
    expect(drivers.received.every((event) => event.data.orderId === theirs.orderId)).toBe(true);
  });

  it('a buyer hears their own orders only; data entry may not open it', async () => {
    const mine = await paidOrder();
    const theirs = await paidOrder();
    const buyerStream = stream(`${urlA}/api/orders/stream`, await ctx.login(mine.buyer));
    await buyerStream.opened;
    await assign(theirs.orderId, await ctx.newUser({ role: 'driver' }));
    await assign(mine.orderId, await ctx.newUser({ role: 'driver' }));
    expect((await buyerStream.next('assign')).data.orderId).toBe(mine.orderId);
    expect(buyerStream.received.map((event) => event.data.orderId)).toEqual([mine.orderId]);
    const refused = await instanceA.inject({
      url: '/api/orders/stream',
      headers: await ctx.login('dataentry'),
    });
    expect(refused.statusCode).toBe(403);
    expect((await instanceA.inject({ url: '/api/orders/stream' })).statusCode).toBe(401);
  });

  it('closes when the user’s role changes, and reopening checks the new role', async () => {
    const lead = await ctx.newUser({ role: 'admin' });
    const headers = await ctx.login(lead);
    const leadStream = stream(`${urlB}/api/orders/stream`, headers);
    await leadStream.opened;
    const changed = await instanceA.inject({
      method: 'PATCH',
      url: '/api/users/roles',
      headers: await ctx.login('admin'),
      payload: { changes: [{ userId: lead.id, role: 'dataentry' }] },
    });
    expect(changed.statusCode).toBe(200);
    // Closed by the server: the client tries again and is refused now.
    await expect.poll(() => leadStream.errors(), { timeout: 5_000 }).toBeGreaterThan(0);
    const again = await instanceB.inject({ url: '/api/orders/stream', headers });
    expect(again.statusCode).toBe(403);
  });

  it('still tells a buyer who became a seller about the orders they placed (issue #29)', async () => {
    const placed = await paidOrder();
    const changed = await instanceA.inject({
      method: 'PATCH',
      url: '/api/users/roles',
      headers: await ctx.login('admin'),
      payload: { changes: [{ userId: placed.buyer.id, role: 'seller' }] },
    });
    expect(changed.statusCode).toBe(200);
    const [nowSeller] = await ctx.db.select().from(users).where(eq(users.id, placed.buyer.id));
    expect(nowSeller!.role).toBe('seller');
    const theirStream = stream(`${urlB}/api/orders/stream`, await ctx.login(nowSeller!));
    await theirStream.opened;
    await assign(placed.orderId, await ctx.newUser({ role: 'driver' }));
    expect((await theirStream.next('assign')).data.orderId).toBe(placed.orderId);
  });

  it(`holds at most ${STREAMS_PER_USER} streams of one user on an instance (issue #29)`, async () => {
    const buyer = await ctx.newUser();
    const headers = await ctx.login(buyer);
    const open = Array.from({ length: STREAMS_PER_USER }, () =>
      stream(`${urlA}/api/orders/stream`, headers),
    );
    await Promise.all(open.map((each) => each.opened));
    const refused = await fetch(`${urlA}/api/orders/stream`, { headers });
    expect(refused.status).toBe(429);
    expect(await refused.json()).toEqual({ error: TOO_MANY_STREAMS, code: 'RATE_LIMITED' });
    // Another user, and the same user on another instance, are not held back by these.
    const other = stream(`${urlA}/api/orders/stream`, await ctx.login(await ctx.newUser()));
    const elsewhere = stream(`${urlB}/api/orders/stream`, headers);
    await Promise.all([other.opened, elsewhere.opened]);
    for (const each of open) each.close();
  });

  it('ends when the login it was opened with expires (issue #29)', async () => {
    const buyer = await ctx.newUser();
    const { sessionId: sid } = await startSession(ctx.db, { userId: buyer.id, now: new Date() });
    const expiresSoon = await new SignJWT({ purpose: 'session', sid })
      .setProtectedHeader({ alg: 'HS256' })
      .setIssuer('arroyo')
      .setSubject(buyer.id)
      .setIssuedAt()
      .setExpirationTime(Math.floor(Date.now() / 1000) + 2)
      .sign(new TextEncoder().encode(TEST_TOKEN_SECRET));
    const short = stream(`${urlA}/api/orders/stream`, { authorization: `Bearer ${expiresSoon}` });
    await short.opened;
    // Closed by the server when the token expires; the client's reconnection is refused.
    await expect.poll(() => short.errors(), { timeout: 6_000 }).toBeGreaterThan(0);
    const again = await fetch(`${urlA}/api/orders/stream`, {
      headers: { authorization: `Bearer ${expiresSoon}` },
    });
    expect(again.status).toBe(401);
  });

  it('closes when its login ends (logout), and the token is refused from then on', async () => {
    const buyer = await ctx.newUser();
    const headers = await ctx.login(buyer);
    const open = stream(`${urlB}/api/orders/stream`, headers);
    await open.opened;
    const out = await instanceA.inject({ method: 'POST', url: '/api/logout', headers });
    expect(out.statusCode).toBe(204);
    // Ended on instance A, heard on B: closed by the server, and the reconnection is refused.
    await expect.poll(() => open.errors(), { timeout: 5_000 }).toBeGreaterThan(0);
    const again = await fetch(`${urlB}/api/orders/stream`, { headers });
    expect(again.status).toBe(401);
  });

  it('sends a comment line at each heartbeat so proxies keep the stream open', async () => {
    const controller = new AbortController();
    const response = await fetch(`${urlB}/api/orders/stream`, {
      headers: await ctx.login('admin'),
      signal: controller.signal,
    });
    expect(response.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
    const reader = response.body!.getReader();
    let text = '';
    while (!text.includes(': keep-alive')) {
      const { value } = await reader.read();
      text += new TextDecoder().decode(value);
    }
    expect(text.startsWith('retry: 3000\n\n')).toBe(true);
    controller.abort();
  });
});

async function vi_waitForBoth(
  opened: ReturnType<typeof openStream>,
  orderIds: string[],
): Promise<void> {
  await expect
    .poll(
      () => orderIds.every((id) => opened.received.some((event) => event.data.orderId === id)),
      {
        timeout: 5_000,
      },
    )
    .toBe(true);
}

describe('shutting down', () => {
  it('closes a stream that opens once the streams were closed, at once, so it reconnects elsewhere', async () => {
    const stopping = await ctx.buildApp();
    await stopping.ready();
    await stopping.orderEvents.close();
    let closed = false;
    stopping.orderEvents.subscribe({
      userId: 'late',
      audience: { kind: 'all' },
      deliver() {},
      close: () => {
        closed = true;
      },
    });
    expect(closed).toBe(true);
    expect(stopping.orderEvents.size()).toBe(0);
  });
});
