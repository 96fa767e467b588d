import type { AddressSuggestion } from '@marketplace/contract/addresses';
import { ZIPCODE_MIN_LENGTH } from '@marketplace/core/constants/limits';
import { ADDRESS_INVALID } from '@marketplace/core/constants/messages';
import { useState } from 'react';
import { useValidateZipcode } from './api/validate-zipcode';
import { saveSelectedAddress, toSelectedAddress } from './selected-address';

export type AddressCheck =
  | { status: 'idle' }
  | { status: 'checking'; address: AddressSuggestion }
  | { status: 'saved'; address: AddressSuggestion }
  /** Outside the service area: SPEC §4/§8 error state, or the not-served form on the landing. */
  | { status: 'not-served'; address: AddressSuggestion }
  /** No usable zipcode: the suggestion cannot be delivered to as it stands (SPEC §5). */
  | { status: 'invalid'; address: AddressSuggestion; message: string }
  /** The check itself failed (network, server): the buyer can try again. */
  | { status: 'failed'; address: AddressSuggestion };

/**
 * SPEC §4 address flow after a suggestion is picked: the zipcode is validated; if we deliver
 * there the address is saved as `selectedAddress`, otherwise the caller shows why not.
 */
export function useAddressCheck() {
  const validate = useValidateZipcode();
  const [check, setCheck] = useState<AddressCheck>({ status: 'idle' });

  async function pick(address: AddressSuggestion): Promise<AddressCheck> {
    const zipcode = address.postalCode.trim();
    if (zipcode.length < ZIPCODE_MIN_LENGTH) {
      const next: AddressCheck = { status: 'invalid', address, message: ADDRESS_INVALID };
      setCheck(next);
      return next;
    }
    setCheck({ status: 'checking', address });
    let next: AddressCheck;
    try {
      const { isValid } = await validate.mutateAsync({ zipcode });
      if (isValid) saveSelectedAddress(toSelectedAddress(address));
      next = isValid ? { status: 'saved', address } : { status: 'not-served', address };
    } catch {
      next = { status: 'failed', address };
    }
    setCheck(next);
    return next;
  }

  return { check, pick, reset: () => setCheck({ status: 'idle' }) };
}
