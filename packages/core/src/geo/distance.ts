/** A point on the map, in decimal degrees (WGS 84, as GPS and geocoders give them). */
export type LatLng = { latitude: number; longitude: number };

/** The mean radius of the Earth (IUGG), in metres. */
const EARTH_RADIUS_M = 6_371_008.8;
const radians = (degrees: number) => (degrees * Math.PI) / 180;

/**
 * The great-circle distance between two points, in metres (haversine). Exact enough across a
 * city (under 0.5% off the ellipsoid), which is all dispatch needs; road distance is a routing
 * engine's job.
 */
export function distanceMeters(from: LatLng, to: LatLng): number {
  const dLat = radians(to.latitude - from.latitude);
  const dLng = radians(to.longitude - from.longitude);
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(radians(from.latitude)) * Math.cos(radians(to.latitude)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_M * Math.asin(Math.min(1, Math.sqrt(h)));
}
