import { describe, expect, it } from 'vitest';
import { createGeocoder } from '../../providers/geocoder/create-geocoder.js';
import { type Geocoder, GeocoderError } from '../../providers/geocoder/geocoder.js';
import { MapboxGeocoder } from '../../providers/geocoder/mapbox.js';
import { createTestApp, testConfig } from '../../test/create-test-app.js';

const ctx = await createTestApp();

const autocomplete = (q: string, app = ctx.app) =>
  app.inject({
    method: 'GET',
    url: `/api/address-autocomplete?q=${encodeURIComponent(q)}`,
    remoteAddress: ctx.newIp(),
  });

describe('GET /api/address-autocomplete', () => {
  it('suggests addresses with the SPEC §3 fields (the local geocoder by default)', async () => {
    const response = await autocomplete('123 E Colorado Blvd, Pasadena, CA 91101');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([
      {
        number: '123',
        street: 'E Colorado Blvd',
        city: 'Pasadena',
        state: 'CA',
        postalCode: '91101',
        formattedAddress: '123 E Colorado Blvd, Pasadena, CA 91101',
        latitude: 34.1468,
        longitude: -118.1391,
        precision: 'zipcode',
      },
    ]);
  });

  it('answers nothing until more than 2 characters are typed', async () => {
    for (const q of ['', '12', '  1 ']) {
      const response = await autocomplete(q);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual([]);
    }
    expect((await autocomplete('123')).json().length).toBeGreaterThan(0);
  });

  it('answers 502 with a plain sentence when the provider fails', async () => {
    const failing: Geocoder = {
      name: 'mapbox',
      autocomplete: async () => {
        throw new GeocoderError('Mapbox answered 500.');
      },
      locate: async () => null,
    };
    const app = await ctx.buildApp({ geocoder: failing });
    const response = await autocomplete('123 Colorado', app);
    expect(response.statusCode).toBe(502);
    expect(response.json()).toEqual({
      error: 'Address search is unavailable right now. Please try again.',
      code: 'ADDRESS_SEARCH_FAILED',
    });
  });

  it('uses Mapbox when a token is configured', () => {
    expect(createGeocoder(testConfig({ MAPBOX_ACCESS_TOKEN: 'pk.x' }))).toBeInstanceOf(
      MapboxGeocoder,
    );
    expect(createGeocoder(testConfig()).name).toBe('local');
    expect(() => testConfig({ GEOCODER_PROVIDER: 'mapbox' })).toThrow(/MAPBOX_ACCESS_TOKEN/);
  });
});

describe('GET /api/map-style', () => {
  it("answers MAP_STYLE_URL to anyone, or null for OpenStreetMap's tiles", async () => {
    const none = await ctx.app.inject({ method: 'GET', url: '/api/map-style' });
    expect(none.json()).toEqual({ styleUrl: null });
    const styled = await ctx.buildApp({
      config: testConfig({ MAP_STYLE_URL: 'https://tiles.stadiamaps.com/styles/outdoors.json' }),
    });
    const answer = await styled.inject({ method: 'GET', url: '/api/map-style' });
    expect(answer.json()).toEqual({
      styleUrl: 'https://tiles.stadiamaps.com/styles/outdoors.json',
    });
  });
});
