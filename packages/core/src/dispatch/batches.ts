import { orderStops } from './order-stops.js';
import { DRIVER_CAPACITY } from './rank-drivers.js';
import { type DispatchOrder, runMeters, type Stop, stopEtas, stopsOfOrder } from './stops.js';
import type { Travel } from './travel.js';

/** Pick-ups at most this far apart by road (minutes) may share a run: the same store or its neighbours. */
export const BATCH_PICKUP_MINUTES = 5;
/** Doors at most this far from each other by road (minutes) may share a run. */
export const BATCH_DROPOFF_MINUTES = 10;

/**
 * A batch weighs at most this many candidates, those whose store and door are nearest its
 * seed's by road: the one that adds the least distance is nearly always among them, and the costly part
 * of the work stays linear in the orders however many are compatible.
 */
const CANDIDATES_WEIGHED = 8;

/** Orders one driver could take in one run, and what that saves. */
export type Batch = {
  orderIds: string[];
  /** In the order to drive them (orderStops), from the first pick-up. */
  stops: Stop[];
  /** Metres from the first stop to the last. */
  meters: number;
  /** Metres of each order driven alone, store to door, added up. */
  soloMeters: number;
  /** The windows' overlap: every order's window is open within it. Null: no order has one. */
  windowStart: number | null;
  windowEnd: number | null;
};

/**
 * Orders worth giving one driver in one run (issue #34), for the dispatch board to suggest.
 *
 * Orders may share a run when their pick-ups are the same store or within BATCH_PICKUP_MINUTES
 * of each other, their doors within BATCH_DROPOFF_MINUTES of each other, and their windows
 * overlap (an order without a window overlaps every window). Greedy: the order whose window
 * ends first seeds a batch, and the compatible order that adds the fewest metres joins it (of the
 * CANDIDATES_WEIGHED nearest the seed), up to `maxOrders`. A batch is kept only when it has two orders or more, makes no drop-off late that
 * would be on time driven alone from its store (both leaving `now`), and drives fewer metres
 * than its orders one by one. No order is in two batches.
 *
 * Pairs of orders are weighed at most once each, with the cheap questions first and each pair of
 * stores once: O(orders²) with a constant of a few comparisons. A batch's candidates are tried
 * by inserting their two stops where they add the least (O(1) per place), at most
 * CANDIDATES_WEIGHED of them a step, and only the chosen batch is ordered by orderStops.
 */
