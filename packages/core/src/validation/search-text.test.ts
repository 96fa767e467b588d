import { describe, expect, it } from 'vitest';
import { searchText, shouldAutocompleteAddress } from './search-text.js';

describe('searchText', () => {
  it('gives trimmed text, or null for blank so nothing is submitted or suggested', () => {
    expect(searchText('  tacos ')).toBe('tacos');
    expect(searchText('   ')).toBeNull();
  });
});

describe('shouldAutocompleteAddress', () => {
  it('starts after more than 2 characters', () => {
    expect(shouldAutocompleteAddress('36')).toBe(false);
    expect(shouldAutocompleteAddress(' 36 ')).toBe(false);
    expect(shouldAutocompleteAddress('363')).toBe(true);
  });
});
