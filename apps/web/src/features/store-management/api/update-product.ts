import type {
  ManagedProduct,
  ProductAnswer,
  ProductUpdateBody,
} from '@marketplace/contract/store-management';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../api/client';
import { storeProductsKeys } from './get-store-products';
import { invalidateCatalogue } from './invalidate-catalogue';

type ProductUpdateInput = ProductUpdateBody & { productId: string };

/**
 * SPEC §7 PUT /api/update-product/{productId}: any of the product's fields; another category of
 * the same store moves it there.
 */
export function updateProduct({ productId, ...body }: ProductUpdateInput) {
  return apiRequest<ProductAnswer>(`/api/update-product/${encodeURIComponent(productId)}`, {
    method: 'PUT',
    body,
  });
}

/**
 * A visibility switch flips at once in the store's product list and flips back if the server
 * refuses; every other change shows once the server has answered.
 */
export function useUpdateProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['update-product'],
    mutationFn: updateProduct,
    onMutate: async ({ productId, storeId, updateData }) => {
      const { isHidden } = updateData;
      const queryKey = storeProductsKeys.store(storeId);
      if (isHidden === undefined) return { previous: undefined };
      await queryClient.cancelQueries({ queryKey });
      const previous = queryClient.getQueryData<ManagedProduct[]>(queryKey);
      queryClient.setQueryData<ManagedProduct[]>(queryKey, (products) =>
        products?.map((product) =>
          product._id === productId ? { ...product, isHidden } : product,
        ),
      );
      return { previous };
    },
    onError: (_error, { storeId }, context) => {
      if (context?.previous) {
        queryClient.setQueryData(storeProductsKeys.store(storeId), context.previous);
      }
    },
    onSuccess: (_answer, input) =>
      invalidateCatalogue(queryClient, input.storeId, { products: true }),
  });
}
