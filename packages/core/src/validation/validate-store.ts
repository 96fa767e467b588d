import { isStoreCategory, type StoreCategory } from '../constants/categories.js';
import { CATEGORY_INVALID, CONTACT_INVALID } from '../constants/messages.js';
import { requiredFields } from './required-fields.js';
import { validatePhone } from './validate-phone.js';
import type { FormResult } from './validation-result.js';

export type StoreInput = {
  name: string;
  contact: string;
  category: string;
  street1: string;
  street2?: string | null;
  city: string;
  state: string;
  zipcode: string;
  sellerId: string;
};

export type StoreFormValue = Omit<StoreInput, 'category'> & { category: StoreCategory };

const LABELS = {
  name: 'Store name',
  contact: 'Contact',
  category: 'Category',
  street1: 'Street',
  city: 'City',
  state: 'State',
  zipcode: 'Zipcode',
  sellerId: 'Seller',
} as const;

/**
 * SPEC §5 add store (admin): name, contact, category, street1, city, state, zipcode and
 * sellerId required; the contact is a 10-digit phone (SPEC §3) and the category one of the 8.
 */
export function validateStore(input: StoreInput): FormResult<StoreFormValue, keyof StoreInput> {
  const errors: Partial<Record<keyof StoreInput, string>> = requiredFields(input, LABELS);
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
      sellerId: trim(input.sellerId),
    },
  };
}
