import { POSITION_KEPT_EVERY_MS } from '@marketplace/core/geo/driver-position';
import { shortOrderId } from '@marketplace/core/orders/short-order-id';
import { and, eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  driverInstructions,
  notifications,
  orderEvents,
  orders,
  pushMessages,
  pushSubscriptions,
} from '../../../db/schema.js';
import { movingClock } from '../../../test/checkout-factories.js';
import { createTestApp } from '../../../test/create-test-app.js';
import { BUYER_HOME } from '../../../test/order-addresses.js';
import type { UserRecord } from '../../users/service.js';
import { RUN_ORDER_TAKEN, runAssigned } from './assign-run.js';
import { textLateDeliveries } from './late-deliveries.js';
import { NOTHING_TO_MOVE, runMoved, SAME_DRIVER } from './move-run.js';

// Issue #34: suggested drivers, runs assigned in one click, runs moved, and the buyer's ETA.
const time = movingClock(new Date('2026-11-27T18:30:00-08:00'));
const ctx = await createTestApp({ clock: time.clock });
const MIN = 60_000;

type Point = { latitude: number; longitude: number };
/** Each test works in its own corner of the map, ~11 km from the others. */
let corner = 0;
function area(): (dLat: number, dLng: number) => Point {
  const base = { latitude: 34.0 + 0.1 * corner, longitude: -118.5 + 0.1 * corner++ };
  return (dLat, dLng) => ({ latitude: base.latitude + dLat, longitude: base.longitude + dLng });
}

async function driverAt(position: Point | null, firstName = 'Dana') {
  const driver = await ctx.newUser({ role: 'driver', firstName, lastName: 'Reyes' });
  const headers = await ctx.login(driver);
  await ctx.app.inject({ method: 'POST', url: '/api/driver/shift/start', headers });
  if (position) await moveTo(driver, position);
  return driver;
}

async function moveTo(driver: UserRecord, position: Point) {
  time.advance(POSITION_KEPT_EVERY_MS);
  const kept = await ctx.app.inject({
    method: 'PUT',
    url: '/api/driver/position',
    headers: await ctx.login(driver),
    payload: position,
  });
  expect(kept.json()).toEqual({ kept: true });
}

/** An unassigned delivery from `store` to `door`, its window starting in `startsIn` minutes. */
async function delivery(storeAt: Point, door: Point, startsIn = 30, buyer?: UserRecord) {
  const owner = buyer ?? (await ctx.newUser());
  const now = time.clock().getTime();
  const orderId = await ctx.newOrder(owner, {
    orderType: 'delivery',
    deliveryAddress: { ...BUYER_HOME, ...door, coordinatesPrecision: 'address' },
    pickUpAddress: {
      ...BUYER_HOME,
      fullname: 'Arroyo Café',
      ...storeAt,
      coordinatesPrecision: 'address',
    },
    deliveryWindowStart: new Date(now + startsIn * MIN),
    deliveryWindowEnd: new Date(now + (startsIn + 30) * MIN),
  });
  return { orderId, buyer: owner };
}

const admin = async () => ctx.login(await ctx.newUser({ role: 'admin' }));
const suggestions = async (headers?: { authorization: string }) =>
  ctx.app.inject({
    method: 'GET',
    url: '/api/dispatch/suggestions',
    headers: headers ?? (await admin()),
  });
const assignRun = async (body: Record<string, unknown>, headers?: { authorization: string }) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/dispatch/runs',
    headers: headers ?? (await admin()),
    payload: body,
  });
const steps = async (driver: UserRecord) =>
  (
    await ctx.app.inject({
      method: 'GET',
      url: `/api/instructions/${driver.driverId}`,
      headers: await ctx.login(driver),
    })
  ).json() as { orderId: string; kind: string; runId: string | null }[];

