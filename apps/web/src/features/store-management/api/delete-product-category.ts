import type { productCategoryDeleteAnswerSchema } from '@marketplace/contract/store-management';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '../../../api/client';
import { invalidateCatalogue } from './invalidate-catalogue';

type ProductCategoryDeleteAnswer = z.infer<typeof productCategoryDeleteAnswerSchema>;

/**
 * SPEC §7 DELETE /api/product-category/delete/{storeId}/{categoryId}. Its products go with it
 * (docs/decisions/080): the answer says how many.
 */
export function deleteProductCategory(input: { storeId: string; categoryId: string }) {
  const storeId = encodeURIComponent(input.storeId);
  const categoryId = encodeURIComponent(input.categoryId);
  return apiRequest<ProductCategoryDeleteAnswer>(
    `/api/product-category/delete/${storeId}/${categoryId}`,
    { method: 'DELETE' },
  );
}

export function useDeleteProductCategory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['delete-product-category'],
    mutationFn: deleteProductCategory,
    onSuccess: (_answer, input) =>
      invalidateCatalogue(queryClient, input.storeId, { categories: true, products: true }),
  });
}
