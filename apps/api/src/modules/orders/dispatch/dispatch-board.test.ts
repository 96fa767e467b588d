import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { notifications, orderEvents, orders } from '../../../db/schema.js';
import { createTestApp } from '../../../test/create-test-app.js';
import { BUYER_HOME } from '../../../test/order-addresses.js';

// Issue #33: the dispatch board's stores and open deliveries, with their places.
const ctx = await createTestApp();

const board = async (role: 'admin' | 'seller' | 'driver' | 'buyer' | 'dataentry') =>
  ctx.app.inject({ method: 'GET', url: '/api/dispatch/board', headers: await ctx.login(role) });

describe('GET /api/dispatch/board', () => {
  it('draws every store buyers order from and every open delivery with its pick-up and drop-off', async () => {
    const store = await ctx.newStore({
      name: 'Placed Tacos',
      latitude: 34.1459,
      longitude: -118.1503,
    });
    const unplaced = await ctx.newStore({ name: 'Unplaced Bakery' });
    const hidden = await ctx.newStore({ name: 'Hidden Deli', isHidden: true });
    const buyer = await ctx.newUser();
    const dropOff = {
      ...BUYER_HOME,
      latitude: 34.1562,
      longitude: -118.1226,
      coordinatesPrecision: 'street' as const,
    };
    const open = await ctx.newOrder(buyer, {
      orderType: 'delivery',
      storeId: store.id,
      deliveryAddress: dropOff,
      pickUpAddress: {
        ...dropOff,
        fullname: 'Placed Tacos',
        latitude: 34.1459,
        longitude: -118.1503,
        coordinatesPrecision: 'address',
      },
    });
    const pickup = await ctx.newOrder(buyer, { orderType: 'pickup', storeId: store.id });
    const done = await ctx.newOrder(buyer, {
      orderType: 'delivery',
      storeId: store.id,
      deliveryAddress: dropOff,
    });
    await ctx.db.update(orders).set({ orderStatus: 'completed' }).where(eq(orders.id, done));

    const response = await board('admin');
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.stores).toContainEqual({
      _id: store.id,
      name: 'Placed Tacos',
      category: store.category,
      location: { latitude: 34.1459, longitude: -118.1503, precision: 'address' },
    });
    expect(body.stores).toContainEqual(
      expect.objectContaining({ _id: unplaced.id, location: null }),
    );
    const storeIds = body.stores.map((s: { _id: string }) => s._id);
    expect(storeIds).not.toContain(hidden.id);

    const orderIds = body.orders.map((o: { _id: string }) => o._id);
    expect(orderIds).toContain(open);
    expect(orderIds).not.toContain(pickup);
    expect(orderIds).not.toContain(done);
    expect(body.orders.find((o: { _id: string }) => o._id === open)).toMatchObject({
      storeId: store.id,
      storeName: 'Placed Tacos',
      adminStatus: 'unassigned',
      driverId: null,
      recipient: BUYER_HOME.fullname,
      pickUp: { latitude: 34.1459, longitude: -118.1503, precision: 'address' },
      dropOff: { latitude: 34.1562, longitude: -118.1226, precision: 'street' },
    });
    expect(body.truncated).toBe(false);
    expect(body.failedTexts).toBe(0);
  });

  it('counts the texts the outbox gave up on in the last 24 hours', async () => {
    const buyer = await ctx.newUser();
    const orderId = await ctx.newOrder(buyer, {
      orderType: 'delivery',
      deliveryAddress: BUYER_HOME,
    });
    const [paid] = await ctx.db.select().from(orderEvents).where(eq(orderEvents.orderId, orderId));
    const text = {
      orderId,
      orderEventId: paid!.id,
      kind: 'order_confirmed' as const,
      recipientRole: 'buyer' as const,
      phone: buyer.phone,
      body: 'Your order is confirmed.',
    };
    await ctx.db.insert(notifications).values([
      { ...text, recipientUserId: (await ctx.newUser()).id, status: 'failed' },
      {
        ...text,
        recipientUserId: (await ctx.newUser()).id,
        status: 'failed',
        createdAt: new Date(Date.now() - 25 * 60 * 60_000),
      },
      { ...text, recipientUserId: (await ctx.newUser()).id, status: 'sent' },
    ]);
    expect((await board('admin')).json().failedTexts).toBe(1);
  });

  it('is the admin’s alone', async () => {
    for (const role of ['seller', 'driver', 'buyer', 'dataentry'] as const) {
      expect((await board(role)).statusCode, role).toBe(403);
    }
  });
});