describe('GET /api/dispatch/suggestions', () => {
  it('gives each unassigned delivery its two best drivers, nearest and free first, and the run its orders make', async () => {
    const at = area();
    const store = at(0, 0);
    const near = await driverAt(at(0.005, 0), 'Near');
    const far = await driverAt(at(0.08, 0.08), 'Far');
    const unplaced = await driverAt(null, 'Nowhere');
    const first = await delivery(store, at(0.02, 0.01));
    const second = await delivery(store, at(0.021, 0.012), 35);

    const response = await suggestions();
    expect(response.statusCode).toBe(200);
    const body = response.json();
    const mine = body.orders.find((o: { orderId: string }) => o.orderId === first.orderId);
    expect(mine.placed).toBe(true);
    expect(mine.suggestions.map((s: { driverId: string }) => s.driverId).slice(0, 2)).toEqual([
      near.driverId,
      far.driverId,
    ]);
    expect(mine.suggestions[0]).toMatchObject({
      driverName: 'Near Reyes',
      free: true,
      late: false,
      stale: false,
    });
    expect(mine.suggestions[0].metersAway).toBeGreaterThan(500);
    expect(mine.suggestions[0].metersAway).toBeLessThan(600);
    const everyone = body.orders.flatMap(
      (o: { suggestions: { driverId: string }[] }) => o.suggestions,
    );
    expect(everyone.map((s: { driverId: string }) => s.driverId)).not.toContain(unplaced.driverId);

    const run = body.runs.find((r: { orderIds: string[] }) => r.orderIds.includes(first.orderId));
    expect(run.orderIds.sort()).toEqual([first.orderId, second.orderId].sort());
    expect(run.stops.map((s: { kind: string }) => s.kind)).toEqual([
      'pick_up',
      'pick_up',
      'drop_off',
      'drop_off',
    ]);
    expect(run.savedMeters).toBeGreaterThan(0);
    expect(run.driver.driverId).toBe(near.driverId);
  });

  it('says an order without a map position is not placed, and suggests nobody for it', async () => {
    const buyer = await ctx.newUser();
    const orderId = await ctx.newOrder(buyer, {
      orderType: 'delivery',
      deliveryAddress: BUYER_HOME,
    });
    const body = (await suggestions()).json();
    expect(body.orders.find((o: { orderId: string }) => o.orderId === orderId)).toEqual({
      orderId,
      placed: false,
      suggestions: [],
    });
  });

  it('warns of an assigned delivery whose ETA is past its window', async () => {
    const at = area();
    const driver = await driverAt(at(0, 0));
    // 40 km away, due in 10 minutes: no car makes it.
    const { orderId } = await delivery(at(0.3, 0.3), at(0.31, 0.31), -20);
    const other = await delivery(at(0.3, 0.3), at(0.31, 0.32), -19);
    await assignRun({ driverId: driver.driverId, orderIds: [orderId, other.orderId] });
    const late = (await suggestions()).json().late;
    expect(late).toContainEqual(expect.objectContaining({ orderId, driverId: driver.driverId }));
  });

  it('texts the buyer once when their delivery will miss its window, and pushes it to admins', async () => {
    const at = area();
    const admin = await ctx.newUser({ role: 'admin' });
    const [adminDevice] = await ctx.db
      .insert(pushSubscriptions)
      .values({
        userId: admin.id,
        endpoint: `https://push.example.com/${admin.id}`,
        p256dh: 'p256dh',
        auth: 'auth',
        deviceLabel: 'Chrome on Mac',
      })
      .returning();
    const driver = await driverAt(at(0, 0));
    const { orderId, buyer } = await delivery(at(0.3, 0.3), at(0.31, 0.31), -20);
    const other = await delivery(at(0.3, 0.3), at(0.31, 0.32), 300);
    await assignRun({ driverId: driver.driverId, orderIds: [orderId, other.orderId] });
    const deps = { db: ctx.db, clock: time.clock, routing: ctx.app.roadRouting };

    expect(await textLateDeliveries(deps)).toBeGreaterThanOrEqual(1);
    expect(await textLateDeliveries(deps)).toBe(0);
    const pushes = await ctx.db
      .select()
      .from(pushMessages)
      .where(eq(pushMessages.subscriptionId, adminDevice!.id));
    expect(pushes.filter((push) => push.eventKey === `late:${orderId}`)).toMatchObject([
      { payload: { title: 'Delivery running late', url: '/admindashboard/orders' } },
    ]);
    const texts = await ctx.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.orderId, orderId), eq(notifications.kind, 'running_late')));
    expect(texts).toHaveLength(1);
    expect(texts[0]).toMatchObject({ recipientUserId: buyer.id, phone: buyer.phone });
    expect(texts[0]!.body).toMatch(
      new RegExp(
        `^Order ${shortOrderId(orderId)} from .+ is running late: arriving around \\d{1,2}:\\d{2} [AP]M\\. Sorry for the wait\\.$`,
      ),
    );
    // The later order is on time: no text.
    const onTime = await ctx.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.orderId, other.orderId), eq(notifications.kind, 'running_late')));
    expect(onTime).toEqual([]);
  });

  it('is the admin’s alone', async () => {
    for (const role of ['seller', 'driver', 'buyer', 'dataentry'] as const) {
      expect((await suggestions(await ctx.login(role))).statusCode, role).toBe(403);
    }
  });
});

