import type { CoordinatePrecision } from '@marketplace/core/geo/coordinate-precision';
import type { LatLng } from '@marketplace/core/geo/distance';

/**
 * SPEC §3: what the address autocomplete returns, mapped by the web onto an Address (number →
 * street1, street → street2, postalCode → zipcode). Coordinates are null when unknown.
 */
export type AddressSuggestion = {
  number: string;
  street: string;
  city: string;
  state: string;
  postalCode: string;
  formattedAddress: string;
  latitude: number | null;
  longitude: number | null;
  /** How exactly the coordinates place the address (issue #33); null with no coordinates. */
  precision: CoordinatePrecision | null;
};

/** Where an address is, and how exactly that is known. */
export type Located = LatLng & { precision: CoordinatePrecision };

/** A stop's address as stores and orders keep it (SPEC §3 Address). */
export type PlaceAddress = {
  street1: string;
  street2: string;
  city: string;
  state: string;
  zipcode: string;
};

/** Turns what a buyer has typed so far into address suggestions, best first. */
export interface Geocoder {
  readonly name: 'mapbox' | 'local';
  autocomplete(query: string, options: { limit: number }): Promise<AddressSuggestion[]>;
  /** Where a whole address is (a store's, a drop-off's); null when it cannot be placed. */
  locate(address: PlaceAddress): Promise<Located | null>;
}

/** The outside service failed or refused; the route answers 502 without its details. */
export class GeocoderError extends Error {
  override name = 'GeocoderError';
}

/** One line, as a person writes it: '123 E Colorado Blvd, Pasadena, CA 91101'. */
export function formatAddress(parts: {
  number: string;
  street: string;
  city: string;
  state: string;
  postalCode: string;
}): string {
  const line1 = [parts.number, parts.street].filter(Boolean).join(' ');
  const region = [parts.state, parts.postalCode].filter(Boolean).join(' ');
  return [line1, parts.city, region].filter(Boolean).join(', ');
}
