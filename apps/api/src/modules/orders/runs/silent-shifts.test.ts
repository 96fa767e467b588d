import { SHIFT_SILENT_END_MS } from '@marketplace/core/geo/driver-position';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { orders } from '../../../db/schema.js';
import { movingClock } from '../../../test/checkout-factories.js';
import { createTestApp } from '../../../test/create-test-app.js';
import type { UserRecord } from '../../users/service.js';
import { endAbandonedShifts } from './silent-shifts.js';

// Decision 148: a shift nobody ended ends by itself once the phone has been silent for
// SHIFT_SILENT_END_MS with no delivery in hand.
const time = movingClock(new Date('2026-11-27T17:00:00-08:00'));
const ctx = await createTestApp({ clock: time.clock });
const MIN = 60_000;
const sweep = () => endAbandonedShifts({ db: ctx.db, clock: time.clock });

async function onShift(position: boolean) {
  const driver = await ctx.newUser({ role: 'driver' });
  const headers = await ctx.login(driver);
  await ctx.app.inject({ method: 'POST', url: '/api/driver/shift/start', headers });
  if (position) {
    const kept = await ctx.app.inject({
      method: 'PUT',
      url: '/api/driver/position',
      headers,
      payload: { latitude: 34.1478, longitude: -118.1445 },
    });
    expect(kept.json()).toEqual({ kept: true });
  }
  return driver;
}

async function shiftOf(driver: UserRecord) {
  const answer = await ctx.app.inject({
    method: 'GET',
    url: '/api/driver/shift',
    headers: await ctx.login(driver),
  });
  return answer.json() as { onShift: boolean; latitude: number | null };
}

describe('shifts nobody ended', () => {
  it('end once the phone has been silent two hours with nothing in hand, forgetting the position', async () => {
    await sweep();
    const reporting = await onShift(true);
    const neverReported = await onShift(false);
    const carrying = await onShift(true);
    const orderId = await ctx.newOrder(await ctx.newUser(), { orderType: 'delivery' });
    await ctx.db
      .update(orders)
      .set({ driverId: carrying.driverId, orderStatus: 'assigned' })
      .where(eq(orders.id, orderId));

    // Silent a minute short of the limit: everyone stays on shift.
    time.advance(SHIFT_SILENT_END_MS - MIN);
    const recent = await onShift(true);
    expect(await sweep()).toBe(0);

    time.advance(2 * MIN);
    expect(await sweep()).toBe(2);
    expect(await shiftOf(reporting)).toMatchObject({ onShift: false, latitude: null });
    expect(await shiftOf(neverReported)).toMatchObject({ onShift: false });
    // A silent driver with a delivery is the board's to flag, not the sweep's to end.
    expect(await shiftOf(carrying)).toMatchObject({ onShift: true });
    expect(await shiftOf(recent)).toMatchObject({ onShift: true, latitude: 34.1478 });
    expect(await sweep()).toBe(0);

    // Once the delivery is done, the silent shift ends too.
    await ctx.db.update(orders).set({ orderStatus: 'completed' }).where(eq(orders.id, orderId));
    expect(await sweep()).toBe(1);
    expect(await shiftOf(carrying)).toMatchObject({ onShift: false });
  });
});
