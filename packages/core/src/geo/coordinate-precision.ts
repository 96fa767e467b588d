/**
 * How exactly a stop's coordinates place it (issue #33): `address` from a geocoder that found
 * the building or parcel, `street` when it only placed the street (an interpolated number, an
 * intersection), `zipcode` for the centre of the zip code (the local geocoder, which knows no
 * streets). A map draws the last two as an area, not a pin.
 */
export const COORDINATE_PRECISIONS = ['address', 'street', 'zipcode'] as const;
export type CoordinatePrecision = (typeof COORDINATE_PRECISIONS)[number];

/** Whether a pin there could be off by more than a block. */
export function isApproximate(precision: CoordinatePrecision): boolean {
  return precision !== 'address';
}
