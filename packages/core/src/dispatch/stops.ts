import type { LatLng } from '../geo/distance.js';
import { HANDLING_SECONDS, type Travel } from './travel.js';

/**
 * A stop on a driver's run (issue #34): collecting an order at its store or handing it over at
 * its door. An order is a pair of them; a run is a sequence in which every order's pick-up comes
 * before its drop-off.
 */
export type Stop = {
  orderId: string;
  kind: 'pick_up' | 'drop_off';
  point: LatLng;
  /** Seconds spent at the stop (HANDLING_SECONDS). */
  handlingSeconds: number;
  /** The order's delivery window (ms): a drop-off is not made before it opens. Null: none. */
  windowStart: number | null;
  windowEnd: number | null;
};

/** When the driver reaches a stop, when they leave it, and whether it misses its window. */
export type StopEta = {
  stop: Stop;
  arrivesAt: number;
  departsAt: number;
  /** A drop-off reached after its window's end. */
  late: boolean;
};

/** An order as dispatch weighs it: where it is collected and delivered, and when. */
export type DispatchOrder = {
  orderId: string;
  pickUp: LatLng;
  dropOff: LatLng;
  windowStart: number | null;
  windowEnd: number | null;
  needsIdCheck: boolean;
};

/** An order's two stops, pick-up first. */
export function stopsOfOrder(order: DispatchOrder): [Stop, Stop] {
  const window = { windowStart: order.windowStart, windowEnd: order.windowEnd };
  return [
    {
      orderId: order.orderId,
      kind: 'pick_up',
      point: order.pickUp,
      handlingSeconds: HANDLING_SECONDS.pickUp,
      ...window,
    },
    {
      orderId: order.orderId,
      kind: 'drop_off',
      point: order.dropOff,
      handlingSeconds:
        HANDLING_SECONDS.dropOff + (order.needsIdCheck ? HANDLING_SECONDS.idCheck : 0),
      ...window,
    },
  ];
}

/**
 * The ETA of every stop, driving them in sequence from `from` at `at`. A driver early at a door
 * waits for the window to open: the buyer chose it. Linear in the number of stops.
 */
export function stopEtas(input: {
  from: LatLng;
  at: number;
  stops: readonly Stop[];
  travel: Travel;
}): StopEta[] {
  const { travel } = input;
  let here = input.from;
  let clock = input.at;
  return input.stops.map((stop) => {
    const arrivesAt = clock + travel.seconds(here, stop.point, clock) * 1000;
    const departsAt = departureFrom(stop, arrivesAt);
    here = stop.point;
    clock = departsAt;
    return { stop, arrivesAt, departsAt, late: arrivesLate(stop, arrivesAt) };
  });
}

/** When a driver who reaches `stop` at `arrivesAt` leaves it: after its window opens, if a door. */
export function departureFrom(stop: Stop, arrivesAt: number): number {
  const opens = stop.kind === 'drop_off' && stop.windowStart !== null ? stop.windowStart : 0;
  return Math.max(arrivesAt, opens) + stop.handlingSeconds * 1000;
}

/** Whether reaching `stop` at `arrivesAt` misses its window: a drop-off after the window's end. */
export function arrivesLate(stop: Stop, arrivesAt: number): boolean {
  return stop.kind === 'drop_off' && stop.windowEnd !== null && arrivesAt > stop.windowEnd;
}

/** Metres driven through the stops in sequence from `from`. */
export function runMeters(from: LatLng, stops: readonly Stop[], travel: Travel): number {
  let here = from;
  let total = 0;
  for (const stop of stops) {
    total += travel.meters(here, stop.point);
    here = stop.point;
  }
  return total;
}

/**
 * Whether every order's pick-up in the sequence comes before its drop-off. A drop-off without a
 * pick-up in the sequence is an order already in the car.
 */
export function pickUpsFirst(stops: readonly Stop[]): boolean {
  const toCollect = new Set(stops.filter((s) => s.kind === 'pick_up').map((s) => s.orderId));
  for (const stop of stops) {
    if (stop.kind === 'pick_up') toCollect.delete(stop.orderId);
    else if (toCollect.has(stop.orderId)) return false;
  }
  return true;
}
