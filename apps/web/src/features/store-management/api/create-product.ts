import type {
  ProductAnswer,
  productCreateBodySchema,
} from '@marketplace/contract/store-management';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '../../../api/client';
import { invalidateCatalogue } from './invalidate-catalogue';

export type ProductCreateBody = z.input<typeof productCreateBodySchema>;

/** SPEC §7 POST /api/product/create: the whole product form; the category names the store. */
export function createProduct(body: ProductCreateBody) {
  return apiRequest<ProductAnswer>('/api/product/create', { method: 'POST', body });
}

export function useCreateProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['create-product'],
    mutationFn: createProduct,
    onSuccess: (answer) =>
      invalidateCatalogue(queryClient, answer.product.storeId, { products: true }),
  });
}
