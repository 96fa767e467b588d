import type { Travel } from '@marketplace/core/dispatch/travel';
import type { LatLng } from '@marketplace/core/geo/distance';

/** A road route through stops in order: what a driver drives and the line the map draws. */
export type RoadRoute = {
  meters: number;
  seconds: number;
  /** [longitude, latitude] pairs, GeoJSON's order; the stops themselves for the model. */
  line: [number, number][];
};

/**
 * Road travel times for dispatch (issue #34). Core's dispatch asks a synchronous `Travel` about
 * every pair it weighs, so the answers are fetched here first, all at once. Neither method
 * rejects: when the routing engine fails, the straight-line model answers instead.
 */
export interface Routing {
  readonly name: 'osrm' | 'model';
  /**
   * A Travel answering for every pair of `points` (and falling back to the model for any other
   * pair), fetched at once: one OSRM /table request.
   */
  travelAmong(points: readonly LatLng[], at: number): Promise<Travel>;
  /**
   * The road route through `points` in order: metres, seconds, and the line to draw
   * ([lng, lat] pairs, may be empty for the model).
   */
  route(points: readonly LatLng[], at: number): Promise<RoadRoute>;
}
