import { usStateCode } from '../catalog/us-state-code.js';
import { FARMERS_MARKET } from '../constants/categories.js';
import { STORE_DAYS } from '../constants/store-days.js';
import { openingRanges } from '../windows/opening-ranges.js';
import type { CartStore } from './cart-item.js';

/**
 * SPEC §5: two Farmer's Market stores may share a cart when they stand at the same place (street
 * lines, city, state, zipcode; case and spacing ignored, state names read as their codes) and
 * keep the same hours every day, i.e. they are stalls of one market.
 */
export function farmersMarketCompatible(a: CartStore, b: CartStore): boolean {
  if (a.category !== FARMERS_MARKET || b.category !== FARMERS_MARKET) return false;
  if (placeOf(a) !== placeOf(b)) return false;
  return STORE_DAYS.every(
    (day) =>
      JSON.stringify(openingRanges(a.storeHours, day)) ===
      JSON.stringify(openingRanges(b.storeHours, day)),
  );
}

function placeOf({ address }: CartStore): string {
  const text = (value: string | null | undefined) =>
    (value ?? '').trim().replace(/\s+/g, ' ').toLowerCase();
  return JSON.stringify([
    text(address.street1),
    text(address.street2),
    text(address.city),
    usStateCode(address.state),
    text(address.zipcode),
  ]);
}
