import type { StoreAddress } from '@marketplace/contract/catalog';

/** "1390 N Lake Ave, Pasadena": the short form on cards. */
export function shortAddress(address: StoreAddress): string {
  const street = [address.street1, address.street2].filter(Boolean).join(' ');
  return [street, address.city].filter(Boolean).join(', ');
}

/** "1390 N Lake Ave, Pasadena, CA 91104": the full form on the store page. */
export function fullAddress(address: StoreAddress): string {
  const street = [address.street1, address.street2].filter(Boolean).join(' ');
  const locality = [address.state, address.zipcode].filter(Boolean).join(' ');
  return [street, address.city, locality].filter(Boolean).join(', ');
}