describe('POST /api/dispatch/runs', () => {
  it('gives the orders to one driver as one run: every pick-up, then the doors', async () => {
    const at = area();
    const store = at(0, 0);
    const driver = await driverAt(at(0.001, 0));
    const a = await delivery(store, at(0.03, 0));
    const b = await delivery(store, at(0.01, 0));
    const c = await delivery(store, at(0.02, 0));

    const response = await assignRun({
      driverId: driver.driverId,
      orderIds: [a.orderId, b.orderId, c.orderId],
    });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.message).toBe(runAssigned(3, 'Dana Reyes'));
    expect(body.message).toBe('3 orders assigned to Dana Reyes as one run.');
    // The doors nearest first, as the driver reaches them.
    expect(body.orders.map((o: { _id: string }) => o._id)).toEqual([
      b.orderId,
      c.orderId,
      a.orderId,
    ]);

    const run = await steps(driver);
    expect(new Set(run.map((s) => s.runId)).size).toBe(1);
    expect(run[0]!.runId).not.toBeNull();
    const kinds = run.map((s) => s.kind);
    expect(kinds.lastIndexOf('bag')).toBeLessThan(kinds.indexOf('deliver'));
    expect(run.filter((s) => s.kind === 'deliver').map((s) => s.orderId)).toEqual([
      b.orderId,
      c.orderId,
      a.orderId,
    ]);
  });

  it('gives the driver the doors in the order the suggestion showed, ties included', async () => {
    const at = area();
    const driver = await driverAt(at(0.002, 0.001));
    const door = at(0.02, 0.02);
    const ids = [
      (await delivery(at(0, 0), door)).orderId,
      (await delivery(at(0, 0), door)).orderId,
      (await delivery(at(0, 0), door)).orderId,
    ];
    const run = (await suggestions())
      .json()
      .runs.find((r: { orderIds: string[] }) => r.orderIds.includes(ids[0]!));
    expect([...run.orderIds].sort()).toEqual([...ids].sort());
    expect(run.driver.driverId).toBe(driver.driverId);
    const assigned = await assignRun({ driverId: driver.driverId, orderIds: ids });
    expect(assigned.json().orders.map((o: { _id: string }) => o._id)).toEqual(run.orderIds);
  });

  it('assigns nothing when one of the orders is no longer unassigned', async () => {
    const at = area();
    const driver = await driverAt(at(0, 0));
    const other = await driverAt(at(0, 0.01));
    const a = await delivery(at(0, 0), at(0.01, 0));
    const b = await delivery(at(0, 0), at(0.012, 0));
    await ctx.app.inject({
      method: 'POST',
      url: '/api/dispatch/runs',
      headers: await admin(),
      payload: {
        driverId: other.driverId,
        orderIds: [b.orderId, (await delivery(at(0, 0), at(0.013, 0))).orderId],
      },
    });

    const response = await assignRun({
      driverId: driver.driverId,
      orderIds: [a.orderId, b.orderId],
    });
    expect(response.statusCode).toBe(409);
    expect(response.json().error).toBe(RUN_ORDER_TAKEN);
    const [left] = await ctx.db.select().from(orders).where(eq(orders.id, a.orderId));
    expect(left).toMatchObject({ orderStatus: 'pending', driverId: null });
    expect(await steps(driver)).toEqual([]);
  });

  it('of two admins assigning the same run at once, one does, exactly once', async () => {
    const at = area();
    const one = await driverAt(at(0, 0));
    const two = await driverAt(at(0, 0.002));
    const a = await delivery(at(0, 0), at(0.01, 0));
    const b = await delivery(at(0, 0), at(0.011, 0));
    const orderIds = [a.orderId, b.orderId];
    const [first, second] = await Promise.all([
      assignRun({ driverId: one.driverId, orderIds }, await admin()),
      assignRun({ driverId: two.driverId, orderIds: [...orderIds].reverse() }, await admin()),
    ]);
    expect([first.statusCode, second.statusCode].sort()).toEqual([200, 409]);
    const events = await ctx.db
      .select()
      .from(orderEvents)
      .where(and(inArray(orderEvents.orderId, orderIds), eq(orderEvents.action, 'assign')));
    expect(events).toHaveLength(2);
    const written = await ctx.db
      .select()
      .from(driverInstructions)
      .where(inArray(driverInstructions.orderId, orderIds));
    expect(new Set(written.map((s) => s.driverId)).size).toBe(1);
  });

  it('refuses bad input with a clear 400 and other roles with 403', async () => {
    const driver = await ctx.newUser({ role: 'driver' });
    const one = (
      await delivery({ latitude: 34.1, longitude: -118.1 }, { latitude: 34.11, longitude: -118.1 })
    ).orderId;
    expect((await assignRun({ driverId: driver.driverId, orderIds: [one] })).statusCode).toBe(400);
    expect((await assignRun({ driverId: driver.driverId, orderIds: [one, one] })).statusCode).toBe(
      400,
    );
    for (const role of ['seller', 'driver', 'buyer', 'dataentry'] as const) {
      const refused = await assignRun(
        { driverId: driver.driverId, orderIds: [one, one] },
        await ctx.login(role),
      );
      expect(refused.statusCode, role).toBe(403);
    }
  });
});

