import { isStoreCategory, type StoreCategory } from '../constants/categories.js';
import { CATEGORY_INVALID, CONTACT_INVALID } from '../constants/messages.js';
import { requiredFields } from './required-fields.js';
import { validatePhone } from './validate-phone.js';
import type { FormResult } from './validation-result.js';

/** A store's own details: everything of SPEC §5's add-store fields but its seller. */
export type StoreDetailsInput = {
  name: string;
  contact: string;
  category: string;
  street1: string;
  street2?: string | null;
  city: string;
  state: string;
  zipcode: string;
};

export type StoreInput = StoreDetailsInput & { sellerId: string };

export type StoreDetailsValue = Omit<StoreDetailsInput, 'category' | 'street2'> & {
  category: StoreCategory;
  street2: string;
};
export type StoreFormValue = StoreDetailsValue & { sellerId: string };

const DETAIL_LABELS = {
  name: 'Store name',
  contact: 'Contact',
  category: 'Category',
  street1: 'Street',
  city: 'City',
  state: 'State',
  zipcode: 'Zipcode',
} as const;

/**
 * SPEC §5 add store (admin): name, contact, category, street1, city, state, zipcode and
 * sellerId required; the contact is a 10-digit phone (SPEC §3) and the category one of the 8.
 */
export function validateStore(input: StoreInput): FormResult<StoreFormValue, keyof StoreInput> {
  const details = validateStoreDetails(input);
  const sellerId = input.sellerId.trim();
  if (details.ok && sellerId !== '') return { ok: true, value: { ...details.value, sellerId } };
  return {
    ok: false,
    errors: {
      ...(details.ok ? {} : details.errors),
      ...requiredFields({ sellerId }, { sellerId: 'Seller' }),
    },
  };
}

/** The store's details as validateStore checks them, for a store whose seller is already known. */
export function validateStoreDetails(
  input: StoreDetailsInput,
): FormResult<StoreDetailsValue, keyof StoreDetailsInput> {
  const errors: Partial<Record<keyof StoreDetailsInput, string>> = requiredFields(
    input,
    DETAIL_LABELS,
  );
  const phone = validatePhone(input.contact);
  if (!errors.contact && !phone.ok) errors.contact = CONTACT_INVALID;
  if (!errors.category && !isStoreCategory(input.category)) errors.category = CATEGORY_INVALID;
  if (Object.keys(errors).length > 0 || !phone.ok || !isStoreCategory(input.category)) {
    return { ok: false, errors };
  }
  const trim = (s: string) => s.trim();
  return {
    ok: true,
    value: {
      name: trim(input.name),
      contact: phone.value,
      category: input.category,
      street1: trim(input.street1),
      street2: input.street2?.trim() ?? '',
      city: trim(input.city),
      state: trim(input.state),
      zipcode: trim(input.zipcode),
    },
  };
}
