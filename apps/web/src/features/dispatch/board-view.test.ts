import type { BoardOrder } from '@marketplace/contract/dispatch';
import { describe, expect, it } from 'vitest';
import {
  BOARD_COLOURS,
  filterBoardOrders,
  loadByDriver,
  orderFeatures,
  pairFeatures,
  urgencyOf,
  windowSteps,
} from './board-view';

const NOW = Date.parse('2026-11-27T19:07:00-08:00');
const at = (time: string) => new Date(`2026-11-27T${time}:00-08:00`).toISOString();

function order(overrides: Partial<BoardOrder> = {}): BoardOrder {
  return {
    _id: 'order-1',
    storeId: 'store-1',
    storeName: 'Holly Street Coffee',
    adminStatus: 'unassigned',
    orderType: 'delivery',
    windowStart: at('19:30'),
    windowEnd: at('20:00'),
    driverId: null,
    driverName: null,
    recipient: 'Maya Alvarez',
    pickUp: { latitude: 34.1459, longitude: -118.1503, precision: 'address' },
    dropOff: { latitude: 34.1562, longitude: -118.1226, precision: 'address' },
    ...overrides,
  };
}

describe('the dispatch board’s view', () => {
  it('offers the next quarter hours as window filters', () => {
    expect(windowSteps(NOW, 3).map((step) => step.toISOString())).toEqual([
      at('19:15'),
      at('19:30'),
      at('19:45'),
    ]);
    // On a quarter hour exactly, the next one.
    expect(windowSteps(Date.parse(at('19:15')), 1)[0]!.toISOString()).toBe(at('19:30'));
  });

  it('keeps the orders of a store and of windows starting by the time chosen', () => {
    const orders = [
      order({ _id: 'a' }),
      order({ _id: 'b', storeId: 'store-2' }),
      order({ _id: 'c', windowStart: at('20:30'), windowEnd: at('21:00') }),
      order({ _id: 'd', windowStart: null, windowEnd: null }),
    ];
    const ids = (filter: Parameters<typeof filterBoardOrders>[1]) =>
      filterBoardOrders(orders, filter).map((o) => o._id);
    expect(ids({ storeId: null, startingBy: null })).toEqual(['a', 'b', 'c', 'd']);
    expect(ids({ storeId: 'store-1', startingBy: null })).toEqual(['a', 'c', 'd']);
    expect(ids({ storeId: null, startingBy: Date.parse(at('19:30')) })).toEqual(['a', 'b', 'd']);
  });

  it('colours an order by how close its window is to closing', () => {
    expect(urgencyOf(order({ windowEnd: at('19:00') }), NOW)).toBe('late');
    expect(urgencyOf(order({ windowEnd: at('19:37') }), NOW)).toBe('soon');
    expect(urgencyOf(order({ windowEnd: at('19:38') }), NOW)).toBe('later');
    expect(urgencyOf(order({ windowEnd: null }), NOW)).toBe('later');
  });

  it('draws each order at its drop-off, filled until assigned, as an area when approximate', () => {
    const features = orderFeatures(
      [
        order({ _id: 'a', windowEnd: at('19:00') }),
        order({
          _id: 'b',
          driverId: 'driver-1',
          dropOff: { latitude: 34.1678, longitude: -118.1261, precision: 'zipcode' },
        }),
        order({ _id: 'c', dropOff: null, pickUp: null }),
      ],
      NOW,
    ).features;
    expect(features.map((feature) => feature.properties)).toEqual([
      { orderId: 'a', colour: BOARD_COLOURS.late, assigned: false, approximate: false },
      { orderId: 'b', colour: BOARD_COLOURS.later, assigned: true, approximate: true },
    ]);
    expect(features[1]!.geometry.coordinates).toEqual([-118.1261, 34.1678]);
  });

  it('pairs the selected order’s pick-up and drop-off, and counts what each driver carries', () => {
    expect(pairFeatures(order()).features[0]!.geometry.coordinates).toEqual([
      [-118.1503, 34.1459],
      [-118.1226, 34.1562],
    ]);
    expect(pairFeatures(order({ pickUp: null })).features).toEqual([]);
    expect(pairFeatures(null).features).toEqual([]);
    expect(
      loadByDriver([
        order({ driverId: 'd1' }),
        order({ driverId: 'd1' }),
        order({ driverId: 'd2' }),
        order(),
      ]),
    ).toEqual(
      new Map([
        ['d1', 2],
        ['d2', 1],
      ]),
    );
  });
});
