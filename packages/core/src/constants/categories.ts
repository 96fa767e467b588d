/** SPEC §1: store categories, spelled exactly as the product shows them. */
export const STORE_CATEGORIES = [
  "Farmer's Market",
  'Restaurants',
  'Aquarium Stores',
  'Coffee Shops',
  'Convenience Stores',
  'Flower Stores',
  'Liquor Stores',
  'Pharmacy',
] as const;

export type StoreCategory = (typeof STORE_CATEGORIES)[number];

export const FARMERS_MARKET: StoreCategory = "Farmer's Market";
export const FLOWER_STORES: StoreCategory = 'Flower Stores';
export const RESTAURANTS: StoreCategory = 'Restaurants';

/** SPEC §9: the admin form lists all 8 categories. */
export const ADMIN_FORM_CATEGORIES: readonly StoreCategory[] = STORE_CATEGORIES;

/** SPEC §9: the seller form lists 7 categories; a pharmacy is only set up by an admin. */
export const SELLER_FORM_CATEGORIES: readonly StoreCategory[] = STORE_CATEGORIES.filter(
  (category) => category !== 'Pharmacy',
);

export function isStoreCategory(value: unknown): value is StoreCategory {
  return typeof value === 'string' && (STORE_CATEGORIES as readonly string[]).includes(value);
}
