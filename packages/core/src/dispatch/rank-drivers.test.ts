import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { POSITION_STALE_AFTER_MS } from '../geo/driver-position.js';
import {
  type DispatchDriver,
  DRIVER_CAPACITY,
  jobPlaceInQueue,
  ordersCarried,
  rankDrivers,
} from './rank-drivers.js';
import { type DispatchOrder, type Stop, stopsOfOrder } from './stops.js';
import { modelTravel } from './travel.js';

const NOW = Date.parse('2026-11-27T19:00:00-08:00');
const MIN = 60_000;
const travel = modelTravel();
const store = { latitude: 34.1456, longitude: -118.1503 };
const door = { latitude: 34.1377, longitude: -118.1253 };

function order(overrides: Partial<DispatchOrder> = {}): DispatchOrder {
  return {
    orderId: 'o',
    pickUp: store,
    dropOff: door,
    windowStart: NOW + 30 * MIN,
    windowEnd: NOW + 60 * MIN,
    needsIdCheck: false,
    ...overrides,
  };
}

function driver(overrides: Partial<DispatchDriver> = {}): DispatchDriver {
  return { driverId: 'd', position: store, positionAt: NOW, queue: [], ...overrides };
}

const point = fc.record({
  latitude: fc.double({ min: 34.1, max: 34.19, noNaN: true }),
  longitude: fc.double({ min: -118.2, max: -118.08, noNaN: true }),
});
const window = fc
  .record({ start: fc.integer({ min: 0, max: 120 }), length: fc.constantFrom(30, 60) })
  .map(({ start, length }) => ({
    windowStart: NOW + start * MIN,
    windowEnd: NOW + (start + length) * MIN,
  }));
const anOrder = (orderId: string) =>
  fc
    .record({ pickUp: point, dropOff: point, window })
    .map((o) => order({ orderId, pickUp: o.pickUp, dropOff: o.dropOff, ...o.window }));
/** A driver on shift: maybe no position yet, maybe stale, with 0–5 orders queued, some in the car. */
const drivers = fc.array(
  fc.record({
    position: fc.option(point, { nil: null }),
    reportedAgo: fc.integer({ min: 0, max: 2 * POSITION_STALE_AFTER_MS }),
    queued: fc.array(fc.tuple(anOrder('q'), fc.boolean()), { maxLength: 5 }),
  }),
  { maxLength: 12 },
);
type RowsOf<A> = A extends fc.Arbitrary<infer T> ? T : never;
const toDrivers = (rows: RowsOf<typeof drivers>) =>
  rows.map(
    (row, d): DispatchDriver =>
      driver({
        driverId: `d${d}`,
        position: row.position,
        positionAt: row.position ? NOW - row.reportedAgo : null,
        queue: row.queued.flatMap(([o, inCar], q): Stop[] => {
          const [pickUp, dropOff] = stopsOfOrder({ ...o, orderId: `d${d}q${q}` });
          return inCar ? [dropOff] : [pickUp, dropOff];
        }),
      }),
  );

