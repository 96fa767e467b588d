import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { LatLng } from '../geo/distance.js';
import { orderStops } from './order-stops.js';
import {
  type DispatchOrder,
  pickUpsFirst,
  runMeters,
  type Stop,
  stopEtas,
  stopsOfOrder,
} from './stops.js';
import { modelTravel } from './travel.js';

const NOW = Date.parse('2026-11-27T19:00:00-08:00');
const MIN = 60_000;
const travel = modelTravel();
const store = { latitude: 34.1456, longitude: -118.1503 };
/** About `km` east (positive) or west of the store. */
const eastOf = (km: number): LatLng => ({
  latitude: store.latitude,
  longitude: store.longitude + km / 92.2,
});

function order(overrides: Partial<DispatchOrder> = {}): DispatchOrder {
  return {
    orderId: 'o',
    pickUp: store,
    dropOff: eastOf(1),
    windowStart: null,
    windowEnd: null,
    needsIdCheck: false,
    ...overrides,
  };
}

const lateCount = (from: LatLng, stops: readonly Stop[]) =>
  stopEtas({ from, at: NOW, stops, travel }).filter((eta) => eta.late).length;
const ids = (stops: readonly Stop[]) =>
  stops.map((s) => `${s.kind === 'pick_up' ? '+' : '-'}${s.orderId}`);

const point = fc.record({
  latitude: fc.double({ min: 34.1, max: 34.19, noNaN: true }),
  longitude: fc.double({ min: -118.2, max: -118.08, noNaN: true }),
});
/**
 * A run as a dispatcher might have put it together: 1–10 orders, some already in the car (only
 * their drop-off left), their stops in a random order that collects before it delivers.
 */
const run = fc
  .array(
    fc.record({
      pickUp: fc.oneof(fc.constant(store), point),
      dropOff: point,
      start: fc.option(fc.integer({ min: -20, max: 90 }), { nil: null }),
      length: fc.constantFrom(30, 60),
      inCar: fc.boolean(),
      needsIdCheck: fc.boolean(),
    }),
    { minLength: 1, maxLength: 10 },
  )
  .chain((rows) => {
    const tokens = rows.flatMap((row, index) => (row.inCar ? [index] : [index, index]));
    return fc
      .shuffledSubarray(tokens, { minLength: tokens.length, maxLength: tokens.length })
      .map((shuffled) => {
        const [pickUps, dropOffs] = rows
          .map((row, index) =>
            stopsOfOrder(
              order({
                orderId: `o${index}`,
                pickUp: row.pickUp,
                dropOff: row.dropOff,
                windowStart: row.start === null ? null : NOW + row.start * MIN,
                windowEnd: row.start === null ? null : NOW + (row.start + row.length) * MIN,
                needsIdCheck: row.needsIdCheck,
              }),
            ),
          )
          .reduce<[Stop[], Stop[]]>(
            ([p, d], [pickUp, dropOff]) => [
              [...p, pickUp],
              [...d, dropOff],
            ],
            [[], []],
          );
        // An order's first token is its pick-up, its second its drop-off; one token: in the car.
        const seen = new Set<number>();
        return shuffled.map((index) => {
          const first = !seen.has(index) && !rows[index]!.inCar;
          seen.add(index);
          return first ? pickUps[index]! : dropOffs[index]!;
        });
      });
  });

describe('orderStops', () => {
  it('delivers the nearer door first when both bags are in hand', () => {
    const near = order({ orderId: 'near', dropOff: eastOf(1) });
    const far = order({ orderId: 'far', dropOff: eastOf(3) });
    const given = [
      stopsOfOrder(far)[0],
      stopsOfOrder(near)[0],
      stopsOfOrder(far)[1],
      stopsOfOrder(near)[1],
    ];
    const ordered = orderStops({ from: store, at: NOW, stops: given, travel });
    expect(ids(ordered.filter((s) => s.kind === 'drop_off'))).toEqual(['-near', '-far']);
    expect(runMeters(store, ordered, travel)).toBeLessThan(runMeters(store, given, travel));
  });

  it('keeps a longer order when the shorter one would make a door late', () => {
    // West 1 km then east 3 km is shorter than east 3 km then back west, but the east door
    // closes in 20 minutes: only going there first keeps it.
    const west = order({ orderId: 'west', dropOff: eastOf(-1) });
    const east = order({
      orderId: 'east',
      dropOff: eastOf(3),
      windowStart: NOW,
      windowEnd: NOW + 20 * MIN,
    });
    const given = [
      stopsOfOrder(east)[0],
      stopsOfOrder(west)[0],
      stopsOfOrder(east)[1],
      stopsOfOrder(west)[1],
    ];
    expect(lateCount(store, given)).toBe(0);
    expect(
      lateCount(store, [
        stopsOfOrder(east)[0],
        stopsOfOrder(west)[0],
        stopsOfOrder(west)[1],
        stopsOfOrder(east)[1],
      ]),
    ).toBe(1);
    const ordered = orderStops({ from: store, at: NOW, stops: given, travel });
    expect(ids(ordered.filter((s) => s.kind === 'drop_off'))).toEqual(['-east', '-west']);
    expect(lateCount(store, ordered)).toBe(0);
  });

  it('collects before it delivers even when given a drop-off first', () => {
    const [pickUp, dropOff] = stopsOfOrder(order());
    expect(ids(orderStops({ from: eastOf(1), at: NOW, stops: [dropOff, pickUp], travel }))).toEqual(
      ['+o', '-o'],
    );
    expect(orderStops({ from: store, at: NOW, stops: [], travel })).toEqual([]);
  });

  it('keeps every stop once, collects first, and is never longer nor later than the order given', () => {
    fc.assert(
      fc.property(point, run, (from, given) => {
        expect(pickUpsFirst(given)).toBe(true);
        const ordered = orderStops({ from, at: NOW, stops: given, travel });
        expect(ordered).toHaveLength(given.length);
        expect(new Set(ordered)).toEqual(new Set(given));
        expect(pickUpsFirst(ordered)).toBe(true);
        expect(runMeters(from, ordered, travel)).toBeLessThanOrEqual(
          runMeters(from, given, travel),
        );
        expect(lateCount(from, ordered)).toBeLessThanOrEqual(lateCount(from, given));
      }),
      { numRuns: 300 },
    );
  });

  it('orders 20 stops in a few milliseconds', () => {
    fc.assert(
      fc.property(
        run.filter((stops) => stops.length >= 16),
        point,
        (given, from) => {
          const started = performance.now();
          orderStops({ from, at: NOW, stops: given, travel });
          // Generous for a busy CI machine; it takes well under a millisecond on a laptop.
          expect(performance.now() - started).toBeLessThan(50);
        },
      ),
      { numRuns: 20 },
    );
  });
});
