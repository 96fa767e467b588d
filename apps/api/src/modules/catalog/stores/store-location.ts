import type { CoordinatePrecision } from '@marketplace/core/geo/coordinate-precision';
import type { FastifyBaseLogger } from 'fastify';
import type { Geocoder, PlaceAddress } from '../../../providers/geocoder/geocoder.js';

/** A store's coordinates as the stores table keeps them: all three, or none. */
export type StoreCoordinates = {
  latitude: number | null;
  longitude: number | null;
  coordinatesPrecision: CoordinatePrecision | null;
};

/** No coordinates: the store could not be placed. */
export const UNPLACED: StoreCoordinates = {
  latitude: null,
  longitude: null,
  coordinatesPrecision: null,
};

/** Where a store at `address` is. */
export type LocateStore = (address: PlaceAddress) => Promise<StoreCoordinates>;

/**
 * Places stores with the configured geocoder as they are saved (issue #33): the local one gives
 * the zip code's centre and says so. A geocoder that fails or cannot place the address leaves
 * the store without coordinates rather than refusing the save, since buyers need none to order;
 * it is placed again when its address next changes.
 */
export function storeLocator(
  geocoder: Geocoder,
  log: Pick<FastifyBaseLogger, 'warn'>,
): LocateStore {
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
        'The geocoder could not place a store; it is saved without coordinates.',
      );
      return UNPLACED;
    }
  };
}

/** Whether two addresses are the same place to a geocoder (the same five fields). */
export function sameAddress(a: PlaceAddress, b: PlaceAddress): boolean {
  return (
    a.street1 === b.street1 &&
    a.street2 === b.street2 &&
    a.city === b.city &&
    a.state === b.state &&
    a.zipcode === b.zipcode
  );
}

/** An address as stores keep it once checked: each field trimmed. */
export function trimmed(address: PlaceAddress): PlaceAddress {
  return {
    street1: address.street1.trim(),
    street2: address.street2.trim(),
    city: address.city.trim(),
    state: address.state.trim(),
    zipcode: address.zipcode.trim(),
  };
}
