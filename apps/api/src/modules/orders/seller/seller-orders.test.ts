import { sellerOrdersAnswerSchema } from '@marketplace/contract/seller-orders';
import {
  ORDER_ALREADY_ACKNOWLEDGED,
  ORDER_NOT_NEW,
  PREP_MINUTES_RANGE,
} from '@marketplace/core/constants/messages';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { notifications, orders } from '../../../db/schema.js';
import { createTestApp } from '../../../test/create-test-app.js';

// Issue #15: a seller's incoming orders, which the seller dashboard keeps live.
const ctx = await createTestApp();

describe('GET /api/seller/orders', () => {
  it("lists the seller's stores' open orders and today's, newest first, without the buyer's addresses", async () => {
    const seller = await ctx.newUser({ role: 'seller' });
    const [first, second] = [
      await ctx.newStore({ sellerId: seller.sellerId! }),
      await ctx.newStore({ sellerId: seller.sellerId! }),
    ];
    const buyer = await ctx.newUser();
    const older = await ctx.newOrder(buyer, { storeId: first.id, specialRequest: 'No onions' });
    const newer = await ctx.newOrder(buyer, { storeId: second.id });
    const finishedLongAgo = await ctx.newOrder(buyer, { storeId: first.id });
    await ctx.db
      .update(orders)
      .set({ orderStatus: 'completed', createdAt: new Date('2026-01-01T12:00:00Z') })
      .where(eq(orders.id, finishedLongAgo));
    await ctx.newOrder(buyer); // another seller's store
    const response = await ctx.app.inject({
      url: '/api/seller/orders',
      headers: await ctx.login(seller),
    });
    expect(response.statusCode).toBe(200);
    const answer = sellerOrdersAnswerSchema.parse(response.json());
    expect(answer.orders.map((order) => order._id)).toEqual([newer, older]);
    expect(answer.orders[1]).toMatchObject({
      storeName: first.name,
      specialRequest: 'No onions',
      orderStatus: 'pending',
      subtotal: 13.5,
    });
    expect(answer.orders[1]!.products[0]).toMatchObject({ name: 'Café Latte', quantity: 2 });
    expect(Object.keys(response.json().orders[0])).not.toContain('billingAddress');
    expect(Object.keys(response.json().orders[0])).not.toContain('deliveryAddress');

    const paged = await ctx.app.inject({
      url: '/api/seller/orders?limit=1',
      headers: await ctx.login(seller),
    });
    expect(paged.json()).toMatchObject({ nextBefore: newer });
    const next = await ctx.app.inject({
      url: `/api/seller/orders?limit=1&before=${newer}`,
      headers: await ctx.login(seller),
    });
    expect(next.json().orders.map((order: { _id: string }) => order._id)).toEqual([older]);
  });

  it('says why a cancelled order was cancelled (issue #30)', async () => {
    const seller = await ctx.newUser({ role: 'seller' });
    const store = await ctx.newStore({ sellerId: seller.sellerId! });
    const orderId = await ctx.newOrder(await ctx.newUser(), { storeId: store.id });
    const cancelled = await ctx.app.inject({
      method: 'POST',
      url: `/api/orders/${orderId}/cancel`,
      headers: await ctx.login('admin'),
      payload: { reason: 'The buyer moved house.' },
    });
    expect(cancelled.statusCode).toBe(200);
    const listed = await ctx.app.inject({
      url: '/api/seller/orders',
      headers: await ctx.login(seller),
    });
    expect(listed.json().orders).toMatchObject([
      { _id: orderId, orderStatus: 'cancelled', cancelReason: 'The buyer moved house.' },
    ]);
  });

  it('is for sellers only; a seller without stores has none', async () => {
    const empty = await ctx.app.inject({
      url: '/api/seller/orders',
      headers: await ctx.login('seller'),
    });
    expect(empty.json()).toEqual({ orders: [], nextBefore: null });
    for (const role of ['buyer', 'driver', 'dataentry', 'admin'] as const) {
      const refused = await ctx.app.inject({
        url: '/api/seller/orders',
        headers: await ctx.login(role),
      });
      expect(refused.statusCode, role).toBe(403);
    }
    expect((await ctx.app.inject({ url: '/api/seller/orders' })).statusCode).toBe(401);
  });
});

