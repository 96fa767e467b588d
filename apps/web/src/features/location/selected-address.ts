import type { AddressSuggestion } from '@marketplace/contract/addresses';
import { writeRaw } from '../../lib/local-store';
import { STORAGE_KEYS } from '../../lib/storage-keys';
import type { SelectedAddress } from './use-selected-address';

/**
 * SPEC §3: the provider's fields mapped onto an Address: the house number is street1, the
 * street name street2, postalCode the zipcode; coordinates and their precision when the
 * provider had them.
 */
export function toSelectedAddress(suggestion: AddressSuggestion): SelectedAddress {
  return {
    street1: suggestion.number,
    street2: suggestion.street,
    city: suggestion.city,
    state: suggestion.state,
    zipcode: suggestion.postalCode,
    latitude: suggestion.latitude,
    longitude: suggestion.longitude,
    coordinatesPrecision: suggestion.precision,
  };
}

/** Saves the buyer's delivery address as `selectedAddress`; every tab follows. */
export function saveSelectedAddress(address: SelectedAddress): void {
  writeRaw(STORAGE_KEYS.selectedAddress, JSON.stringify(address));
}

/** "Pasadena, CA 91101": the second line under a street. */
export function localityLine(parts: { city?: string; state?: string; zipcode?: string }): string {
  const cityState = [parts.city, parts.state].filter(Boolean).join(', ');
  return [cityState, parts.zipcode].filter(Boolean).join(' ');
}
