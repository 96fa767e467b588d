import type { Config } from '../../config.js';
import type { Geocoder } from './geocoder.js';
import { createLocalGeocoder } from './local.js';
import { MapboxGeocoder } from './mapbox.js';

/** Mapbox when configured with its token, otherwise the offline parser and zip table. */
export function createGeocoder(config: Pick<Config, 'geocoder'>): Geocoder {
  if (config.geocoder.provider === 'mapbox') {
    return new MapboxGeocoder({ accessToken: config.geocoder.accessToken });
  }
  return createLocalGeocoder();
}
