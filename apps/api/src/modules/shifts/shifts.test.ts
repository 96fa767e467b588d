import { POSITION_KEPT_EVERY_MS } from '@marketplace/core/geo/driver-position';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { driverShifts } from '../../db/schema.js';
import { movingClock } from '../../test/checkout-factories.js';
import { createTestApp } from '../../test/create-test-app.js';
import { openStream } from '../../test/event-stream-client.js';
import { listening } from '../../test/listening.js';
import type { UserRecord } from '../users/service.js';
import { NOT_ON_SHIFT } from './service.js';

// Issue #33, docs/decisions/135: shifts keep the last position only, and positions reach the
// dispatch board on any instance (two apps on one database stand for two instances).
const time = movingClock();
const ctx = await createTestApp({ clock: time.clock });
const instanceB = await ctx.buildApp({ clock: time.clock });
const urlB = await listening(instanceB);
const streams: { close(): void }[] = [];
afterAll(() => {
  for (const stream of streams) stream.close();
});

async function call(
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  user: UserRecord,
  payload?: object,
) {
  return ctx.app.inject({ method, url, headers: await ctx.login(user), payload });
}
const start = (driver: UserRecord) => call('POST', '/api/driver/shift/start', driver);
const end = (driver: UserRecord) => call('POST', '/api/driver/shift/end', driver);
const report = (driver: UserRecord, position: object) =>
  call('PUT', '/api/driver/position', driver, position);
const OLD_TOWN = { latitude: 34.1461, longitude: -118.1473, accuracyMeters: 12 };
const CALTECH = { latitude: 34.1377, longitude: -118.1253 };

describe('driver shifts', () => {
  it('starts, keeps only the last position with the API’s time, and forgets it at the end', async () => {
    const driver = await ctx.newUser({ role: 'driver' });
    const off = await call('GET', '/api/driver/shift', driver);
    expect(off.json()).toEqual({
      driverId: driver.driverId,
      onShift: false,
      startedAt: null,
      latitude: null,
      longitude: null,
      accuracyMeters: null,
      at: null,
    });

    const started = await start(driver);
    expect(started.statusCode).toBe(200);
    expect(started.json()).toMatchObject({
      onShift: true,
      startedAt: time.clock().toISOString(),
      latitude: null,
      at: null,
    });
    // Starting again is no new shift.
    time.advance(1_000);
    expect((await start(driver)).json().startedAt).toBe(started.json().startedAt);

    expect((await report(driver, OLD_TOWN)).json()).toEqual({ kept: true });
    const keptAt = time.clock().toISOString();
    time.advance(POSITION_KEPT_EVERY_MS - 1);
    expect((await report(driver, CALTECH)).json()).toEqual({ kept: false });
    expect((await call('GET', '/api/driver/shift', driver)).json()).toMatchObject({
      ...OLD_TOWN,
      at: keptAt,
    });
    time.advance(1);
    expect((await report(driver, CALTECH)).json()).toEqual({ kept: true });
    const rows = await ctx.db
      .select()
      .from(driverShifts)
      .where(eq(driverShifts.driverUserId, driver.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ ...CALTECH, accuracyMeters: null });

    expect((await end(driver)).json()).toMatchObject({ onShift: false, latitude: null });
    expect(
      await ctx.db.select().from(driverShifts).where(eq(driverShifts.driverUserId, driver.id)),
    ).toEqual([]);
    expect((await end(driver)).statusCode).toBe(200);
  });

  it('refuses a position off shift and bad coordinates, changing nothing', async () => {
    const driver = await ctx.newUser({ role: 'driver' });
    const offShift = await report(driver, OLD_TOWN);
    expect(offShift.statusCode).toBe(409);
    expect(offShift.json()).toEqual({ error: NOT_ON_SHIFT, code: 'CONFLICT' });

    await start(driver);
    for (const bad of [
      { latitude: 91, longitude: 0 },
      { latitude: 34.1, longitude: -181 },
      { latitude: '34.1', longitude: -118.1 },
      { latitude: 34.1 },
      { ...OLD_TOWN, accuracyMeters: -1 },
      { ...OLD_TOWN, at: '2020-01-01T00:00:00Z' },
    ]) {
      const response = await report(driver, bad);
      expect(response.statusCode, JSON.stringify(bad)).toBe(400);
    }
    expect((await call('GET', '/api/driver/shift', driver)).json()).toMatchObject({
      latitude: null,
      at: null,
    });
  });

  it('is for drivers only: everyone else is refused and nothing is written', async () => {
    for (const role of ['buyer', 'seller', 'admin', 'dataentry'] as const) {
      const user = await ctx.newUser({ role });
      for (const [method, url] of [
        ['GET', '/api/driver/shift'],
        ['POST', '/api/driver/shift/start'],
        ['POST', '/api/driver/shift/end'],
        ['PUT', '/api/driver/position'],
      ] as const) {
        const response = await call(method, url, user, method === 'PUT' ? OLD_TOWN : undefined);
        expect(response.statusCode, `${role} ${method} ${url}`).toBe(403);
      }
      expect(
        await ctx.db.select().from(driverShifts).where(eq(driverShifts.driverUserId, user.id)),
      ).toEqual([]);
    }
    const anonymous = await ctx.app.inject({ method: 'POST', url: '/api/driver/shift/start' });
    expect(anonymous.statusCode).toBe(401);
  });

  it('limits reports per login, not per address: drivers behind one carrier address all report', async () => {
    const drivers = [await ctx.newUser({ role: 'driver' }), await ctx.newUser({ role: 'driver' })];
    const remoteAddress = ctx.newIp();
    const logins = await Promise.all(drivers.map((driver) => ctx.login(driver)));
    const put = (headers: { authorization: string }) =>
      ctx.app.inject({
        method: 'PUT',
        url: '/api/driver/position',
        headers,
        payload: OLD_TOWN,
        remoteAddress,
      });
    for (const driver of drivers) await start(driver);
    for (let n = 0; n < 30; n++) expect((await put(logins[0]!)).statusCode).not.toBe(429);
    expect((await put(logins[0]!)).statusCode).toBe(429);
    expect((await put(logins[1]!)).statusCode).toBe(200);
  });
});