describe('rankDrivers', () => {
  it('puts a driver who would be on time before one who would not, then the nearest to start', () => {
    const job = stopsOfOrder(order({ windowStart: NOW, windowEnd: NOW + 40 * MIN }));
    const far = { latitude: 34.2, longitude: -118.3 };
    const busyOrder = order({ orderId: 'busy', windowStart: NOW, windowEnd: NOW + 40 * MIN });
    const suggestions = rankDrivers({
      job,
      now: NOW,
      travel,
      drivers: [
        driver({ driverId: 'far', position: far }),
        driver({ driverId: 'at-store', position: store }),
        driver({ driverId: 'nearby', position: { latitude: 34.15, longitude: -118.145 } }),
        driver({ driverId: 'busy', queue: stopsOfOrder(busyOrder) }),
        driver({ driverId: 'no-position', position: null, positionAt: null }),
      ],
    });
    expect(suggestions.map((s) => s.driverId)).toEqual(['at-store', 'nearby', 'busy', 'far']);
    expect(suggestions.map((s) => s.late)).toEqual([false, false, false, true]);
    expect(suggestions[0]).toMatchObject({ free: true, freeAt: NOW, metersAway: 0, stale: false });
    expect(suggestions[2]).toMatchObject({ free: false });
    expect(suggestions[2]!.freeAt).toBeGreaterThan(NOW);
  });

  it('prefers an on-time driver whose run ends by the store to a free driver across town', () => {
    const job = stopsOfOrder(order({ windowStart: NOW + 30 * MIN, windowEnd: NOW + 90 * MIN }));
    // Their last door is a block from the store, in a window that opens now.
    const nextDoor = { latitude: 34.1466, longitude: -118.1513 };
    const queued = stopsOfOrder(
      order({ orderId: 'q', dropOff: nextDoor, windowStart: NOW, windowEnd: NOW + 30 * MIN }),
    );
    const freeNearby = { latitude: 34.16, longitude: -118.165 };
    const drivers = [
      driver({ driverId: 'free', position: freeNearby }),
      driver({ driverId: 'ends-by-store', position: door, queue: queued }),
    ];
    const ranked = rankDrivers({ job, drivers, now: NOW, travel });
    expect(ranked.map((s) => [s.driverId, s.late])).toEqual([
      ['ends-by-store', false],
      ['free', false],
    ]);
    // The free driver would hand over first; being on time is what the window asks.
    expect(ranked[1]!.arrivesAt).toBeLessThan(ranked[0]!.arrivesAt);
    // When only the free driver would be on time, they come first.
    const tight = stopsOfOrder(order({ windowStart: NOW, windowEnd: NOW + 20 * MIN }));
    expect(rankDrivers({ job: tight, drivers, now: NOW, travel })[0]).toMatchObject({
      driverId: 'free',
      late: false,
    });
  });

  it('puts a stale position after a fresh one, and leaves out a full car', () => {
    const job = stopsOfOrder(order());
    const full = Array.from({ length: DRIVER_CAPACITY }, (_, n) =>
      stopsOfOrder(order({ orderId: `full${n}` })),
    ).flat();
    const suggestions = rankDrivers({
      job,
      now: NOW,
      travel,
      drivers: [
        driver({ driverId: 'stale', positionAt: NOW - POSITION_STALE_AFTER_MS - 1 }),
        driver({ driverId: 'fresh', position: door }),
        driver({ driverId: 'full', queue: full }),
      ],
    });
    expect(suggestions.map((s) => [s.driverId, s.stale])).toEqual([
      ['fresh', false],
      ['stale', true],
    ]);
  });

  it('never suggests a driver without a position or over capacity; on time first, nearest to start, the late by hand-over; within the limit', () => {
    fc.assert(
      fc.property(
        drivers,
        fc.array(anOrder('job'), { minLength: 1, maxLength: 3 }),
        fc.option(fc.integer({ min: 0, max: 5 }), { nil: undefined }),
        (rows, jobOrders, limit) => {
          const team = toDrivers(rows);
          const job = jobOrders.flatMap((o, n) => stopsOfOrder({ ...o, orderId: `job${n}` }));
          const suggestions = rankDrivers({ job, drivers: team, now: NOW, travel, limit });
          // A limit only cuts the list: the drivers it leaves unweighed could not have been in it.
          expect(suggestions).toEqual(
            rankDrivers({ job, drivers: team, now: NOW, travel }).slice(0, limit),
          );
          const fits = team.filter(
            (d) =>
              d.position !== null && ordersCarried(d.queue) + jobOrders.length <= DRIVER_CAPACITY,
          );
          expect(suggestions.length).toBe(Math.min(fits.length, limit ?? fits.length));
          expect(new Set(suggestions.map((s) => s.driverId)).size).toBe(suggestions.length);
          for (const s of suggestions) {
            const d = team.find((candidate) => candidate.driverId === s.driverId)!;
            expect(d.position).not.toBeNull();
            expect(ordersCarried(d.queue) + jobOrders.length).toBeLessThanOrEqual(DRIVER_CAPACITY);
            expect(s.free).toBe(jobPlaceInQueue(d.queue, job) === 0);
            expect(s.arrivesAt).toBeGreaterThanOrEqual(s.freeAt);
          }
          const metersToStart = (driverId: string) => {
            const d = team.find((candidate) => candidate.driverId === driverId)!;
            const before = d.queue[jobPlaceInQueue(d.queue, job) - 1];
            return travel.meters(before?.point ?? d.position!, job[0]!.point);
          };
          for (let n = 1; n < suggestions.length; n++) {
            const [a, b] = [suggestions[n - 1]!, suggestions[n]!];
            expect(Number(a.late)).toBeLessThanOrEqual(Number(b.late));
            if (a.late !== b.late) continue;
            expect(Number(a.stale)).toBeLessThanOrEqual(Number(b.stale));
            if (a.stale !== b.stale) continue;
            const [aMeters, bMeters] = [metersToStart(a.driverId), metersToStart(b.driverId)];
            if (!a.late) expect(aMeters).toBeLessThanOrEqual(bMeters);
            if (a.late || aMeters === bMeters) expect(a.arrivesAt).toBeLessThanOrEqual(b.arrivesAt);
          }
        },
      ),
    );
  });

  it('suggests nobody for an empty job', () => {
    expect(rankDrivers({ job: [], drivers: [driver()], now: NOW, travel })).toEqual([]);
  });
});

describe('where the job goes in a driver’s day', () => {
  it('before queued orders whose window opens later, as the driver’s app orders them', () => {
    const later = stopsOfOrder(
      order({ orderId: 'later', windowStart: NOW + 90 * MIN, windowEnd: NOW + 150 * MIN }),
    );
    const earlier = stopsOfOrder(
      order({ orderId: 'earlier', windowStart: NOW, windowEnd: NOW + 30 * MIN }),
    );
    const job = stopsOfOrder(
      order({ orderId: 'job', windowStart: NOW + 10 * MIN, windowEnd: NOW + 40 * MIN }),
    );
    expect(jobPlaceInQueue([...earlier, ...later], job)).toBe(2);
    expect(jobPlaceInQueue(later, job)).toBe(0);
    // A tie keeps the queue first: it was placed first.
    expect(
      jobPlaceInQueue(stopsOfOrder(order({ orderId: 'same', windowStart: NOW + 10 * MIN })), job),
    ).toBe(2);
  });

  it('so a driver holding a later delivery is not thought to wait at its door while the job goes late', () => {
    const queued = stopsOfOrder(
      order({
        orderId: 'later',
        dropOff: store,
        windowStart: NOW + 60 * MIN,
        windowEnd: NOW + 120 * MIN,
      }),
    );
    const [suggestion] = rankDrivers({
      job: stopsOfOrder(order({ orderId: 'job', windowStart: NOW, windowEnd: NOW + 40 * MIN })),
      drivers: [driver({ queue: queued })],
      now: NOW,
      travel,
    });
    expect(suggestion).toMatchObject({ late: false, free: true, freeAt: NOW });
  });
});