describe('POST /api/dispatch/drivers/{driverId}/move-run', () => {
  const move = async (from: UserRecord, to: UserRecord) =>
    ctx.app.inject({
      method: 'POST',
      url: `/api/dispatch/drivers/${from.driverId}/move-run`,
      headers: await admin(),
      payload: { toDriverId: to.driverId },
    });

  it('moves every order the driver has not started, keeping the run’s order', async () => {
    const at = area();
    const from = await driverAt(at(0, 0));
    const to = await driverAt(at(0, 0.01), 'Sam');
    const a = await delivery(at(0, 0), at(0.02, 0));
    const b = await delivery(at(0, 0), at(0.01, 0));
    await assignRun({ driverId: from.driverId, orderIds: [a.orderId, b.orderId] });
    const before = await steps(from);

    const response = await move(from, to);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ message: runMoved(2, 'Sam Reyes', 0), kept: 0 });
    expect(response.json().message).toBe('2 orders moved to Sam Reyes.');
    expect(await steps(from)).toEqual([]);
    const after = await steps(to);
    expect(after.map((s) => [s.orderId, s.kind])).toEqual(before.map((s) => [s.orderId, s.kind]));
  });

  it('keeps what the driver started, and says so', async () => {
    const at = area();
    const from = await driverAt(at(0, 0));
    const to = await driverAt(at(0, 0.01), 'Sam');
    const a = await delivery(at(0, 0), at(0.02, 0));
    const b = await delivery(at(0, 0), at(0.01, 0));
    await assignRun({ driverId: from.driverId, orderIds: [a.orderId, b.orderId] });
    await ctx.db
      .update(driverInstructions)
      .set({ status: 'complete', completedAt: time.clock() })
      .where(
        and(eq(driverInstructions.orderId, a.orderId), eq(driverInstructions.kind, 'pick_up')),
      );

    const response = await move(from, to);
    expect(response.json()).toMatchObject({ kept: 1 });
    expect(response.json().message).toBe(
      '1 order moved to Sam Reyes. 1 already started stays with the first driver.',
    );
    const [kept] = await ctx.db.select().from(orders).where(eq(orders.id, a.orderId));
    expect(kept!.driverId).toBe(from.driverId);

    const again = await move(from, to);
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toBe(NOTHING_TO_MOVE);
    const same = await move(to, to);
    expect(same.statusCode).toBe(400);
    expect(same.json().error).toBe(SAME_DRIVER);
  });

  it('is the admin’s alone, and moves nothing for anyone else', async () => {
    const at = area();
    const from = await driverAt(at(0, 0));
    const to = await driverAt(at(0, 0.01), 'Sam');
    const a = await delivery(at(0, 0), at(0.02, 0));
    const b = await delivery(at(0, 0), at(0.01, 0));
    await assignRun({ driverId: from.driverId, orderIds: [a.orderId, b.orderId] });
    for (const role of ['seller', 'driver', 'buyer', 'dataentry'] as const) {
      const refused = await ctx.app.inject({
        method: 'POST',
        url: `/api/dispatch/drivers/${from.driverId}/move-run`,
        headers: await ctx.login(role),
        payload: { toDriverId: to.driverId },
      });
      expect(refused.statusCode, role).toBe(403);
    }
    // The run's own driver may not hand it on either.
    const own = await ctx.app.inject({
      method: 'POST',
      url: `/api/dispatch/drivers/${from.driverId}/move-run`,
      headers: await ctx.login(from),
      payload: { toDriverId: to.driverId },
    });
    expect(own.statusCode).toBe(403);
    const [kept] = await ctx.db.select().from(orders).where(eq(orders.id, a.orderId));
    expect(kept!.driverId).toBe(from.driverId);
  });
});

