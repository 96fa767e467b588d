import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { LatLng } from '../geo/distance.js';
import { BATCH_DROPOFF_MINUTES, BATCH_PICKUP_MINUTES, suggestBatches } from './batches.js';
import { type DispatchOrder, pickUpsFirst, runMeters, stopEtas, stopsOfOrder } from './stops.js';
import { modelTravel } from './travel.js';

const NOW = Date.parse('2026-11-27T19:00:00-08:00');
const MIN = 60_000;
const travel = modelTravel();
const store = { latitude: 34.1456, longitude: -118.1503 };
/** About `north` km north and `east` km east of the store. */
const offset = (north: number, east: number): LatLng => ({
  latitude: store.latitude + north / 111.2,
  longitude: store.longitude + east / 92.2,
});

function order(overrides: Partial<DispatchOrder> = {}): DispatchOrder {
  return {
    orderId: 'o',
    pickUp: store,
    dropOff: offset(0, 2),
    windowStart: NOW + 30 * MIN,
    windowEnd: NOW + 90 * MIN,
    needsIdCheck: false,
    ...overrides,
  };
}

const late = (from: LatLng, stops: Parameters<typeof stopEtas>[0]['stops']) =>
  stopEtas({ from, at: NOW, stops, travel }).some((eta) => eta.late);

/** An evening's open orders: a few stores a few blocks apart, doors across 4 km. */
const evening = fc
  .array(
    fc.record({
      store: fc.oneof(
        fc.constantFrom(store, offset(0.3, 0.4), offset(-0.5, 0.2), offset(2.5, -2)),
        fc
          .record({
            north: fc.double({ min: -3, max: 3, noNaN: true }),
            east: fc.double({ min: -3, max: 3, noNaN: true }),
          })
          .map(({ north, east }) => offset(north, east)),
      ),
      north: fc.double({ min: -4, max: 4, noNaN: true }),
      east: fc.double({ min: -4, max: 4, noNaN: true }),
      // Windows on the half hour, from now to 2 hours on; some orders without one.
      start: fc.option(fc.integer({ min: 0, max: 4 }), { nil: null, freq: 8 }),
      length: fc.constantFrom(30, 60),
      needsIdCheck: fc.boolean(),
    }),
    { maxLength: 40 },
  )
  .map((rows) =>
    rows.map((row, index) =>
      order({
        orderId: `o${index}`,
        pickUp: row.store,
        dropOff: offset(row.north, row.east),
        windowStart: row.start === null ? null : NOW + row.start * 30 * MIN,
        windowEnd: row.start === null ? null : NOW + (row.start * 30 + row.length) * MIN,
        needsIdCheck: row.needsIdCheck,
      }),
    ),
  );

