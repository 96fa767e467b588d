import { shouldAutocompleteAddress } from '@marketplace/core/validation/search-text';
import { AppError } from '../../errors.js';
import type { AddressSuggestion, Geocoder } from '../../providers/geocoder/geocoder.js';
import { GeocoderError } from '../../providers/geocoder/geocoder.js';

export const ADDRESS_SUGGESTIONS_LIMIT = 5;
/** Longer text is cut: no address is longer, and providers cap their input too. */
export const ADDRESS_QUERY_MAX = 200;

/**
 * SPEC §3 and §5: address suggestions for what the buyer has typed, from the third character
 * on (core's rule); shorter text gets none. Public: the landing page has no session yet.
 */
export async function autocompleteAddress(
  deps: { geocoder: Geocoder },
  input: { q: string },
): Promise<AddressSuggestion[]> {
  const { geocoder } = deps;
  const { q } = input;
  if (!shouldAutocompleteAddress(q)) return [];
  try {
    return await geocoder.autocomplete(q.trim().slice(0, ADDRESS_QUERY_MAX), {
      limit: ADDRESS_SUGGESTIONS_LIMIT,
    });
  } catch (error) {
    if (!(error instanceof GeocoderError)) throw error;
    throw new AppError(
      'ADDRESS_SEARCH_FAILED',
      'Address search is unavailable right now. Please try again.',
      { cause: error },
    );
  }
}
