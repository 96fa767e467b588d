import type { Product } from '@marketplace/contract/catalog';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from './client';
import { takeEarlyData } from './early-requests';

/**
 * SPEC §7 GET /api/product-category/{id}/products: an array, or `{ message: 'No products found' }`
 * when the category is empty; both come back here as a list, empty for the latter.
 */
const productsPath = (productCategoryId: string) =>
  `/api/product-category/${encodeURIComponent(productCategoryId)}/products`;

type ProductsReply = Product[] | { message: string };
const asList = (data: ProductsReply): Product[] => (Array.isArray(data) ? data : []);

export async function getCategoryProducts(options: {
  productCategoryId: string;
  signal?: AbortSignal;
}): Promise<Product[]> {
  return asList(
    await apiRequest<ProductsReply>(productsPath(options.productCategoryId), {
      signal: options.signal,
    }),
  );
}

export function categoryProductsQueryOptions(productCategoryId: string) {
  return queryOptions({
    queryKey: ['product-category', productCategoryId, 'products'],
    queryFn: ({ signal }) => getCategoryProducts({ productCategoryId, signal }),
    initialData: () => {
      const early = takeEarlyData<ProductsReply>(productsPath(productCategoryId));
      return early === undefined ? undefined : asList(early);
    },
    staleTime: 30_000,
  });
}

/** Disabled until a category is chosen (`null`). */
export function useCategoryProducts(productCategoryId: string | null) {
  return useQuery({
    ...categoryProductsQueryOptions(productCategoryId ?? ''),
    enabled: productCategoryId !== null,
  });
}