export function suggestBatches(input: {
  orders: readonly DispatchOrder[];
  now: number;
  travel: Travel;
  /** Orders in one batch at most; by default one fewer than a car carries, to leave room. */
  maxOrders?: number;
}): Batch[] {
  const { now, travel } = input;
  const maxOrders = input.maxOrders ?? DRIVER_CAPACITY - 1;
  const orders = [...input.orders].sort(
    (a, b) =>
      (a.windowEnd ?? Number.POSITIVE_INFINITY) - (b.windowEnd ?? Number.POSITIVE_INFINITY) ||
      (a.windowStart ?? Number.NEGATIVE_INFINITY) - (b.windowStart ?? Number.NEGATIVE_INFINITY) ||
      (a.orderId < b.orderId ? -1 : a.orderId > b.orderId ? 1 : 0),
  );
  const n = orders.length;
  if (maxOrders < 2 || n < 2) return [];
  const stopsOf = orders.map(stopsOfOrder);
  const soloMetersOf = orders.map((o) => travel.meters(o.pickUp, o.dropOff));
  const stopIndex = new Map<Stop, number>();
  stopsOf.forEach(([pickUp, dropOff], i) => {
    stopIndex.set(pickUp, i);
    stopIndex.set(dropOff, i);
  });

  // Whether each order is on time driven alone from its store now: computed when first asked.
  const aloneOnTime: (boolean | undefined)[] = new Array(n);
  const onTimeAlone = (i: number) => {
    aloneOnTime[i] ??= !stopEtas({
      from: orders[i]!.pickUp,
      at: now,
      stops: stopsOf[i]!,
      travel,
    }).at(-1)!.late;
    return aloneOnTime[i];
  };
  /** No drop-off late in `stops`, from its first stop at `now`, that is on time alone. */
  const keepsWindows = (stops: readonly Stop[]) => {
    for (const eta of stopEtas({ from: stops[0]!.point, at: now, stops, travel })) {
      if (eta.late && onTimeAlone(stopIndex.get(eta.stop)!)) return false;
    }
    return true;
  };

  const { compatible, candidatesOf } = compatibility({ orders, now, travel });
  const meters = (stops: readonly Stop[]) => runMeters(stops[0]!.point, stops, travel);

  const used = new Array<boolean>(n).fill(false);
  const batches: Batch[] = [];
  for (let seed = 0; seed < n; seed++) {
    if (used[seed]) continue;
    const members = [seed];
    let stops: Stop[] = [...stopsOf[seed]!];
    let soloMeters = soloMetersOf[seed]!;
    // Ties in distance go to the earlier window, as the seeds do.
    const pool = candidatesOf(seed, used)
      .sort((a, b) => a.seconds - b.seconds || a.other - b.other)
      .slice(0, CANDIDATES_WEIGHED)
      .map(({ other }) => other);
    while (members.length < maxOrders && pool.length > 0) {
      const legs = legsOf(stops, travel);
      let best: { candidate: number; stops: Stop[]; meters: number } | null = null;
      for (const candidate of pool) {
        let withAll = true;
        for (let m = 1; m < members.length && withAll; m++) {
          withAll = compatible(members[m]!, candidate);
        }
        if (!withAll) continue;
        const inserted = cheapestInsertion({
          stops,
          legs,
          order: stopsOf[candidate]!,
          orderMeters: soloMetersOf[candidate]!,
          travel,
          keepsWindows,
          // Joining must beat the best so far and still drive less than each order alone.
          under: Math.min(
            best?.meters ?? Number.POSITIVE_INFINITY,
            soloMeters + soloMetersOf[candidate]!,
          ),
        });
        if (inserted) best = { candidate, ...inserted };
      }
      if (!best) break;
      members.push(best.candidate);
      pool.splice(pool.indexOf(best.candidate), 1);
      stops = best.stops;
      soloMeters += soloMetersOf[best.candidate]!;
    }
    if (members.length < 2) continue;

    const ordered = orderStops({ from: stops[0]!.point, at: now, stops, travel });
    const run = keepsWindows(ordered) && meters(ordered) <= meters(stops) ? ordered : stops;
    const runMetres = meters(run);
    // Rounding aside, the insertions already made sure of it.
    if (runMetres >= soloMeters) continue;
    for (const member of members) used[member] = true;
    const batched = members.map((member) => orders[member]!);
    const starts = batched.flatMap((o) => (o.windowStart === null ? [] : [o.windowStart]));
    const ends = batched.flatMap((o) => (o.windowEnd === null ? [] : [o.windowEnd]));
    batches.push({
      orderIds: batched.map((o) => o.orderId),
      stops: run,
      meters: runMetres,
      soloMeters,
      windowStart: starts.length > 0 ? Math.max(...starts) : null,
      windowEnd: ends.length > 0 ? Math.min(...ends) : null,
    });
  }
  return batches;
}

/**
 * Which orders may share a run: windows that overlap, stores close by, doors close by; the cheap
 * questions first. Orders are kept by store, so an order's candidates are looked for only among
 * the orders of the stores close to its own; each pair of stores is weighed once, however many
 * orders they have, and each pair of orders at most once.
 */
function compatibility(input: { orders: readonly DispatchOrder[]; now: number; travel: Travel }) {
  const { orders, now, travel } = input;
  const n = orders.length;
  const starts = orders.map((o) => o.windowStart ?? Number.NEGATIVE_INFINITY);
  const ends = orders.map((o) => o.windowEnd ?? Number.POSITIVE_INFINITY);
  const storeKeys = new Map<string, number>();
  const ordersOfStore: number[][] = [];
  const storeOf = orders.map((o, i) => {
    const key = `${o.pickUp.latitude},${o.pickUp.longitude}`;
    let store = storeKeys.get(key);
    if (store === undefined) {
      store = storeKeys.size;
      storeKeys.set(key, store);
      ordersOfStore.push([]);
    }
    ordersOfStore[store]!.push(i);
    return store;
  });
  const pickUpLimit = BATCH_PICKUP_MINUTES * 60;
  const dropOffLimit = BATCH_DROPOFF_MINUTES * 60;

  // For each store, the stores close to it with the seconds to them (itself first, at 0),
  // found when first asked.
  const closeStores: ({ store: number; seconds: number }[] | undefined)[] = [];
  const storesCloseTo = (store: number) => {
    let close = closeStores[store];
    if (!close) {
      close = [{ store, seconds: 0 }];
      const from = orders[ordersOfStore[store]![0]!]!.pickUp;
      for (let other = 0; other < ordersOfStore.length; other++) {
        if (other === store) continue;
        const to = orders[ordersOfStore[other]![0]!]!.pickUp;
        const seconds = travel.seconds(from, to, now);
        if (seconds <= pickUpLimit && travel.seconds(to, from, now) <= pickUpLimit) {
          close.push({ store: other, seconds });
        }
      }
      closeStores[store] = close;
    }
    return close;
  };

  // Seconds from one door to the other when the windows overlap and the doors are close, kept
  // plus one (0: not weighed yet, -1: may not share a run). The stores are the caller's question.
  const pairs = new Float32Array(n * n);
  const doorSeconds = (i: number, j: number) => {
    const key = i < j ? i * n + j : j * n + i;
    let kept = pairs[key]!;
    if (kept === 0) {
      kept = -1;
      if (starts[i]! < ends[j]! && starts[j]! < ends[i]!) {
        const a = orders[i]!.dropOff;
        const b = orders[j]!.dropOff;
        const there = travel.seconds(a, b, now);
        if (there <= dropOffLimit && travel.seconds(b, a, now) <= dropOffLimit) kept = there + 1;
      }
      pairs[key] = kept;
    }
    return kept - 1;
  };

  return {
    /** Whether orders i and j may share a run. */
    compatible: (i: number, j: number) =>
      storesCloseTo(storeOf[i]!).some(({ store }) => store === storeOf[j]) &&
      doorSeconds(i, j) >= 0,
    /**
     * The orders not yet `used` that may share a run with order i, with how far they are from
     * it: the seconds between the stores and between the doors, added.
     */
    candidatesOf(i: number, used: readonly boolean[]): { other: number; seconds: number }[] {
      const found: { other: number; seconds: number }[] = [];
      for (const { store, seconds } of storesCloseTo(storeOf[i]!)) {
        for (const j of ordersOfStore[store]!) {
          if (j === i || used[j]) continue;
          const doors = doorSeconds(i, j);
          if (doors >= 0) found.push({ other: j, seconds: seconds + doors });
        }
      }
      return found;
    },
  };
}

