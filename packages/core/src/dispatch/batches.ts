import { orderStops } from './order-stops.js';
import { DRIVER_CAPACITY } from './rank-drivers.js';
import { type DispatchOrder, runMeters, type Stop, stopEtas, stopsOfOrder } from './stops.js';
import type { Travel } from './travel.js';

/** Pick-ups at most this far apart by road (minutes) may share a run: the same store or its neighbours. */
export const BATCH_PICKUP_MINUTES = 5;
/** Doors at most this far from each other by road (minutes) may share a run. */
export const BATCH_DROPOFF_MINUTES = 10;

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
 * ends first seeds a batch, and the compatible order that adds the fewest metres joins it, up to
 * `maxOrders`. A batch is kept only when it has two orders or more, makes no drop-off late that
 * would be on time driven alone from its store (both leaving `now`), and drives fewer metres
 * than its orders one by one. No order is in two batches.
 *
 * Pairs are weighed at most once each and a batch's candidates are tried by inserting their two
 * stops where they add the least, so the work is O(orders²) with small constants; the chosen
 * batch alone is ordered by orderStops.
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
  const stopIndex = new Map<Stop, number>(
    stopsOf.flatMap(([p, d], i) => [[p, i] as const, [d, i] as const]),
  );

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
  const keepsWindows = (stops: readonly Stop[]) =>
    stopEtas({ from: stops[0]!.point, at: now, stops, travel }).every(
      (eta) => !eta.late || !onTimeAlone(stopIndex.get(eta.stop)!),
    );

  // 0: not weighed yet, 1: may share a run, 2: may not.
  const pairs = new Uint8Array(n * n);
  const compatible = (i: number, j: number) => {
    const key = i < j ? i * n + j : j * n + i;
    if (pairs[key] === 0) pairs[key] = mayShareRun(orders[i]!, orders[j]!, now, travel) ? 1 : 2;
    return pairs[key] === 1;
  };

  const meters = (stops: readonly Stop[]) => runMeters(stops[0]!.point, stops, travel);

  const used = new Array<boolean>(n).fill(false);
  const batches: Batch[] = [];
  for (let seed = 0; seed < n; seed++) {
    if (used[seed]) continue;
    const members = [seed];
    let stops: Stop[] = [...stopsOf[seed]!];
    let soloMeters = soloMetersOf[seed]!;
    const pool: number[] = [];
    for (let other = 0; other < n; other++) {
      if (other !== seed && !used[other] && compatible(seed, other)) pool.push(other);
    }
    while (members.length < maxOrders && pool.length > 0) {
      let best: { candidate: number; stops: Stop[]; meters: number } | null = null;
      for (const candidate of pool) {
        if (!members.every((member) => compatible(member, candidate))) continue;
        const inserted = cheapestInsertion({
          stops,
          order: stopsOf[candidate]!,
          travel,
          keepsWindows,
          under: best?.meters ?? Number.POSITIVE_INFINITY,
        });
        if (inserted && inserted.meters < soloMeters + soloMetersOf[candidate]!) {
          best = { candidate, ...inserted };
        }
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

/** Two orders whose stores and doors are close and whose windows overlap. */
function mayShareRun(a: DispatchOrder, b: DispatchOrder, now: number, travel: Travel): boolean {
  if (a.windowStart !== null && b.windowEnd !== null && a.windowStart >= b.windowEnd) return false;
  if (b.windowStart !== null && a.windowEnd !== null && b.windowStart >= a.windowEnd) return false;
  const near = (from: typeof a.pickUp, to: typeof a.pickUp, minutes: number) =>
    (from.latitude === to.latitude && from.longitude === to.longitude) ||
    (travel.seconds(from, to, now) <= minutes * 60 &&
      travel.seconds(to, from, now) <= minutes * 60);
  return (
    near(a.pickUp, b.pickUp, BATCH_PICKUP_MINUTES) &&
    near(a.dropOff, b.dropOff, BATCH_DROPOFF_MINUTES)
  );
}

/**
 * The run with an order's pick-up and drop-off inserted where they add the fewest metres, the
 * pick-up first, keeping the windows; null when no such place drives fewer than `under` metres.
 * Every place is weighed in O(1) and only the cheaper ones' windows are checked.
 */
function cheapestInsertion(input: {
  stops: readonly Stop[];
  order: readonly [Stop, Stop];
  travel: Travel;
  keepsWindows: (stops: readonly Stop[]) => boolean;
  under: number;
}): { stops: Stop[]; meters: number } | null {
  const { stops, travel } = input;
  const [pickUp, dropOff] = input.order;
  const m = stops.length;
  const leg = (a: Stop | undefined, b: Stop | undefined) =>
    a && b ? travel.meters(a.point, b.point) : 0;
  const base = runMeters(stops[0]!.point, stops, travel);
  const places: { p: number; d: number; meters: number }[] = [];
  // p: the pick-up goes before stops[p]; d: the drop-off before stops[d] (d ≥ p), counted in the
  // run without the pick-up. Inserting x between a and b costs a→x + x→b − a→b.
  for (let p = 0; p <= m; p++) {
    const a = stops[p - 1];
    const b = stops[p];
    const withPickUp = leg(a, pickUp) + leg(pickUp, b) - leg(a, b);
    for (let d = p; d <= m; d++) {
      const added =
        d === p
          ? leg(a, pickUp) +
            travel.meters(pickUp.point, dropOff.point) +
            leg(dropOff, b) -
            leg(a, b)
          : withPickUp +
            leg(stops[d - 1], dropOff) +
            leg(dropOff, stops[d]) -
            leg(stops[d - 1], stops[d]);
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
