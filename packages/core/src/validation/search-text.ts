import { ADDRESS_AUTOCOMPLETE_MIN_CHARS } from '../constants/limits.js';

/** SPEC §5 search: the text to submit or suggest for, or null when it is blank (nothing happens). */
export function searchText(input: string): string | null {
  const text = input.trim();
  return text === '' ? null : text;
}

/** SPEC §5: the address autocomplete starts after more than 2 characters. */
export function shouldAutocompleteAddress(input: string): boolean {
  return input.trim().length >= ADDRESS_AUTOCOMPLETE_MIN_CHARS;
}
