import { POSITION_KEPT_EVERY_MS } from '@marketplace/core/geo/driver-position';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { orders } from '../../../db/schema.js';
import { movingClock } from '../../../test/checkout-factories.js';
import { createTestApp } from '../../../test/create-test-app.js';
import { openStream } from '../../../test/event-stream-client.js';
import { listening } from '../../../test/listening.js';
import { BUYER_HOME } from '../../../test/order-addresses.js';
import type { UserRecord } from '../../users/service.js';
import { transitionOrder } from '../lifecycle/transition-order.js';
import { NO_DRIVER_ON_THE_WAY } from './driver-on-the-way.js';

// Issue #33: a buyer sees the driver bringing their order while it is out for delivery, and
// only then (docs/decisions/135).
const time = movingClock();
const ctx = await createTestApp({ clock: time.clock });
const url = await listening(ctx.app);
const streams: { close(): void }[] = [];
afterAll(() => {
  for (const stream of streams) stream.close();
});

const HERE = { latitude: 34.1461, longitude: -118.1473 };

async function onShift(driver: UserRecord, position = HERE) {
  const headers = await ctx.login(driver);
  await ctx.app.inject({ method: 'POST', url: '/api/driver/shift/start', headers });
  time.advance(POSITION_KEPT_EVERY_MS);
  const kept = await ctx.app.inject({
    method: 'PUT',
    url: '/api/driver/position',
    headers,
    payload: position,
  });
  expect(kept.json()).toEqual({ kept: true });
}

/** A delivery of a new buyer in `status`, carried by a new driver on shift. */
async function delivery(status: 'assigned' | 'picked_up' | 'delivered') {
  const buyer = await ctx.newUser();
  const driver = await ctx.newUser({ role: 'driver' });
  await onShift(driver);
  const orderId = await ctx.newOrder(buyer, { orderType: 'delivery', deliveryAddress: BUYER_HOME });
  // Where the lifecycle would have taken it: recorded orders start pending.
  await ctx.db
    .update(orders)
    .set({ orderStatus: status, driverId: driver.driverId })
    .where(eq(orders.id, orderId));
  return { buyer, driver, orderId };
}

const position = async (orderId: string, user: UserRecord) =>
  ctx.app.inject({
    method: 'GET',
    url: `/api/orders/${orderId}/driver-position`,
    headers: await ctx.login(user),
  });

describe('GET /api/orders/{id}/driver-position', () => {
  it('shows its buyer and admins the driver while the order is picked up', async () => {
    const { buyer, driver, orderId } = await delivery('picked_up');
    for (const user of [buyer, await ctx.newUser({ role: 'admin' })]) {
      const response = await position(orderId, user);
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json()).toMatchObject({
        driverId: driver.driverId,
        onShift: true,
        ...HERE,
        at: time.clock().toISOString(),
      });
    }
  });

  it('shows no driver before pick-up or after delivery', async () => {
    for (const status of ['assigned', 'delivered'] as const) {
      const { buyer, orderId } = await delivery(status);
      const response = await position(orderId, buyer);
      expect(response.statusCode, status).toBe(404);
      expect(response.json()).toEqual({ error: NO_DRIVER_ON_THE_WAY, code: 'NOT_FOUND' });
    }
  });

  it('never shows the driver to another buyer, the store’s seller, data entry or the driver', async () => {
    const { driver, orderId } = await delivery('picked_up');
    const others = [
      await ctx.newUser(),
      await ctx.newUser({ role: 'seller' }),
      await ctx.newUser({ role: 'dataentry' }),
      driver,
    ];
    for (const user of others) {
      const response = await position(orderId, user);
      expect(response.statusCode, user.role).toBe(403);
      const stream = await ctx.app.inject({
        method: 'GET',
        url: `/api/orders/${orderId}/driver-position/stream`,
        headers: await ctx.login(user),
      });
      expect(stream.statusCode, user.role).toBe(403);
    }
  });

  it('streams the driver’s positions to the buyer, none of another driver’s, until delivery', async () => {
    const { buyer, driver, orderId } = await delivery('picked_up');
    const other = await ctx.newUser({ role: 'driver' });
    await onShift(other, { latitude: 34.2, longitude: -118.2 });
    const watch = openStream(
      `${url}/api/orders/${orderId}/driver-position/stream`,
      await ctx.login(buyer),
    );
    streams.push(watch);
    await watch.opened;
    await vi.waitFor(() => expect(watch.received).toHaveLength(1));
    expect(watch.received[0]!.data).toMatchObject({ driverId: driver.driverId, ...HERE });

    time.advance(POSITION_KEPT_EVERY_MS);
    const nearer = { latitude: 34.1501, longitude: -118.1301 };
    await ctx.app.inject({
      method: 'PUT',
      url: '/api/driver/position',
      headers: await ctx.login(other),
      payload: { latitude: 34.21, longitude: -118.21 },
    });
    await ctx.app.inject({
      method: 'PUT',
      url: '/api/driver/position',
      headers: await ctx.login(driver),
      payload: nearer,
    });
    await vi.waitFor(() => expect(watch.received).toHaveLength(2));
    expect(watch.received[1]!.data).toMatchObject({ driverId: driver.driverId, ...nearer });

    await ctx.db.transaction((tx) =>
      transitionOrder(tx, { orderId, action: 'deliver', actor: driver }),
    );
    // The stream closes at the order's next event, and reopening is refused.
    await vi.waitFor(() => expect(watch.readyState()).not.toBe(1), { timeout: 5_000 });
    watch.close();
    const again = await position(orderId, buyer);
    expect(again.statusCode).toBe(404);
  });
});
