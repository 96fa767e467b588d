import { PRICE_NOT_POSITIVE, STOCK_NEGATIVE } from '../constants/messages.js';
import { requiredFields } from './required-fields.js';
import type { FormResult } from './validation-result.js';

/** Price in cents (forms and the API convert dollars with `priceToCents`). */
export type ProductInput = { name: string; description: string; price: number; stock: number };

/**
 * SPEC §5 add product: name and description non-empty, price > 0 (cents, whole), stock a whole
 * number ≥ 0. Forms convert text to numbers first (SPEC: price and stock are sent as numbers).
 * A seller's quick add sends only name, price and stock (SPEC §7), so it may leave the
 * description out: `requireDescription: false`.
 */
export function validateProduct(
  input: ProductInput,
  options: { requireDescription?: boolean } = {},
): FormResult<ProductInput> {
  const errors: Partial<Record<keyof ProductInput, string>> =
    options.requireDescription === false
      ? requiredFields(input, { name: LABELS.name })
      : requiredFields(input, LABELS);
  if (!Number.isSafeInteger(input.price) || input.price <= 0) errors.price = PRICE_NOT_POSITIVE;
  if (!Number.isSafeInteger(input.stock) || input.stock < 0) errors.stock = STOCK_NEGATIVE;
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return {
    ok: true,
    value: { ...input, name: input.name.trim(), description: input.description.trim() },
  };
}

const LABELS = { name: 'Name', description: 'Description' } as const;
