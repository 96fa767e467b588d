import { describe, expect, it, vi } from 'vitest';
import { GeocoderError } from './geocoder.js';
import { MAPBOX_FORWARD_URL, MapboxGeocoder } from './mapbox.js';

/** The shape Mapbox Geocoding v6 answers a forward query with (trimmed to what we read and a bit). */
const RECORDED = {
  type: 'FeatureCollection',
  features: [
    {
      type: 'Feature',
      id: 'dXJuOm1ieGFkcjo',
      geometry: { type: 'Point', coordinates: [-118.14731, 34.14612] },
      properties: {
        mapbox_id: 'dXJuOm1ieGFkcjo',
        feature_type: 'address',
        full_address: '123 East Colorado Boulevard, Pasadena, California 91101, United States',
        name: '123 East Colorado Boulevard',
        place_formatted: 'Pasadena, California 91101, United States',
        coordinates: { longitude: -118.14731, latitude: 34.14612, accuracy: 'rooftop' },
        context: {
          address: {
            mapbox_id: 'x',
            address_number: '123',
            street_name: 'East Colorado Boulevard',
            name: '123 East Colorado Boulevard',
          },
          street: { mapbox_id: 'y', name: 'East Colorado Boulevard' },
          postcode: { mapbox_id: 'z', name: '91101' },
          place: { mapbox_id: 'p', name: 'Pasadena', wikidata_id: 'Q485176' },
          region: {
            mapbox_id: 'r',
            name: 'California',
            region_code: 'CA',
            region_code_full: 'US-CA',
          },
          country: { mapbox_id: 'c', name: 'United States', country_code: 'US' },
        },
      },
    },
    { type: 'Feature', properties: { feature_type: 'place', name: 'Pasadena', context: {} } },
  ],
  attribution: '© 2025 Mapbox and its suppliers.',
};

describe('Mapbox geocoder', () => {
  it('asks the v6 forward endpoint for US addresses and maps each feature', async () => {
    const fetch = vi.fn(async () => Response.json(RECORDED));
    const geocoder = new MapboxGeocoder({ accessToken: 'pk.test', fetch });
    const suggestions = await geocoder.autocomplete('123 E Colorado', { limit: 5 });

    const url = new URL(String((fetch.mock.calls[0] as unknown[])[0]));
    expect(`${url.origin}${url.pathname}`).toBe(MAPBOX_FORWARD_URL);
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      q: '123 E Colorado',
      access_token: 'pk.test',
      autocomplete: 'true',
      country: 'us',
      types: 'address',
      limit: '5',
    });
    expect(suggestions).toEqual([
      {
        number: '123',
        street: 'East Colorado Boulevard',
        city: 'Pasadena',
        state: 'CA',
        postalCode: '91101',
        formattedAddress: '123 East Colorado Boulevard, Pasadena, California 91101, United States',
        latitude: 34.14612,
        longitude: -118.14731,
        precision: 'address',
      },
    ]);
  });

  it('locates a whole address, saying how exactly Mapbox placed it', async () => {
    const [rooftop] = RECORDED.features;
    const interpolated = {
      ...rooftop,
      properties: {
        ...rooftop!.properties,
        coordinates: { longitude: -118.147, latitude: 34.146, accuracy: 'interpolated' },
      },
    };
    const postcode = {
      type: 'Feature',
      geometry: { type: 'Point', coordinates: [-118.1391, 34.1468] },
      properties: { feature_type: 'postcode', name: '91101', context: {} },
    };
    const answers = [[rooftop], [interpolated], [postcode], []];
    const fetch = vi.fn(async () => Response.json({ features: answers.shift() }));
    const geocoder = new MapboxGeocoder({ accessToken: 'pk.test', fetch });
    const address = {
      street1: '123',
      street2: 'E Colorado Blvd',
      city: 'Pasadena',
      state: 'CA',
      zipcode: '91101',
    };

    expect(await geocoder.locate(address)).toEqual({
      latitude: 34.14612,
      longitude: -118.14731,
      precision: 'address',
    });
    const url = new URL(String((fetch.mock.calls[0] as unknown[])[0]));
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      q: '123 E Colorado Blvd, Pasadena, CA 91101',
      autocomplete: 'false',
      types: 'address,street,postcode',
      limit: '1',
      country: 'us',
    });
    expect(await geocoder.locate(address)).toMatchObject({ precision: 'street' });
    expect(await geocoder.locate(address)).toEqual({
      latitude: 34.1468,
      longitude: -118.1391,
      precision: 'zipcode',
    });
    expect(await geocoder.locate(address)).toBeNull();
  });

  it('turns a refusal or an unreachable service into a GeocoderError without the token', async () => {
    const refused = new MapboxGeocoder({
      accessToken: 'pk.secret',
      fetch: async () =>
        new Response('{"message":"Not Authorized - Invalid Token"}', { status: 401 }),
    });
    const error = await refused.autocomplete('1 Main', { limit: 5 }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(GeocoderError);
    expect(String((error as Error).message)).not.toContain('pk.secret');

    const down = new MapboxGeocoder({
      accessToken: 'pk.secret',
      fetch: async () => {
        throw new TypeError('fetch failed');
      },
    });
    await expect(down.autocomplete('1 Main', { limit: 5 })).rejects.toBeInstanceOf(GeocoderError);
  });
});
