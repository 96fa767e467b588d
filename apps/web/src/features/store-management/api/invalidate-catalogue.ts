import type { QueryClient } from '@tanstack/react-query';
import { catalogChangesKeys } from './get-catalog-changes';
import { managedStoresKeys } from './get-managed-stores';
import { managedCategoriesKeys } from './get-product-categories-managed';
import { storeProductsKeys } from './get-store-products';

/**
 * What a change to a store's catalogue makes stale: its products (and the product count every
 * store list shows), its categories, and its audit log, which every change writes to.
 */
export function invalidateCatalogue(
  queryClient: QueryClient,
  storeId: string,
  changed: { products?: boolean; categories?: boolean },
) {
  const keys: (readonly unknown[])[] = [catalogChangesKeys.store(storeId)];
  if (changed.products) keys.push(storeProductsKeys.store(storeId), managedStoresKeys.all);
  if (changed.categories) keys.push(managedCategoriesKeys.store(storeId));
  return Promise.all(keys.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
}
