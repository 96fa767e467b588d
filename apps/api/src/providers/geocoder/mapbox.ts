import type { CoordinatePrecision } from '@marketplace/core/geo/coordinate-precision';
import type { LatLng } from '@marketplace/core/geo/distance';
import {
  type AddressSuggestion,
  formatAddress,
  type Geocoder,
  GeocoderError,
  type Located,
  type PlaceAddress,
} from './geocoder.js';

/**
 * Mapbox Geocoding API v6, forward geocoding with autocomplete
 * (GET https://api.mapbox.com/search/geocode/v6/forward), limited to US addresses and biased
 * towards Pasadena. Only the documented response fields this adapter reads are typed below.
 */

type MapboxContextPart = { name?: string };
type MapboxFeature = {
  geometry?: { coordinates?: [number, number] };
  properties?: {
    feature_type?: string;
    full_address?: string;
    name?: string;
    coordinates?: { longitude?: number; latitude?: number; accuracy?: string };
    context?: {
      address?: { address_number?: string; street_name?: string; name?: string };
      street?: MapboxContextPart;
      postcode?: MapboxContextPart;
      place?: MapboxContextPart;
      locality?: MapboxContextPart;
      region?: MapboxContextPart & { region_code?: string };
    };
  };
};
type MapboxResponse = { features?: MapboxFeature[] };

export const MAPBOX_FORWARD_URL = 'https://api.mapbox.com/search/geocode/v6/forward';
/** Pasadena City Hall (longitude, latitude): nearer results first. */
const PROXIMITY = '-118.1445,34.1478';
const TIMEOUT_MS = 3000;

export type MapboxOptions = {
  accessToken: string;
  /** Injected by tests; the global fetch otherwise. */
  fetch?: typeof fetch;
};

export class MapboxGeocoder implements Geocoder {
  readonly name = 'mapbox';
  private readonly fetch: typeof fetch;

  constructor(private readonly options: MapboxOptions) {
    this.fetch = options.fetch ?? fetch;
  }

  async autocomplete(query: string, { limit }: { limit: number }): Promise<AddressSuggestion[]> {
    const features = await this.forward({
      q: query,
      autocomplete: 'true',
      types: 'address',
      limit: String(limit),
    });
    return features.flatMap((feature) => {
      const suggestion = toSuggestion(feature);
      return suggestion ? [suggestion] : [];
    });
  }

  /** The best match for a whole address, down to its zip code when no street matches. */
  async locate(address: PlaceAddress): Promise<Located | null> {
    const line = formatAddress({
      number: address.street1,
      street: address.street2,
      city: address.city,
      state: address.state,
      postalCode: address.zipcode,
    });
    const [best] = await this.forward({
      q: line,
      autocomplete: 'false',
      types: 'address,street,postcode',
      limit: '1',
    });
    const point = best ? coordinatesOf(best) : null;
    return point && { ...point, precision: precisionOf(best?.properties ?? {}) };
  }

  private async forward(parameters: Record<string, string>): Promise<MapboxFeature[]> {
    const url = new URL(MAPBOX_FORWARD_URL);
    url.search = new URLSearchParams({
      ...parameters,
      access_token: this.options.accessToken,
      country: 'us',
      language: 'en',
      proximity: PROXIMITY,
    }).toString();
    let response: Response;
    try {
      response = await this.fetch(url, { signal: AbortSignal.timeout(TIMEOUT_MS) });
    } catch (error) {
      throw new GeocoderError('Mapbox could not be reached.', { cause: error });
    }
    if (!response.ok) {
      // The body may echo the request URL, token included: keep only the status.
      throw new GeocoderError(`Mapbox answered ${response.status}.`);
    }
    const body = (await response.json()) as MapboxResponse;
    return body.features ?? [];
  }
}

/**
 * Mapbox's point accuracy of an address feature (rooftop, parcel, point, proximate: the
 * building; interpolated, intersection, street, approximate: somewhere on the street), or the
 * feature's own type for streets and zip codes.
 */
function precisionOf(properties: NonNullable<MapboxFeature['properties']>): CoordinatePrecision {
  if (properties.feature_type === 'postcode') return 'zipcode';
  if (properties.feature_type !== 'address') return 'street';
  const exact = ['rooftop', 'parcel', 'point', 'proximate'];
  return exact.includes(properties.coordinates?.accuracy ?? '') ? 'address' : 'street';
}

function coordinatesOf(feature: MapboxFeature): LatLng | null {
  const properties = feature.properties ?? {};
  const [longitude, latitude] = feature.geometry?.coordinates ?? [
    properties.coordinates?.longitude,
    properties.coordinates?.latitude,
  ];
  return latitude == null || longitude == null ? null : { latitude, longitude };
}

/** One feature as SPEC §3's address suggestion; features with no street are left out. */
export function toSuggestion(feature: MapboxFeature): AddressSuggestion | null {
  const properties = feature.properties ?? {};
  const context = properties.context ?? {};
  const street = context.address?.street_name ?? context.street?.name ?? '';
  if (!street) return null;
  const parts = {
    number: context.address?.address_number ?? '',
    street,
    city: context.place?.name ?? context.locality?.name ?? '',
    state: context.region?.region_code ?? context.region?.name ?? '',
    postalCode: context.postcode?.name ?? '',
  };
  const point = coordinatesOf(feature);
  return {
    ...parts,
    formattedAddress: properties.full_address ?? formatAddress(parts),
    latitude: point?.latitude ?? null,
    longitude: point?.longitude ?? null,
    precision: point ? precisionOf(properties) : null,
  };
}
