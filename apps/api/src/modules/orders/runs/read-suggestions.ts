import type {
  DispatchSuggestions,
  DriverSuggestion as DriverSuggestionJson,
} from '@marketplace/contract/runs';
import { suggestBatches } from '@marketplace/core/dispatch/batches';
import { type DriverSuggestion, rankDrivers } from '@marketplace/core/dispatch/rank-drivers';
import { runOrder } from '@marketplace/core/dispatch/run-order';
import { stopEtas, stopsOfOrder } from '@marketplace/core/dispatch/stops';
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
  const batches = suggestBatches({ orders: placed, now, travel }).map((found) => {
    // As the driver will be given it (assign-run.ts): every pick-up, then the doors.
    const stops = runOrder({ from: found.stops[0]!.point, at: now, stops: found.stops, travel });
    const batch = { ...found, stops };
    return {
      batch,
      driver: rankDrivers({ job: stops, drivers, now, travel, limit: 1 })[0] ?? null,
    };
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
