import type { ManagedProduct } from '@marketplace/contract/store-management';

/** How many products each category holds, by category id. */
export function productsPerCategory(products: readonly ManagedProduct[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const product of products) {
    if (product.productCategoryId === null) continue;
    counts.set(product.productCategoryId, (counts.get(product.productCategoryId) ?? 0) + 1);
  }
  return counts;
}

/** "1 product", "3 products", "No products". */
export function productCountLabel(count: number): string {
  if (count === 0) return 'No products';
  return count === 1 ? '1 product' : `${count} products`;
}
