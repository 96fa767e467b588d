import type { CoordinatePrecision } from '../geo/coordinate-precision.js';

/**
 * SPEC §3 Address as an order keeps it: the delivery, billing and pick-up addresses, copied onto
 * the order at payment so it never changes with the catalogue. Coordinates are null when unknown;
 * their precision says how exactly they place the stop (issue #33; absent on older orders).
 */
export type OrderAddress = {
  fullname: string;
  contact: string;
  street1: string;
  street2: string;
  aptHouseNo?: string | null;
  city: string;
  state: string;
  zipcode: string;
  latitude?: number | null;
  longitude?: number | null;
  coordinatesPrecision?: CoordinatePrecision | null;
};

/** What a store's pick-up address is made of. */
export type PickUpStore = {
  name: string;
  contact: string;
  street1: string;
  street2: string;
  city: string;
  state: string;
  zipcode: string;
  latitude: number | null;
  longitude: number | null;
  coordinatesPrecision: CoordinatePrecision | null;
};

/**
 * Where an order is collected (by its driver, or by the buyer on a pickup) and returned to: its
 * store, named and reachable by its phone, with the store's coordinates. Checkout, the driver's
 * steps and the seeds all build it here, so they agree.
 */
export function storePickUpAddress(store: PickUpStore): OrderAddress {
  return {
    fullname: store.name,
    contact: store.contact,
    street1: store.street1,
    street2: store.street2,
    aptHouseNo: null,
    city: store.city,
    state: store.state,
    zipcode: store.zipcode,
    latitude: store.latitude,
    longitude: store.longitude,
    coordinatesPrecision: store.coordinatesPrecision,
  };
}
