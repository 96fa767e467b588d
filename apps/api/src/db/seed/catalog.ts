import { aquariumStores } from './stores/aquarium-stores.js';
import { coffeeShopStores } from './stores/coffee-shops.js';
import { convenienceStores } from './stores/convenience-stores.js';
import { farmersMarketStores } from './stores/farmers-market.js';
import { flowerStores } from './stores/flower-stores.js';
import { liquorStores } from './stores/liquor-stores.js';
import { pharmacyStores } from './stores/pharmacy.js';
import { restaurantStores } from './stores/restaurants.js';
import type { SeedProduct, SeedStore } from './types.js';

/** Every demo store with its product categories and products, in SPEC §1 category order. */
export const DEMO_STORES: readonly SeedStore[] = [
  ...farmersMarketStores,
  ...restaurantStores,
  ...aquariumStores,
  ...coffeeShopStores,
  ...convenienceStores,
  ...flowerStores,
  ...liquorStores,
  ...pharmacyStores,
];

export function findDemoStore(slug: string): SeedStore {
  const store = DEMO_STORES.find((s) => s.slug === slug);
  if (!store) throw new Error(`No demo store '${slug}'`);
  return store;
}

export function findDemoProduct(store: SeedStore, name: string): SeedProduct {
  for (const category of store.productCategories) {
    const product = category.products.find((p) => p.name === name);
    if (product) return product;
  }
  throw new Error(`No product '${name}' in demo store '${store.slug}'`);
}
