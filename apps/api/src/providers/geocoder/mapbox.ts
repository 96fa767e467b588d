import { type AddressSuggestion, formatAddress, type Geocoder, GeocoderError } from './geocoder.js';

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
    coordinates?: { longitude?: number; latitude?: number };
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
    const url = new URL(MAPBOX_FORWARD_URL);
    url.search = new URLSearchParams({
      q: query,
      access_token: this.options.accessToken,
      autocomplete: 'true',
      country: 'us',
      types: 'address',
      language: 'en',
      limit: String(limit),
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
    return (body.features ?? []).flatMap((feature) => {
      const suggestion = toSuggestion(feature);
      return suggestion ? [suggestion] : [];
    });
  }
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
  const [longitude, latitude] = feature.geometry?.coordinates ?? [
    properties.coordinates?.longitude,
    properties.coordinates?.latitude,
  ];
  return {
    ...parts,
    formattedAddress: properties.full_address ?? formatAddress(parts),
    latitude: latitude ?? null,
    longitude: longitude ?? null,
  };
}
