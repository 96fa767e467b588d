import { fieldRequired } from '../constants/messages.js';

/**
 * The shared part of the admin forms: every listed field must be non-blank. Gives a message per
 * blank field, using the field's label ("Street is required.").
 */
export function requiredFields<Field extends string>(
  values: Readonly<Partial<Record<NoInfer<Field>, unknown>>>,
  labels: Readonly<Record<Field, string>>,
): Partial<Record<Field, string>> {
  const errors: Partial<Record<Field, string>> = {};
  for (const field of Object.keys(labels) as Field[]) {
    const value = values[field];
    if (value === null || value === undefined || String(value).trim() === '') {
      errors[field] = fieldRequired(labels[field]);
    }
  }
  return errors;
}
