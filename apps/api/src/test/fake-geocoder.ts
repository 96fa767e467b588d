import { type Geocoder, GeocoderError } from '../providers/geocoder/geocoder.js';

/** Where the fake geocoder places every address: Pasadena's Old Town, to the building. */
export const FAKE_PLACE = {
  latitude: 34.1461,
  longitude: -118.1473,
  precision: 'address',
} as const;

/**
 * A geocoder that places every address precisely (`'rooftop'`) or fails like an outage
 * (`'failing'`), recording the zip code of each address it was asked to place.
 */
export function fakeGeocoder(answer: 'rooftop' | 'failing') {
  const calls: string[] = [];
  const fake: Geocoder = {
    name: 'mapbox',
    autocomplete: async () => [],
    locate: async (place) => {
      calls.push(place.zipcode);
      if (answer === 'failing') throw new GeocoderError('Mapbox answered 500.');
      return { ...FAKE_PLACE };
    },
  };
  return { fake, calls };
}
