import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/create-test-app.js';
import { paidOrder } from '../../test/paid-order.js';
import type { UserRecord } from '../users/service.js';
import { NOT_YOUR_ORDERS } from './history/list-order-history.js';
import { ORDER_NOT_FOUND } from './order-records.js';
import { type NewOrder, recordOrder } from './record-order.js';

const ctx = await createTestApp();
const store = await ctx.newStore({ name: 'Holly Street Coffee' });

/** A paid order of the user at Holly Street Coffee, placed `minutesAgo`. */
const placeOrder = (user: UserRecord, minutesAgo: number, overrides: Partial<NewOrder> = {}) =>
  ctx.newOrder(user, {
    storeId: store.id,
    sellerId: store.sellerId,
    createdAt: new Date(Date.now() - minutesAgo * 60_000),
    ...overrides,
  });

const get = async (url: string, who: UserRecord | 'admin') =>
  ctx.app.inject({ method: 'GET', url, headers: await ctx.login(who) });

describe('GET /api/order-history', () => {
  it("answers the buyer's own orders, newest first, in SPEC's JSON with dollars", async () => {
    const buyer = await ctx.newUser();
    const older = await placeOrder(buyer, 60);
    const newer = await placeOrder(buyer, 5, { couponCode: 'SAVE15', discountCents: 203 });
    await placeOrder(await ctx.newUser(), 1);

    for (const url of [
      `/api/order-history/${buyer.buyerId}/${buyer.id}`,
      `/api/order-history/${buyer.buyerId}`,
      `/api/order-history/${buyer.id}`,
    ]) {
      const response = await get(url, buyer);
      expect(response.statusCode, url).toBe(200);
      expect(
        response.json().map((o: { _id: string }) => o._id),
        url,
      ).toEqual([newer, older]);
    }
    const [first] = (await get(`/api/order-history/${buyer.buyerId}/${buyer.id}`, buyer)).json();
    expect(first).toMatchObject({
      _id: newer,
      orderType: 'pickup',
      orderStatus: 'pending',
      totalAmount: 19.23,
      subtotal: 13.5,
      tax: 1.38,
      sellerTip: 10,
      driverTip: 0,
      sellerTipAmount: 1.35,
      deliveryFee: 3,
      discount: 2.03,
      couponCode: 'SAVE15',
      products: [
        {
          name: 'Café Latte',
          price: 6.75,
          quantity: 2,
          customizations: [{ name: 'Size', selectedOptions: [{ title: '16 oz', price: 1 }] }],
          flowerCustomizations: null,
        },
      ],
      deliveryDate: '2026-01-14',
      deliveryWindowStart: '2026-01-14T19:00:00.000Z',
      deliveryWindowEnd: '2026-01-14T20:00:00.000Z',
      buyerId: buyer.buyerId,
      userId: buyer.id,
      sellerId: store.sellerId,
      driverId: null,
      store: {
        _id: store.id,
        name: 'Holly Street Coffee',
        address: { city: 'Pasadena', zipcode: '91101' },
      },
    });
  });

  it("refuses another buyer's ids, and answers an empty list when there is nothing", async () => {
    const buyer = await ctx.newUser();
    const other = await ctx.newUser();
    await placeOrder(other, 10);
    for (const url of [
      `/api/order-history/${other.buyerId}/${other.id}`,
      `/api/order-history/${buyer.buyerId}/${other.id}`,
      `/api/order-history/${other.buyerId}`,
    ]) {
      const response = await get(url, buyer);
      expect(response.statusCode, url).toBe(403);
      expect(response.json()).toEqual({ error: NOT_YOUR_ORDERS, code: 'FORBIDDEN' });
    }
    expect((await get(`/api/order-history/${buyer.buyerId}/${buyer.id}`, buyer)).json()).toEqual(
      [],
    );
    const anonymous = await ctx.app.inject({
      method: 'GET',
      url: `/api/order-history/${buyer.id}`,
    });
    expect(anonymous.statusCode).toBe(401);
  });

  it("lets an admin read anyone's history", async () => {
    const buyer = await ctx.newUser();
    const id = await placeOrder(buyer, 10);
    for (const url of [
      `/api/order-history/${buyer.buyerId}/${buyer.id}`,
      `/api/order-history/${buyer.buyerId}`,
    ]) {
      const response = await get(url, 'admin');
      expect(response.statusCode).toBe(200);
      expect(response.json().map((o: { _id: string }) => o._id)).toEqual([id]);
    }
    expect((await get('/api/order-history/not-an-id', 'admin')).json()).toEqual([]);
  });

  it('finds the orders a seller placed, under the seller id SPEC §6 falls back to', async () => {
    const seller = await ctx.newUser({ role: 'seller' });
    const id = await placeOrder(seller, 3);
    const response = await get(`/api/order-history/${seller.sellerId}/${seller.id}`, seller);
    expect(response.json().map((o: { _id: string }) => o._id)).toEqual([id]);
  });
});

describe('GET /api/order/:id', () => {
  it('answers the order to its buyer and to an admin, 403 to anyone else, 404 when unknown', async () => {
    const buyer = await ctx.newUser();
    const id = await placeOrder(buyer, 1);
    expect((await get(`/api/order/${id}`, buyer)).json()._id).toBe(id);
    expect((await get(`/api/order/${id}`, 'admin')).statusCode).toBe(200);
    expect((await get(`/api/order/${id}`, await ctx.newUser())).statusCode).toBe(403);
    for (const unknown of [randomUUID(), 'nope']) {
      const response = await get(`/api/order/${unknown}`, buyer);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ error: ORDER_NOT_FOUND, code: 'NOT_FOUND' });
    }
  });
});

describe('recordOrder', () => {
  it('records one order per payment session: a second call answers the first', async () => {
    const buyer = await ctx.newUser();
    const paymentSessionId = `ps_${randomUUID()}`;
    const first = await placeOrder(buyer, 0, { paymentSessionId });
    const second = await recordOrder(ctx.db, paidOrder(buyer, store.id, { paymentSessionId }));
    expect(second).toEqual({ orderId: first, created: false });
  });
});