describe('the out-for-delivery text', () => {
  it('says when the driver should arrive', async () => {
    const at = area();
    const driver = await driverAt(at(0, 0));
    const a = await delivery(at(0, 0.001), at(0.02, 0), 15);
    const b = await delivery(at(0, 0.001), at(0.021, 0), 15);
    await assignRun({ driverId: driver.driverId, orderIds: [a.orderId, b.orderId] });
    const [pickUp] = await ctx.db
      .select()
      .from(driverInstructions)
      .where(
        and(eq(driverInstructions.orderId, a.orderId), eq(driverInstructions.kind, 'pick_up')),
      );
    const done = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/drivers/${driver.driverId}/orders/${a.orderId}/instructions/${pickUp!.id}`,
      headers: await ctx.login(driver),
      payload: {},
    });
    expect(done.statusCode).toBe(200);
    const [text] = await ctx.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.orderId, a.orderId), eq(notifications.kind, 'out_for_delivery')));
    expect(text!.body).toMatch(
      new RegExp(
        `^Order ${shortOrderId(a.orderId)} from .+ is on its way to you, arriving around \\d{1,2}:\\d{2} [AP]M\\.$`,
      ),
    );
  });
});

describe('GET /api/orders/{id}/eta', () => {
  it('tells the buyer when their order should arrive, and moves with the driver', async () => {
    const at = area();
    const driver = await driverAt(at(0, -0.05));
    const a = await delivery(at(0, 0), at(0.02, 0), 15);
    const b = await delivery(at(0, 0), at(0.021, 0), 15);
    const eta = async (orderId: string, user: UserRecord) =>
      ctx.app.inject({
        method: 'GET',
        url: `/api/orders/${orderId}/eta`,
        headers: await ctx.login(user),
      });

    expect((await eta(a.orderId, a.buyer)).json()).toEqual({ arrivesAt: null, late: false });
    await assignRun({ driverId: driver.driverId, orderIds: [a.orderId, b.orderId] });
    const far = (await eta(a.orderId, a.buyer)).json();
    expect(far.arrivesAt).not.toBeNull();
    expect(far.late).toBe(false);
    await moveTo(driver, at(0, -0.001));
    const near = (await eta(a.orderId, a.buyer)).json();
    expect(Date.parse(near.arrivesAt)).toBeLessThan(Date.parse(far.arrivesAt));

    expect((await eta(a.orderId, await ctx.newUser())).statusCode).toBe(403);
    // Staff who neither sell nor carry it are refused too; an admin reads it.
    for (const role of ['seller', 'dataentry'] as const) {
      expect((await eta(a.orderId, await ctx.newUser({ role }))).statusCode, role).toBe(403);
    }
    expect((await eta(a.orderId, await ctx.newUser({ role: 'admin' }))).statusCode).toBe(200);
  });

  it('says the window’s start when the driver would be early: they wait for it', async () => {
    const at = area();
    const driver = await driverAt(at(0, 0));
    const a = await delivery(at(0, 0), at(0.01, 0), 120);
    const b = await delivery(at(0, 0), at(0.011, 0), 120);
    await assignRun({ driverId: driver.driverId, orderIds: [a.orderId, b.orderId] });
    const [order] = await ctx.db.select().from(orders).where(eq(orders.id, a.orderId));
    const answer = await ctx.app.inject({
      method: 'GET',
      url: `/api/orders/${a.orderId}/eta`,
      headers: await ctx.login(a.buyer),
    });
    expect(answer.json()).toEqual({
      arrivesAt: order!.deliveryWindowStart!.toISOString(),
      late: false,
    });
  });
});
