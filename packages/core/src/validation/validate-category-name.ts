import { CATEGORY_NAME_REQUIRED } from '../constants/messages.js';
import type { FieldResult } from './validation-result.js';

/** SPEC §5 edit product category: the name may not be blank. */
export function validateCategoryName(input: string): FieldResult<string> {
  const name = input.trim();
  return name === '' ? { ok: false, error: CATEGORY_NAME_REQUIRED } : { ok: true, value: name };
}
