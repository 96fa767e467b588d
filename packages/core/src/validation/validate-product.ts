import { PRICE_NOT_POSITIVE, STOCK_NEGATIVE } from '../constants/messages.js';
import { requiredFields } from './required-fields.js';
import type { FormResult } from './validation-result.js';

export type ProductInput = { name: string; description: string; price: number; stock: number };

/**
 * SPEC §5 add product: name and description non-empty, price > 0 (cents, whole), stock a whole
 * number ≥ 0. Forms convert text to numbers first (SPEC: price and stock are sent as numbers).
 */
export function validateProduct(input: ProductInput): FormResult<ProductInput> {
  const errors: Partial<Record<keyof ProductInput, string>> = requiredFields(
    { name: input.name, description: input.description },
    { name: 'Name', description: 'Description' },
  );
  if (!Number.isSafeInteger(input.price) || input.price <= 0) errors.price = PRICE_NOT_POSITIVE;
  if (!Number.isSafeInteger(input.stock) || input.stock < 0) errors.stock = STOCK_NEGATIVE;
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return {
    ok: true,
    value: { ...input, name: input.name.trim(), description: input.description.trim() },
  };
}
