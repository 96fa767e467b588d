import type { Customization } from '../db/schema.js';

/**
 * A product's customization group for tests: a plain optional choice of `options` unless the
 * overrides say otherwise (required, a text input, stackable…).
 */
export function customizationGroup(
  name: string,
  options: Customization['options'],
  overrides: Partial<Customization> = {},
): Customization {
  return {
    name,
    isRequired: false,
    isTextInput: false,
    isTextAreaInput: false,
    isStackable: false,
    stackLimit: null,
    options,
    ...overrides,
  };
}
