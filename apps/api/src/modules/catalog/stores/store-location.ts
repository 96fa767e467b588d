import type { PlaceAddress } from '../../../providers/geocoder/geocoder.js';

/** Whether two addresses are the same place to a geocoder (the same five fields). */
export function sameAddress(a: PlaceAddress, b: PlaceAddress): boolean {
  return (
    a.street1 === b.street1 &&
    a.street2 === b.street2 &&
    a.city === b.city &&
    a.state === b.state &&
    a.zipcode === b.zipcode
  );
}

/** An address as stores keep it once checked: each field trimmed. */
export function trimmed(address: PlaceAddress): PlaceAddress {
  return {
    street1: address.street1.trim(),
    street2: address.street2.trim(),
    city: address.city.trim(),
    state: address.state.trim(),
    zipcode: address.zipcode.trim(),
  };
}