describe('suggestBatches', () => {
  it('puts three orders from one store to neighbouring doors in one run that saves driving', () => {
    const orders = [
      order({ orderId: 'a', dropOff: offset(0, 2) }),
      order({
        orderId: 'b',
        dropOff: offset(0.3, 2.2),
        windowStart: NOW,
        windowEnd: NOW + 60 * MIN,
      }),
      order({ orderId: 'c', dropOff: offset(-0.2, 1.5), windowStart: null, windowEnd: null }),
      order({ orderId: 'd', dropOff: offset(0.1, 1.8) }),
    ];
    const [batch, ...others] = suggestBatches({ orders, now: NOW, travel });
    expect(others).toEqual([]);
    // b's window ends first, so it seeds; the default leaves a car room for one more order.
    expect(batch!.orderIds).toHaveLength(3);
    expect(batch!.orderIds[0]).toBe('b');
    expect(batch!).toMatchObject({ windowStart: NOW + 30 * MIN, windowEnd: NOW + 60 * MIN });
    expect(batch!.stops.slice(0, 3).every((s) => s.kind === 'pick_up')).toBe(true);
    expect(batch!.meters).toBeLessThan(batch!.soloMeters / 2);

    expect(
      suggestBatches({ orders, now: NOW, travel, maxOrders: 4 }).map((b) => b.orderIds.length),
    ).toEqual([4]);
    expect(suggestBatches({ orders, now: NOW, travel, maxOrders: 2 })).toHaveLength(2);
  });

  it('does not batch distant stores, distant doors, windows that do not overlap, nor one order', () => {
    const [first] = [order({ orderId: 'first' })];
    const apart = (other: Partial<DispatchOrder>) =>
      suggestBatches({ orders: [first!, order({ orderId: 'other', ...other })], now: NOW, travel });
    // 3 km apart: 6 minutes at 7 PM's 30 km/h with the detour, past BATCH_PICKUP_MINUTES.
    expect(BATCH_PICKUP_MINUTES).toBe(5);
    expect(apart({ pickUp: offset(0, -3) })).toEqual([]);
    expect(apart({ pickUp: offset(0, -1) })).toHaveLength(1);
    // Doors 6 km apart: 16 minutes, past BATCH_DROPOFF_MINUTES.
    expect(BATCH_DROPOFF_MINUTES).toBe(10);
    expect(apart({ dropOff: offset(0, -4) })).toEqual([]);
    expect(apart({ windowStart: NOW + 90 * MIN, windowEnd: NOW + 120 * MIN })).toEqual([]);
    expect(suggestBatches({ orders: [first!], now: NOW, travel })).toEqual([]);
  });

  it('leaves out an order whose door would be late in the run though on time alone', () => {
    // Due at the door in 16 minutes: alone it makes it (4 minutes at the counter, 11 on the
    // road); collecting a second bag first, it would not.
    const tight = order({
      orderId: 'tight',
      dropOff: offset(0, 4),
      windowStart: NOW,
      windowEnd: NOW + 16 * MIN,
    });
    expect(late(store, stopsOfOrder(tight))).toBe(false);
    const orders = [tight, order({ orderId: 'x', dropOff: offset(0, 3.5) })];
    expect(suggestBatches({ orders, now: NOW, travel })).toEqual([]);
    const roomy = suggestBatches({
      orders: [...orders, order({ orderId: 'y', dropOff: offset(0.2, 3.4) })],
      now: NOW,
      travel,
    });
    expect(roomy.map((b) => b.orderIds)).toEqual([['x', 'y']]);
  });

  it('keeps every stop once, collects first, breaks no window met alone and saves metres', () => {
    fc.assert(
      fc.property(evening, fc.integer({ min: 2, max: 4 }), (orders, maxOrders) => {
        const batches = suggestBatches({ orders, now: NOW, travel, maxOrders });
        const byId = new Map(orders.map((o) => [o.orderId, o]));
        const batched = batches.flatMap((b) => b.orderIds);
        expect(new Set(batched).size).toBe(batched.length);
        for (const batch of batches) {
          const members = batch.orderIds.map((id) => byId.get(id)!);
          expect(members.length).toBeGreaterThanOrEqual(2);
          expect(members.length).toBeLessThanOrEqual(maxOrders);
          expect(new Set(batch.stops)).toEqual(
            new Set(members.flatMap((o) => [...stopsOfOrder(o)])),
          );
          expect(batch.stops).toHaveLength(2 * members.length);
          expect(batch.stops[0]!.kind).toBe('pick_up');
          expect(pickUpsFirst(batch.stops)).toBe(true);
          expect(batch.meters).toBeCloseTo(
            runMeters(batch.stops[0]!.point, batch.stops, travel),
            6,
          );
          expect(batch.meters).toBeLessThan(batch.soloMeters);
          const etas = stopEtas({
            from: batch.stops[0]!.point,
            at: NOW,
            stops: batch.stops,
            travel,
          });
          for (const eta of etas) {
            if (!eta.late) continue;
            const alone = byId.get(eta.stop.orderId)!;
            expect(late(alone.pickUp, stopsOfOrder(alone))).toBe(true);
          }
          const starts = members.flatMap((o) => (o.windowStart === null ? [] : [o.windowStart]));
          const ends = members.flatMap((o) => (o.windowEnd === null ? [] : [o.windowEnd]));
          expect(batch.windowStart).toBe(starts.length ? Math.max(...starts) : null);
          expect(batch.windowEnd).toBe(ends.length ? Math.min(...ends) : null);
          if (batch.windowStart !== null && batch.windowEnd !== null) {
            expect(batch.windowStart).toBeLessThan(batch.windowEnd);
          }
          for (const a of members) {
            for (const b of members) {
              expect(travel.seconds(a.pickUp, b.pickUp, NOW)).toBeLessThanOrEqual(
                BATCH_PICKUP_MINUTES * 60,
              );
              expect(travel.seconds(a.dropOff, b.dropOff, NOW)).toBeLessThanOrEqual(
                BATCH_DROPOFF_MINUTES * 60,
              );
            }
          }
        }
      }),
      { numRuns: 200 },
    );
  });
});
