import type {
  productCategoryUpdateAnswerSchema,
  productCategoryUpdateBodySchema,
} from '@marketplace/contract/store-management';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '../../../api/client';
import { invalidateCatalogue } from './invalidate-catalogue';

type ProductCategoryUpdateInput = z.input<typeof productCategoryUpdateBodySchema> & {
  categoryId: string;
};
type ProductCategoryUpdateAnswer = z.infer<typeof productCategoryUpdateAnswerSchema>;

/** SPEC §7 PUT /api/update-product-category/{categoryId}: name and icon. */
export function updateProductCategory({ categoryId, ...body }: ProductCategoryUpdateInput) {
  return apiRequest<ProductCategoryUpdateAnswer>(
    `/api/update-product-category/${encodeURIComponent(categoryId)}`,
    { method: 'PUT', body },
  );
}

export function useUpdateProductCategory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['update-product-category'],
    mutationFn: updateProductCategory,
    onSuccess: (_answer, input) =>
      invalidateCatalogue(queryClient, input.storeId, { categories: true }),
  });
}
