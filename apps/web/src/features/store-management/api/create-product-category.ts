import type {
  productCategoryCreateAnswerSchema,
  productCategoryCreateBodySchema,
} from '@marketplace/contract/store-management';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '../../../api/client';
import { invalidateCatalogue } from './invalidate-catalogue';

export type ProductCategoryCreateBody = z.input<typeof productCategoryCreateBodySchema>;
type ProductCategoryCreateAnswer = z.infer<typeof productCategoryCreateAnswerSchema>;

/** SPEC §7 POST /api/product-category/create: 'Product Category Created!' and the new `_id`. */
export function createProductCategory(body: ProductCategoryCreateBody) {
  return apiRequest<ProductCategoryCreateAnswer>('/api/product-category/create', {
    method: 'POST',
    body,
  });
}

export function useCreateProductCategory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['create-product-category'],
    mutationFn: createProductCategory,
    onSuccess: (_answer, body) =>
      invalidateCatalogue(queryClient, body.storeId, { categories: true }),
  });
}
