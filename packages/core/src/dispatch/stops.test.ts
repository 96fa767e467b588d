import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { LatLng } from '../geo/distance.js';
import {
  type DispatchOrder,
  pickUpsFirst,
  runMeters,
  type Stop,
  stopEtas,
  stopsOfOrder,
} from './stops.js';
import { HANDLING_SECONDS, modelTravel } from './travel.js';

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

const point = fc.record({
  latitude: fc.double({ min: 34.1, max: 34.19, noNaN: true }),
  longitude: fc.double({ min: -118.2, max: -118.08, noNaN: true }),
});
/** Orders whose windows start up to 2 hours from NOW, some without a window. */
const orders = fc
  .array(
    fc.record({
      pickUp: point,
      dropOff: point,
      start: fc.option(fc.integer({ min: -30, max: 120 }), { nil: null }),
      length: fc.constantFrom(30, 60),
      needsIdCheck: fc.boolean(),
    }),
    { minLength: 1, maxLength: 8 },
  )
  .map((rows) =>
    rows.map((row, index) =>
      order({
        orderId: `o${index}`,
        pickUp: row.pickUp,
        dropOff: row.dropOff,
        windowStart: row.start === null ? null : NOW + row.start * MIN,
        windowEnd: row.start === null ? null : NOW + (row.start + row.length) * MIN,
        needsIdCheck: row.needsIdCheck,
      }),
    ),
  );
/** A run of those orders: every pick-up, then every drop-off, each in a shuffled order. */
const run = orders.chain((list) =>
  fc
    .tuple(
      fc.shuffledSubarray(list, { minLength: list.length, maxLength: list.length }),
      fc.shuffledSubarray(list, { minLength: list.length, maxLength: list.length }),
    )
    .map(([pickUps, dropOffs]): Stop[] => [
      ...pickUps.map((o) => stopsOfOrder(o)[0]),
      ...dropOffs.map((o) => stopsOfOrder(o)[1]),
    ]),
);

describe('an order’s stops', () => {
  it('collects at the store before handing over at the door, checking an ID when it must', () => {
    const [pickUp, dropOff] = stopsOfOrder(order({ needsIdCheck: true }));
    expect(pickUp).toMatchObject({
      kind: 'pick_up',
      point: store,
      handlingSeconds: HANDLING_SECONDS.pickUp,
    });
    expect(dropOff).toMatchObject({
      kind: 'drop_off',
      point: door,
      handlingSeconds: HANDLING_SECONDS.dropOff + HANDLING_SECONDS.idCheck,
      windowStart: NOW + 30 * MIN,
      windowEnd: NOW + 60 * MIN,
    });
    expect(stopsOfOrder(order())[1].handlingSeconds).toBe(HANDLING_SECONDS.dropOff);
  });
});

describe('stopEtas', () => {
  it('waits at a door until its window opens, and is late only after the window ends', () => {
    const legSeconds = travel.seconds(store, door, NOW);
    const [pickUp, dropOff] = stopEtas({
      from: store,
      at: NOW,
      stops: stopsOfOrder(order()),
      travel,
    });
    expect(pickUp).toMatchObject({
      arrivesAt: NOW,
      departsAt: NOW + HANDLING_SECONDS.pickUp * 1000,
      late: false,
    });
    expect(dropOff!.arrivesAt).toBeCloseTo(NOW + (HANDLING_SECONDS.pickUp + legSeconds) * 1000);
    // Early by far: the hand-over waits for 19:30.
    expect(dropOff!.departsAt).toBe(NOW + 30 * MIN + HANDLING_SECONDS.dropOff * 1000);

    const late = stopEtas({
      from: store,
      at: NOW,
      stops: stopsOfOrder(order({ windowStart: NOW - 60 * MIN, windowEnd: NOW + 5 * MIN })),
      travel,
    });
    expect(late.map((eta) => eta.late)).toEqual([false, true]);
    const noWindow = stopEtas({
      from: store,
      at: NOW,
      stops: stopsOfOrder(order({ windowStart: null, windowEnd: null })),
      travel,
    });
    expect(noWindow[1]).toMatchObject({ late: false });
    expect(noWindow[1]!.departsAt).toBeCloseTo(
      noWindow[1]!.arrivesAt + HANDLING_SECONDS.dropOff * 1000,
    );
  });

  it('arrives in sequence, never leaves a door before its window opens, and is late exactly after it ends', () => {
    fc.assert(
      fc.property(point, run, (from, stops) => {
        const etas = stopEtas({ from, at: NOW, stops, travel });
        expect(etas.map((eta) => eta.stop)).toEqual(stops);
        let previous = NOW;
        for (const eta of etas) {
          expect(eta.arrivesAt).toBeGreaterThanOrEqual(previous);
          expect(eta.departsAt).toBeGreaterThanOrEqual(
            eta.arrivesAt + eta.stop.handlingSeconds * 1000,
          );
          if (eta.stop.kind === 'drop_off' && eta.stop.windowStart !== null) {
            expect(eta.departsAt).toBeGreaterThanOrEqual(
              eta.stop.windowStart + eta.stop.handlingSeconds * 1000,
            );
          }
          expect(eta.late).toBe(
            eta.stop.kind === 'drop_off' &&
              eta.stop.windowEnd !== null &&
              eta.arrivesAt > eta.stop.windowEnd,
          );
          previous = eta.departsAt;
        }
      }),
    );
  });

  it('is empty for no stops', () => {
    expect(stopEtas({ from: store, at: NOW, stops: [], travel })).toEqual([]);
  });
});

describe('runMeters and pickUpsFirst', () => {
  it('adds up the legs from where the driver is', () => {
    const stops = stopsOfOrder(order());
    const here: LatLng = { latitude: 34.16, longitude: -118.13 };
    expect(runMeters(here, stops, travel)).toBeCloseTo(
      travel.meters(here, store) + travel.meters(store, door),
    );
    expect(runMeters(here, [], travel)).toBe(0);
  });

  it('accepts a run whose every pick-up comes before its drop-off, or whose order is in the car', () => {
    const [a1, a2] = stopsOfOrder(order({ orderId: 'a' }));
    const [b1, b2] = stopsOfOrder(order({ orderId: 'b' }));
    expect(pickUpsFirst([a1, b1, b2, a2])).toBe(true);
    expect(pickUpsFirst([a2, b1, b2])).toBe(true);
    expect(pickUpsFirst([a1, b2, b1, a2])).toBe(false);
    expect(pickUpsFirst([])).toBe(true);
    fc.assert(
      fc.property(run, (stops) => {
        expect(pickUpsFirst(stops)).toBe(true);
        expect(pickUpsFirst([...stops].reverse())).toBe(false);
      }),
    );
  });
});
