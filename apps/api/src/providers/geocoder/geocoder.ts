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
};

/** Turns what a buyer has typed so far into address suggestions, best first. */
export interface Geocoder {
  readonly name: 'mapbox' | 'local';
  autocomplete(query: string, options: { limit: number }): Promise<AddressSuggestion[]>;
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