describe('the dispatch board’s drivers', () => {
  it('lists every driver on shift with their name and last position, to admins only', async () => {
    const driver = await ctx.newUser({ role: 'driver', firstName: 'Rosa', lastName: 'Quintero' });
    await start(driver);
    await report(driver, OLD_TOWN);
    const admin = await ctx.newUser({ role: 'admin' });
    const list = await call('GET', '/api/dispatch/drivers-on-shift', admin);
    expect(list.statusCode).toBe(200);
    expect(list.json()).toContainEqual({
      driverId: driver.driverId,
      name: 'Rosa Quintero',
      phone: driver.phone,
      onShift: true,
      startedAt: expect.any(String),
      ...OLD_TOWN,
      at: time.clock().toISOString(),
    });
    for (const role of ['buyer', 'seller', 'driver', 'dataentry'] as const) {
      const user = await ctx.newUser({ role });
      expect((await call('GET', '/api/dispatch/drivers-on-shift', user)).statusCode).toBe(403);
      const refused = await instanceB.inject({
        method: 'GET',
        url: '/api/dispatch/driver-positions/stream',
        headers: await ctx.login(user),
      });
      expect(refused.statusCode, role).toBe(403);
    }
    await end(driver);
    const after = await call('GET', '/api/dispatch/drivers-on-shift', admin);
    expect(after.json().map((d: { driverId: string }) => d.driverId)).not.toContain(
      driver.driverId,
    );
  });

  it('streams positions kept through one instance to a board on another, and the shift’s end', async () => {
    const driver = await ctx.newUser({ role: 'driver' });
    await start(driver);
    time.advance(POSITION_KEPT_EVERY_MS);
    await report(driver, OLD_TOWN);
    const admin = await ctx.newUser({ role: 'admin' });
    const board = openStream(
      `${urlB}/api/dispatch/driver-positions/stream`,
      await ctx.login(admin),
    );
    streams.push(board);
    await board.opened;
    const mine = () =>
      board.received.filter((event) => event.data.driverId === driver.driverId).map((e) => e.data);
    // First where the driver is now…
    await vi.waitFor(() => expect(mine()).toEqual([expect.objectContaining(OLD_TOWN)]));

    // …then each kept position, as it is kept.
    time.advance(POSITION_KEPT_EVERY_MS);
    await report(driver, CALTECH);
    await vi.waitFor(() =>
      expect(mine().at(-1)).toMatchObject({
        ...CALTECH,
        onShift: true,
        at: time.clock().toISOString(),
      }),
    );
    await end(driver);
    await vi.waitFor(() =>
      expect(mine().at(-1)).toEqual({
        driverId: driver.driverId,
        onShift: false,
        startedAt: null,
        latitude: null,
        longitude: null,
        accuracyMeters: null,
        at: null,
      }),
    );
  });
});