// Issue #31: the store says a pickup order is ready, from its own screen.
describe('POST /api/seller/orders/{orderId}/ready', () => {
  async function sellersPickupOrder(overrides: Parameters<typeof ctx.newOrder>[1] = {}) {
    const seller = await ctx.newUser({ role: 'seller' });
    const store = await ctx.newStore({ sellerId: seller.sellerId! });
    const buyer = await ctx.newUser({ phone: ctx.newPhone() });
    const orderId = await ctx.newOrder(buyer, { storeId: store.id, ...overrides });
    return { seller, buyer, orderId, headers: await ctx.login(seller) };
  }
  const ready = (orderId: string, headers: Record<string, string>) =>
    ctx.app.inject({ method: 'POST', url: `/api/seller/orders/${orderId}/ready`, headers });

  it('makes the order ready for pickup, once, and texts the buyer', async () => {
    const { buyer, orderId, headers } = await sellersPickupOrder();
    const response = await ready(orderId, headers);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      _id: orderId,
      orderStatus: 'ready_for_pickup',
      // The counter calls the buyer by their first name (issue #31).
      buyerFirstName: buyer.firstName,
    });
    const texts = await ctx.db
      .select()
      .from(notifications)
      .where(eq(notifications.orderId, orderId));
    expect(texts.filter((text) => text.recipientUserId === buyer.id).map((t) => t.kind)).toContain(
      'ready_for_pickup',
    );

    const again = await ready(orderId, headers);
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toBe('This order is already ready for pickup.');
  });

  it('refuses another store’s order, and a delivery order', async () => {
    const { orderId } = await sellersPickupOrder();
    const other = await ready(orderId, await ctx.login('seller'));
    expect(other.statusCode).toBe(403);
    expect(other.json()).toEqual({ error: 'This order is another store’s.', code: 'FORBIDDEN' });

    const delivery = await sellersPickupOrder({ orderType: 'delivery' });
    const refused = await ready(delivery.orderId, delivery.headers);
    expect(refused.statusCode).toBe(409);
    const listed = await ctx.app.inject({ url: '/api/seller/orders', headers: delivery.headers });
    expect(listed.json().orders[0]).toMatchObject({ _id: delivery.orderId, buyerFirstName: null });
    const [row] = await ctx.db.select().from(orders).where(eq(orders.id, delivery.orderId));
    expect(row?.orderStatus).toBe('pending');
  });
});

// Issue #31: the seller's numbers, for their own stores only.
describe('GET /api/seller/numbers and /api/seller/orders/export', () => {
  it('counts the period’s orders, sales, tips and top products of the seller’s stores', async () => {
    const seller = await ctx.newUser({ role: 'seller' });
    const store = await ctx.newStore({ sellerId: seller.sellerId! });
    const buyer = await ctx.newUser();
    const kept = await ctx.newOrder(buyer, { storeId: store.id, sellerTipCents: 200 });
    await ctx.newOrder(buyer, { storeId: store.id, sellerTipCents: 0 });
    const cancelled = await ctx.newOrder(buyer, { storeId: store.id });
    await ctx.db.update(orders).set({ orderStatus: 'cancelled' }).where(eq(orders.id, cancelled));
    const lastMonth = await ctx.newOrder(buyer, {
      storeId: store.id,
      createdAt: new Date(Date.now() - 40 * 86_400_000),
    });
    await ctx.newOrder(buyer); // another seller's store
    const headers = await ctx.login(seller);

    const response = await ctx.app.inject({ url: '/api/seller/numbers?days=7', headers });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      days: 7,
      orders: 2,
      sales: 27,
      tips: 2,
      topProducts: [{ name: 'Café Latte', quantity: 4 }],
    });

    const csv = await ctx.app.inject({ url: '/api/seller/orders/export?days=30', headers });
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toMatch(/^text\/csv/);
    const lines = csv.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split(/\r?\n/);
    expect(lines[0]).toBe(
      'orderId,placedAt (America/Los_Angeles),storeName,orderType,status,items,subtotal,sellerTip',
    );
    expect(lines).toHaveLength(4);
    expect(csv.body).toContain(kept);
    expect(csv.body).toContain(`${cancelled}`);
    expect(csv.body).not.toContain(lastMonth);
  });

  it('refuses a period it does not offer, and anyone but a seller', async () => {
    const headers = await ctx.login('seller');
    expect((await ctx.app.inject({ url: '/api/seller/numbers?days=3', headers })).statusCode).toBe(
      400,
    );
    for (const role of ['buyer', 'admin', 'dataentry', 'driver'] as const) {
      const refused = await ctx.app.inject({
        url: '/api/seller/numbers',
        headers: await ctx.login(role),
      });
      expect(refused.statusCode).toBe(403);
    }
    expect((await ctx.app.inject({ url: '/api/seller/orders/export' })).statusCode).toBe(401);
  });
});

