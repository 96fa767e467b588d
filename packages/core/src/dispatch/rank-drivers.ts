import { distanceMeters, type LatLng } from '../geo/distance.js';
import { isPositionStale } from '../geo/driver-position.js';
import { arrivesLate, departureFrom, type Stop } from './stops.js';
import type { Travel } from './travel.js';

/** A driver carries at most this many orders at once (bags in one car, food still warm). */
export const DRIVER_CAPACITY = 4;

/** A driver on shift as dispatch weighs them. */
export type DispatchDriver = {
  driverId: string;
  /** Their last reported position; null before the first report. */
  position: LatLng | null;
  /** When it was reported (ms). */
  positionAt: number | null;
  /** What they still have to do, in their order: stops not yet made. */
  queue: readonly Stop[];
};

/** One driver weighed for a job: a single order's two stops, or a batch's run. */
export type DriverSuggestion = {
  driverId: string;
  /** Straight-line metres from the driver to the job's first stop. */
  metersAway: number;
  /** No stops left before this job. */
  free: boolean;
  /** When they finish what comes before this job (ms; now when free). */
  freeAt: number;
  /** When they reach the job's last drop-off (ms). */
  arrivesAt: number;
  /** Some drop-off of the job would miss its window. */
  late: boolean;
  /** Their position is older than POSITION_STALE_AFTER_MS: the ETA is a guess. */
  stale: boolean;
};

/**
 * The drivers best placed for a job, best first (issue #34): each driver does what they already
 * have, with the job's stops, in the job's order, where their app will put them (by window:
 * jobPlaceInQueue). Drivers who would meet every window come before
 * those who would not, and fresh positions before stale ones. Among drivers on time, the one who
 * drives least to start the job comes first, from their last stop (or where they are, when
 * free) to the job's first: a driver whose run ends by the store saves the trip across town
 * that the nearest free driver would make, and being on time is all a window asks. Among drivers
 * who would be late, the earliest last hand-over comes first. Ties go to the earliest last
 * hand-over, then the nearest. Drivers without a position, or who would carry more than
 * DRIVER_CAPACITY orders, are not suggested. Linear in drivers × their stops at worst; with a
 * `limit`, only the drivers nearest the start have their ETAs worked out, as long as enough of
 * them would be on time.
 */
export function rankDrivers(input: {
  job: readonly Stop[];
  drivers: readonly DispatchDriver[];
  now: number;
  travel: Travel;
  limit?: number;
}): DriverSuggestion[] {
  const { job, now, travel } = input;
  const first = job[0];
  if (!first) return [];
  const jobOrders = ordersCarried(job);
  const weighed: Weighed[] = [];
  for (const driver of input.drivers) {
    const position = driver.position;
    if (!position) continue;
    if (ordersCarried(driver.queue) + jobOrders > DRIVER_CAPACITY) continue;
    const before = jobPlaceInQueue(driver.queue, job);
    weighed.push({
      driver,
      position,
      before,
      stale: driver.positionAt === null || isPositionStale(driver.positionAt, now),
      metersToStart: travel.meters(driver.queue[before - 1]?.point ?? position, first.point),
      metersAway: Number.NaN,
      freeAt: now,
      arrivesAt: now,
      late: false,
    });
  }
  const limit = Math.min(input.limit ?? weighed.length, weighed.length);
  if (limit <= 0) return [];
  // Fresh drivers nearest the start first. Once `limit` of them would be on time, a fresh
  // driver further from the start, or a stale one, cannot displace them: their ETAs, most of the
  // work, are not worked out. Ties with the last of them still are.
  weighed.sort((a, b) => Number(a.stale) - Number(b.stale) || a.metersToStart - b.metersToStart);
  let onTime = 0;
  let enough = Number.POSITIVE_INFINITY;
  let weighedUpTo = weighed.length;
  for (let n = 0; n < weighed.length; n++) {
    const w = weighed[n]!;
    if (onTime >= limit && (w.stale || w.metersToStart > enough)) {
      weighedUpTo = n;
      break;
    }
    driveQueueThenJob(w, job, now, travel);
    if (!w.late && !w.stale && ++onTime === limit) enough = w.metersToStart;
  }
  // The straight line to the job is only needed for the suggestions shown, and for ties.
  const metersAway = (w: Weighed) => {
    if (Number.isNaN(w.metersAway)) w.metersAway = distanceMeters(w.position, first.point);
    return w.metersAway;
  };
  return weighed
    .slice(0, weighedUpTo)
    .sort(
      (a, b) =>
        Number(a.late) - Number(b.late) ||
        Number(a.stale) - Number(b.stale) ||
        (a.late ? 0 : a.metersToStart - b.metersToStart) ||
        a.arrivesAt - b.arrivesAt ||
        metersAway(a) - metersAway(b),
    )
    .slice(0, limit)
    .map((w) => ({
      driverId: w.driver.driverId,
      metersAway: metersAway(w),
      free: w.before === 0,
      freeAt: w.freeAt,
      arrivesAt: w.arrivesAt,
      late: w.late,
      stale: w.stale,
    }));
}

