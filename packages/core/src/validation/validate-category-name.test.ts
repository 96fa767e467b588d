import { describe, expect, it } from 'vitest';
import { validateCategoryName } from './validate-category-name.js';

describe('validateCategoryName', () => {
  it('refuses a blank name', () => {
    expect(validateCategoryName('  ')).toEqual({
      ok: false,
      error: 'Category name cannot be empty.',
    });
    expect(validateCategoryName(' Pastries ')).toEqual({ ok: true, value: 'Pastries' });
  });
});
