import type {
  DispatchSuggestions,
  DriverSuggestion as DriverSuggestionJson,
} from '@marketplace/contract/runs';
import { suggestBatches } from '@marketplace/core/dispatch/batches';
import { type DriverSuggestion, rankDrivers } from '@marketplace/core/dispatch/rank-drivers';
import { runOrder } from '@marketplace/core/dispatch/run-order';
import { runMeters, type Stop, stopEtas, stopsOfOrder } from '@marketplace/core/dispatch/stops';
import type { LatLng } from '@marketplace/core/geo/distance';
import { type Actor, requireAccess } from '../../../access.js';
import type { Executor } from '../../../db/client.js';
import type { Routing } from '../../../providers/routing/routing.js';
import { storeSummaries } from '../../catalog/store-records.js';
import { driverNames } from '../../users/driver-records.js';
import { driversAtWork, waitingOrders } from './dispatch-state.js';

/** Each unassigned order shows this many drivers. */
export const SUGGESTIONS_PER_ORDER = 2;

const iso = (ms: number) => new Date(ms).toISOString();

/**
 * GET /api/dispatch/suggestions (admin, issue #34): for every unassigned delivery its best two
 * drivers, the orders worth one run with the driver best placed for it, and the assigned
 * deliveries whose ETA has passed their window's end. Travel times come from the routing
 * provider, one table for every point in play.
 */
export async function readSuggestions(
  deps: { db: Executor; clock: () => Date; routing: Routing },
  input: { actor: Actor | null },
): Promise<DispatchSuggestions> {
  const { db } = deps;
  await requireAccess({ db, actor: input.actor, permission: 'order.assign' });
  const now = deps.clock().getTime();
  const [waiting, drivers] = await Promise.all([waitingOrders(db), driversAtWork(db)]);
  const placed = waiting.flatMap((order) => (order.dispatch ? [order.dispatch] : []));
  const points: LatLng[] = [
    ...placed.flatMap((order) => [order.pickUp, order.dropOff]),
    ...drivers.flatMap((driver) => [
      ...(driver.position ? [driver.position] : []),
      ...driver.queue.map((stop) => stop.point),
    ]),
  ];
  const travel = await deps.routing.travelAmong(points, now);

  const ranked = new Map(
    placed.map((order) => [
      order.orderId,
      rankDrivers({
        job: stopsOfOrder(order),
        drivers,
        now,
        travel,
        limit: SUGGESTIONS_PER_ORDER,
      }),
    ]),
  );
  const batches = suggestBatches({ orders: placed, now, travel }).flatMap((found) => {
    // Planned as assign-run.ts will plan it, so the admin sees the order the driver gets: from
    // the same stops in the same order (by order id), from the best driver's position; a run
    // that no longer saves distance planned that way is not suggested.
    const stops = canonicalStops(found.stops);
    const planned = runOrder({ from: stops[0]!.point, at: now, stops, travel });
    const [best] = rankDrivers({ job: planned, drivers, now, travel, limit: 1 });
    const bestDriver = drivers.find((driver) => driver.driverId === best?.driverId);
    const run = bestDriver?.position
      ? runOrder({ from: bestDriver.position, at: now, stops, travel })
      : planned;
    const meters = runMeters(run[0]!.point, run, travel);
    if (meters >= found.soloMeters) return [];
    const driver = bestDriver
      ? (rankDrivers({ job: run, drivers: [bestDriver], now, travel })[0] ?? null)
      : null;
    return [{ batch: { ...found, stops: run, meters }, driver }];
  });
  const late = drivers.flatMap((driver) =>
    driver.position
      ? stopEtas({ from: driver.position, at: now, stops: driver.queue, travel })
          .filter((eta) => eta.late && eta.stop.windowEnd !== null)
          .map((eta) => ({
            orderId: eta.stop.orderId,
            driverId: driver.driverId,
            arrivesAt: iso(eta.arrivesAt),
            windowEnd: iso(eta.stop.windowEnd!),
          }))
      : [],
  );

  const suggested = [...ranked.values(), ...batches.map((b) => (b.driver ? [b.driver] : []))];
  const names = await driverNames(db, [...new Set(suggested.flat().map((s) => s.driverId))]);
  const stores = await storeSummaries(
    db,
    waiting.map((order) => order.storeId),
  );
  const storeOf = new Map(waiting.map((order) => [order.orderId, order.storeId]));
  const toJson = (s: DriverSuggestion): DriverSuggestionJson => ({
    driverId: s.driverId,
    driverName: names.get(s.driverId) ?? null,
    metersAway: Math.round(s.metersAway),
    free: s.free,
    freeAt: iso(s.freeAt),
    arrivesAt: iso(s.arrivesAt),
    late: s.late,
    stale: s.stale,
  });
  return {
    computedAt: iso(now),
    orders: waiting.map((order) => ({
      orderId: order.orderId,
      placed: order.dispatch !== null,
      suggestions: (ranked.get(order.orderId) ?? []).map(toJson),
    })),
    runs: batches.map(({ batch, driver }) => ({
      orderIds: batch.stops.filter((s) => s.kind === 'drop_off').map((s) => s.orderId),
      storeNames: [
        ...new Set(batch.orderIds.map((id) => stores.get(storeOf.get(id) ?? '')?.name ?? 'Store')),
      ],
      windowStart: batch.windowStart === null ? null : iso(batch.windowStart),
      windowEnd: batch.windowEnd === null ? null : iso(batch.windowEnd),
      stops: batch.stops.map((s) => ({
        orderId: s.orderId,
        kind: s.kind,
        latitude: s.point.latitude,
        longitude: s.point.longitude,
      })),
      meters: Math.round(batch.meters),
      savedMeters: Math.round(batch.soloMeters - batch.meters),
      driver: driver ? toJson(driver) : null,
    })),
    late,
  };
}

/** A run's stops in one order whoever asks: by order id, each order's pick-up first. */
export function canonicalStops(stops: readonly Stop[]): Stop[] {
  return [...stops].sort(
    (a, b) =>
      (a.orderId < b.orderId ? -1 : a.orderId > b.orderId ? 1 : 0) ||
      (a.kind === 'pick_up' ? -1 : 1),
  );
}