/**
 * stopEtas over the driver's queue with the job where their app will put it (jobPlaceInQueue),
 * keeping only what the ranking needs: when they finish what comes before the job, when they
 * reach the job's last stop, and whether a door of the job is late.
 */
function driveQueueThenJob(w: Weighed, job: readonly Stop[], now: number, travel: Travel) {
  let here = w.position;
  let clock = now;
  for (const stop of w.driver.queue.slice(0, w.before)) {
    clock = departureFrom(stop, clock + travel.seconds(here, stop.point, clock) * 1000);
    here = stop.point;
  }
  w.freeAt = clock;
  for (const stop of job) {
    w.arrivesAt = clock + travel.seconds(here, stop.point, clock) * 1000;
    w.late ||= arrivesLate(stop, w.arrivesAt);
    clock = departureFrom(stop, w.arrivesAt);
    here = stop.point;
  }
}

/**
 * How many of the queue's stops the driver makes before the job: the driver's app takes runs and
 * orders by their earliest window (the API's inDriverOrder), so a job whose window opens before
 * a queued order's goes before that order's stops — a driver is never thought to wait an hour at
 * a later door while an earlier one goes late. Ties keep the queue first: it was placed first.
 */
export function jobPlaceInQueue(queue: readonly Stop[], job: readonly Stop[]): number {
  const jobStart = earliestWindow(job);
  const startOf = new Map<string, number>();
  for (const stop of queue) {
    const start = stop.windowStart ?? Number.POSITIVE_INFINITY;
    startOf.set(stop.orderId, Math.min(startOf.get(stop.orderId) ?? start, start));
  }
  const later = queue.findIndex((stop) => startOf.get(stop.orderId)! > jobStart);
  return later === -1 ? queue.length : later;
}

function earliestWindow(stops: readonly Stop[]): number {
  let earliest = Number.POSITIVE_INFINITY;
  for (const stop of stops)
    earliest = Math.min(earliest, stop.windowStart ?? Number.POSITIVE_INFINITY);
  return earliest;
}

/** A driver as rankDrivers weighs them for one job. */
type Weighed = {
  driver: DispatchDriver;
  position: LatLng;
  /** How many queued stops come before the job (jobPlaceInQueue). */
  before: number;
  stale: boolean;
  /** Road metres from the stop before the job (or where they are) to the job's first stop. */
  metersToStart: number;
  /** Straight-line metres from where they are to the job's first stop; NaN until needed. */
  metersAway: number;
  /** These three once driveQueueThenJob has run. */
  freeAt: number;
  arrivesAt: number;
  late: boolean;
};

/** Orders a queue holds: each counted once, whether it still has one stop or two. */
export function ordersCarried(queue: readonly Stop[]): number {
  // Queues are a few stops long and this runs for every driver and job: no Set.
  let orders = 0;
  for (let i = 0; i < queue.length; i++) {
    let seen = false;
    for (let j = 0; j < i && !seen; j++) seen = queue[j]!.orderId === queue[i]!.orderId;
    if (!seen) orders++;
  }
  return orders;
}
