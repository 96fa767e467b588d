import type { BoardOrder, BoardStore, MapPoint } from '@marketplace/contract/dispatch';
import { isApproximate } from '@marketplace/core/geo/coordinate-precision';
import type { FeatureCollection, LineString, Point } from 'geojson';

/**
 * What the dispatch board draws (issue #33), as pure functions of the board's data and the time:
 * which orders a filter keeps, how urgent each is, and the map's GeoJSON.
 */

/** The window filter moves in quarter hours. */
export const WINDOW_STEP_MINUTES = 15;
const STEP_MS = WINDOW_STEP_MINUTES * 60_000;

/** The next `count` quarter hours after `now`: the window filter's choices. */
export function windowSteps(now: number, count = 16): Date[] {
  const first = Math.ceil((now + 1) / STEP_MS) * STEP_MS;
  return Array.from({ length: count }, (_, index) => new Date(first + index * STEP_MS));
}

export type BoardFilter = {
  /** Only this store's orders; null: every store. */
  storeId: string | null;
  /** Only orders whose window starts by then (ms); null: any window. */
  startingBy: number | null;
};

export function filterBoardOrders(orders: readonly BoardOrder[], filter: BoardFilter) {
  return orders.filter(
    (order) =>
      (filter.storeId === null || order.storeId === filter.storeId) &&
      (filter.startingBy === null ||
        order.windowStart === null ||
        Date.parse(order.windowStart) <= filter.startingBy),
  );
}

/** How close an order's window is to closing: passed, within half an hour, or later. */
export type Urgency = 'late' | 'soon' | 'later';
const SOON_MS = 30 * 60_000;

export function urgencyOf(order: Pick<BoardOrder, 'windowEnd'>, now: number): Urgency {
  if (order.windowEnd === null) return 'later';
  const left = Date.parse(order.windowEnd) - now;
  return left < 0 ? 'late' : left <= SOON_MS ? 'soon' : 'later';
}

/** The map's colours: the urgencies, stores and the selected pair's line. */
export const BOARD_COLOURS = {
  late: '#c62828',
  soon: '#ef6c00',
  later: '#1565c0',
  store: '#2e7d32',
  pair: '#37474f',
} as const;

/** How many open deliveries each driver carries, by driver id. */
export function loadByDriver(orders: readonly BoardOrder[]): Map<string, number> {
  const load = new Map<string, number>();
  for (const order of orders) {
    if (order.driverId) load.set(order.driverId, (load.get(order.driverId) ?? 0) + 1);
  }
  return load;
}

const lngLat = (point: MapPoint): [number, number] => [point.longitude, point.latitude];
const approximate = (point: MapPoint) => point.precision === null || isApproximate(point.precision);

/** Each order at its drop-off (or its store when it has none), coloured by urgency. */
export function orderFeatures(
  orders: readonly BoardOrder[],
  now: number,
): FeatureCollection<Point> {
  return {
    type: 'FeatureCollection',
    features: orders.flatMap((order) => {
      const place = order.dropOff ?? order.pickUp;
      if (!place) return [];
      return [
        {
          type: 'Feature',
          id: order._id,
          geometry: { type: 'Point', coordinates: lngLat(place) },
          properties: {
            orderId: order._id,
            colour: BOARD_COLOURS[urgencyOf(order, now)],
            assigned: order.driverId !== null,
            approximate: approximate(place),
          },
        },
      ];
    }),
  };
}

export function storeFeatures(stores: readonly BoardStore[]): FeatureCollection<Point> {
  return {
    type: 'FeatureCollection',
    features: stores.flatMap((store) =>
      store.location
        ? [
            {
              type: 'Feature',
              id: store._id,
              geometry: { type: 'Point', coordinates: lngLat(store.location) },
              properties: { name: store.name, approximate: approximate(store.location) },
            },
          ]
        : [],
    ),
  };
}

/** The selected order's pick-up and drop-off, drawn as a pair. */
export function pairFeatures(order: BoardOrder | null): FeatureCollection<LineString> {
  const ends = order?.pickUp && order.dropOff ? [order.pickUp, order.dropOff] : null;
  return {
    type: 'FeatureCollection',
    features: ends
      ? [
          {
            type: 'Feature',
            geometry: { type: 'LineString', coordinates: ends.map(lngLat) },
            properties: {},
          },
        ]
      : [],
  };
}
