import { sellerOrdersAnswerSchema } from '@marketplace/contract/seller-orders';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { orders } from '../../../db/schema.js';
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
