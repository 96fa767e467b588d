import { COORDINATE_PRECISIONS } from '@marketplace/core/geo/coordinate-precision';
import { z } from 'zod';

/** How exactly coordinates place a stop (issue #33). */
export const coordinatePrecisionSchema = z
  .enum(COORDINATE_PRECISIONS)
  .meta({ id: 'CoordinatePrecision' });

export const addressSuggestionSchema = z
  .object({
    number: z.string().describe('House number → Address.street1.'),
    street: z.string().describe('Street name → Address.street2.'),
    city: z.string(),
    state: z.string().describe('Two-letter code.'),
    postalCode: z.string().describe('→ Address.zipcode.'),
    formattedAddress: z.string(),
    latitude: z.number().nullable(),
    longitude: z.number().nullable(),
    precision: coordinatePrecisionSchema
      .nullable()
      .describe(
        'address: the building or parcel; street: somewhere on the street; zipcode: the zip code’s centre (the local geocoder). Null with no coordinates.',
      ),
  })
  .meta({ id: 'AddressSuggestion', description: 'SPEC §3 address autocomplete result.' });

export type AddressSuggestion = z.infer<typeof addressSuggestionSchema>;

export const mapStyleSchema = z
  .object({
    styleUrl: z
      .string()
      .nullable()
      .describe(
        "MAP_STYLE_URL, a MapLibre style; null: OpenStreetMap's raster tiles (development).",
      ),
  })
  .meta({ id: 'MapStyle', description: 'What the maps of the app are drawn with (issue #33).' });

export type MapStyle = z.infer<typeof mapStyleSchema>;
