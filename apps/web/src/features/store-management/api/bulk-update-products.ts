import type {
  BulkProductsBody,
  bulkProductsAnswerSchema,
} from '@marketplace/contract/store-management';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '../../../api/client';
import { invalidateCatalogue } from './invalidate-catalogue';

type BulkProductsAnswer = z.infer<typeof bulkProductsAnswerSchema>;

/**
 * PUT /api/store/{storeId}/products/bulk: price, stock and visibility of many products, all or
 * nothing. A 400 names every failing row (ApiError.body, contract rowErrorsBodySchema).
 */
export function bulkUpdateProducts({ storeId, ...body }: BulkProductsBody & { storeId: string }) {
  return apiRequest<BulkProductsAnswer>(`/api/store/${encodeURIComponent(storeId)}/products/bulk`, {
    method: 'PUT',
    body,
  });
}

export function useBulkUpdateProducts() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['bulk-update-products'],
    mutationFn: bulkUpdateProducts,
    onSuccess: (_answer, input) =>
      invalidateCatalogue(queryClient, input.storeId, { products: true }),
  });
}
