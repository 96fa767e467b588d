import type { MutationAnswer } from '@marketplace/contract/store-management';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../api/client';
import { invalidateCatalogue } from './invalidate-catalogue';

type ProductDeleteInput = { productId: string; categoryId: string; storeId: string };

/** SPEC §7 DELETE /api/delete-product/{productId}/{categoryId}/{storeId}. */
export function deleteProduct(input: ProductDeleteInput) {
  const path = [input.productId, input.categoryId, input.storeId].map(encodeURIComponent).join('/');
  return apiRequest<MutationAnswer>(`/api/delete-product/${path}`, { method: 'DELETE' });
}

export function useDeleteProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['delete-product'],
    mutationFn: deleteProduct,
    onSuccess: (_answer, input) =>
      invalidateCatalogue(queryClient, input.storeId, { products: true }),
  });
}
