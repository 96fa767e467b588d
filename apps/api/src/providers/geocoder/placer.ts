import type { CoordinatePrecision } from '@marketplace/core/geo/coordinate-precision';
import type { FastifyBaseLogger } from 'fastify';
import type { Geocoder, PlaceAddress } from './geocoder.js';

/** A stop's coordinates as stores and orders keep them: all three, or none. */
export type Placement = {
  latitude: number | null;
  longitude: number | null;
  coordinatesPrecision: CoordinatePrecision | null;
};

/** No coordinates: the address could not be placed. */
export const UNPLACED: Placement = {
  latitude: null,
  longitude: null,
  coordinatesPrecision: null,
};

/** Where a stop at `address` is. */
export type PlaceAddressFn = (address: PlaceAddress) => Promise<Placement>;

/**
 * Places stops with the configured geocoder as they are saved (issue #33): stores when staff
 * save them, drop-offs at checkout when the buyer's pick carried no coordinates. The local
 * geocoder gives the zip code's centre and says so. A geocoder that fails or cannot place the
 * address leaves the stop without coordinates rather than refusing the save or the payment:
 * nobody needs them to order, only to see the stop on the dispatch map. `what` names the stop in
 * the warning.
 */
export function addressPlacer(
  geocoder: Geocoder,
  log: Pick<FastifyBaseLogger, 'warn'>,
  what: string,
): PlaceAddressFn {
  return async (address) => {
    try {
      const found = await geocoder.locate(address);
      if (!found) return UNPLACED;
      return {
        latitude: found.latitude,
        longitude: found.longitude,
        coordinatesPrecision: found.precision,
      };
    } catch (error) {
      log.warn(
        { err: error },
        `The geocoder could not place ${what}; it is saved without coordinates.`,
      );
      return UNPLACED;
    }
  };
}
