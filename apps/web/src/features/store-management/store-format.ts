import type { StoreAddress } from '@marketplace/contract/catalog';
import { formatUsPhone } from '../../lib/format-phone';

/** SPEC §3: a store's contact is kept as 10 digits and shown with +1: '+1 (626) 555-0100'. */
export function storeContact(contact: string): string {
  return `+1 ${formatUsPhone(contact)}`;
}

/** "1390 N Lake Ave, Pasadena, CA 91104". */
export function storeAddressLine(address: StoreAddress): string {
  const street = [address.street1, address.street2].filter(Boolean).join(' ');
  const locality = [address.state, address.zipcode].filter(Boolean).join(' ');
  return [street, address.city, locality].filter(Boolean).join(', ');
}