/** The metres of each leg of a run: legs[k] from stops[k − 1] to stops[k] (legs[0] is 0). */
function legsOf(stops: readonly Stop[], travel: Travel): number[] {
  const legs = [0];
  for (let k = 1; k < stops.length; k++)
    legs.push(travel.meters(stops[k - 1]!.point, stops[k]!.point));
  return legs;
}

/**
 * The run with an order's pick-up and drop-off inserted where they add the fewest metres, the
 * pick-up first, keeping the windows; null when no such place drives fewer than `under` metres.
 * Each place is weighed in O(1) from the legs to and from the two new stops (4m + 1 distances
 * for a run of m stops), and only places under `under` have their windows checked, cheapest
 * first.
 */
function cheapestInsertion(input: {
  stops: readonly Stop[];
  legs: readonly number[];
  order: readonly [Stop, Stop];
  /** Metres from the order's pick-up to its drop-off. */
  orderMeters: number;
  travel: Travel;
  keepsWindows: (stops: readonly Stop[]) => boolean;
  under: number;
}): { stops: Stop[]; meters: number } | null {
  const { stops, legs, travel, orderMeters } = input;
  const [pickUp, dropOff] = input.order;
  const m = stops.length;
  let base = 0;
  for (let k = 1; k < m; k++) base += legs[k]!;
  const toPickUp: number[] = [];
  const fromPickUp: number[] = [];
  const toDropOff: number[] = [];
  const fromDropOff: number[] = [];
  for (const stop of stops) {
    toPickUp.push(travel.meters(stop.point, pickUp.point));
    fromPickUp.push(travel.meters(pickUp.point, stop.point));
    toDropOff.push(travel.meters(stop.point, dropOff.point));
    fromDropOff.push(travel.meters(dropOff.point, stop.point));
  }
  // p: the pick-up goes before stops[p]; d: the drop-off before stops[d] (d ≥ p), in the run
  // without the pick-up. Putting x between a and b adds a→x + x→b − a→b; nothing before the
  // first stop or after the last costs anything.
  const places: { p: number; d: number; meters: number }[] = [];
  for (let p = 0; p <= m; p++) {
    const before = p > 0 ? toPickUp[p - 1]! : 0;
    const broken = p > 0 && p < m ? legs[p]! : 0;
    for (let d = p; d <= m; d++) {
      const added =
        d === p
          ? before + orderMeters + (p < m ? fromDropOff[p]! : 0) - broken
          : before +
            (p < m ? fromPickUp[p]! : 0) -
            broken +
            toDropOff[d - 1]! +
            (d < m ? fromDropOff[d]! - legs[d]! : 0);
      if (base + added < input.under) places.push({ p, d, meters: base + added });
    }
  }
  places.sort((x, y) => x.meters - y.meters);
  for (const place of places) {
    const run = [
      ...stops.slice(0, place.p),
      pickUp,
      ...stops.slice(place.p, place.d),
      dropOff,
      ...stops.slice(place.d),
    ];
    if (input.keepsWindows(run)) return { stops: run, meters: place.meters };
  }
  return null;
}
