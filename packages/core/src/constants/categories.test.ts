import { describe, expect, it } from 'vitest';
import {
  ADMIN_FORM_CATEGORIES,
  FARMERS_MARKET,
  isStoreCategory,
  SELLER_FORM_CATEGORIES,
  STORE_CATEGORIES,
} from './categories.js';

describe('store categories', () => {
  it('are the 8 of SPEC §1, spelled exactly', () => {
    expect(STORE_CATEGORIES).toEqual([
      "Farmer's Market",
      'Restaurants',
      'Aquarium Stores',
      'Coffee Shops',
      'Convenience Stores',
      'Flower Stores',
      'Liquor Stores',
      'Pharmacy',
    ]);
    expect(FARMERS_MARKET).toBe("Farmer's Market");
  });

  it('give the admin form 8 and the seller form 7, without Pharmacy', () => {
    expect(ADMIN_FORM_CATEGORIES).toHaveLength(8);
    expect(SELLER_FORM_CATEGORIES).toHaveLength(7);
    expect(SELLER_FORM_CATEGORIES).not.toContain('Pharmacy');
  });

  it('recognise only exact names', () => {
    expect(isStoreCategory('Coffee Shops')).toBe(true);
    expect(isStoreCategory('coffee shops')).toBe(false);
    expect(isStoreCategory("Farmers' Market")).toBe(false);
  });
});
