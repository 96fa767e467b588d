import { distanceMeters, type LatLng } from '../geo/distance.js';
import { isPositionStale } from '../geo/driver-position.js';
import { type Stop, stopEtas } from './stops.js';
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
  /** When they finish what they already have (ms; now when free). */
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
 * have, then the job's stops in the job's order; drivers who would meet every window come
 * before those who would not, fresh positions before stale ones, then the earliest last
 * hand-over, then the nearest. Drivers without a position, or who would carry more than
 * DRIVER_CAPACITY orders, are not suggested. Linear in drivers × their stops.
 */
export function rankDrivers(input: {
  job: readonly Stop[];
  drivers: readonly DispatchDriver[];
  now: number;
  travel: Travel;
  limit?: number;
}): DriverSuggestion[] {
  const { job, now, travel } = input;
  const jobOrders = new Set(job.map((stop) => stop.orderId)).size;
  const first = job[0];
  if (!first) return [];
  const suggestions: DriverSuggestion[] = [];
  for (const driver of input.drivers) {
    if (!driver.position) continue;
    if (ordersCarried(driver.queue) + jobOrders > DRIVER_CAPACITY) continue;
    const etas = stopEtas({
      from: driver.position,
      at: now,
      stops: [...driver.queue, ...job],
      travel,
    });
    const queued = etas.slice(0, driver.queue.length);
    const mine = etas.slice(driver.queue.length);
    suggestions.push({
      driverId: driver.driverId,
      metersAway: distanceMeters(driver.position, first.point),
      free: driver.queue.length === 0,
      freeAt: queued.at(-1)?.departsAt ?? now,
      arrivesAt: mine.at(-1)?.arrivesAt ?? now,
      late: mine.some((eta) => eta.late),
      stale: driver.positionAt === null || isPositionStale(driver.positionAt, now),
    });
  }
  suggestions.sort(
    (a, b) =>
      Number(a.late) - Number(b.late) ||
      Number(a.stale) - Number(b.stale) ||
      a.arrivesAt - b.arrivesAt ||
      a.metersAway - b.metersAway,
  );
  return input.limit === undefined ? suggestions : suggestions.slice(0, input.limit);
}

/** Orders a queue holds: each counted once, whether it still has one stop or two. */
export function ordersCarried(queue: readonly Stop[]): number {
  return new Set(queue.map((stop) => stop.orderId)).size;
}