// Issue #31: the store acknowledges a new order with when it will be ready.
describe('POST /api/seller/orders/{orderId}/acknowledge', () => {
  const acknowledge = (orderId: string, headers: Record<string, string>, payload: object = {}) =>
    ctx.app.inject({
      method: 'POST',
      url: `/api/seller/orders/${orderId}/acknowledge`,
      headers,
      payload,
    });

  it('says when it will be ready, the store’s usual time unless told, once', async () => {
    const seller = await ctx.newUser({ role: 'seller' });
    const store = await ctx.newStore({ sellerId: seller.sellerId! });
    const headers = await ctx.login(seller);
    const usual = await ctx.newOrder(await ctx.newUser(), { storeId: store.id });
    const before = Date.now();
    const response = await acknowledge(usual, headers);
    expect(response.statusCode).toBe(200);
    const answer = response.json();
    expect(Date.parse(answer.acknowledgedAt)).toBeGreaterThanOrEqual(before - 1000);
    expect(Date.parse(answer.readyBy) - Date.parse(answer.acknowledgedAt)).toBe(20 * 60_000);
    expect(answer.prepMinutes).toBe(20);

    const again = await acknowledge(usual, headers);
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toBe(ORDER_ALREADY_ACKNOWLEDGED);

    const told = await ctx.newOrder(await ctx.newUser(), { storeId: store.id });
    const quick = await acknowledge(told, headers, { readyInMinutes: 45 });
    expect(Date.parse(quick.json().readyBy) - Date.parse(quick.json().acknowledgedAt)).toBe(
      45 * 60_000,
    );
    expect((await acknowledge(told, headers, { readyInMinutes: 2 })).statusCode).toBe(400);
  });

  it('takes the store’s own usual time, which its seller sets', async () => {
    const seller = await ctx.newUser({ role: 'seller' });
    const store = await ctx.newStore({ sellerId: seller.sellerId! });
    const headers = await ctx.login(seller);
    const update = (prepMinutes: number) =>
      ctx.app.inject({
        method: 'PUT',
        url: `/api/update-store/${store.id}`,
        headers,
        payload: { sellerId: seller.sellerId, updateData: { prepMinutes } },
      });
    const refused = await update(2);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error).toBe(PREP_MINUTES_RANGE);
    expect((await update(35)).json().store.prepMinutes).toBe(35);
    const orderId = await ctx.newOrder(await ctx.newUser(), { storeId: store.id });
    const answer = (await acknowledge(orderId, headers)).json();
    expect(Date.parse(answer.readyBy) - Date.parse(answer.acknowledgedAt)).toBe(35 * 60_000);
  });

  it('shows admins which orders wait for their store', async () => {
    const seller = await ctx.newUser({ role: 'seller' });
    const store = await ctx.newStore({ sellerId: seller.sellerId! });
    const orderId = await ctx.newOrder(await ctx.newUser(), { storeId: store.id });
    const admin = await ctx.login('admin');
    const listed = async () =>
      (await ctx.app.inject({ url: `/api/orders?q=${orderId.slice(0, 8)}`, headers: admin }))
        .json()
        .orders.find((order: { _id: string }) => order._id === orderId);
    expect((await listed()).acknowledgedAt).toBeNull();
    await acknowledge(orderId, await ctx.login(seller));
    expect(Date.parse((await listed()).acknowledgedAt)).not.toBeNaN();
  });

  it('is refused for another store’s order and for an order that moved on', async () => {
    const seller = await ctx.newUser({ role: 'seller' });
    const store = await ctx.newStore({ sellerId: seller.sellerId! });
    const orderId = await ctx.newOrder(await ctx.newUser(), { storeId: store.id });
    const other = await acknowledge(orderId, await ctx.login('seller'));
    expect(other.statusCode).toBe(403);
    await ctx.db.update(orders).set({ orderStatus: 'cancelled' }).where(eq(orders.id, orderId));
    const moved = await acknowledge(orderId, await ctx.login(seller));
    expect(moved.statusCode).toBe(409);
    expect(moved.json().error).toBe(ORDER_NOT_NEW);
  });
});
