import type { ProductAnswer, SoldOutBody } from '@marketplace/contract/store-management';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../api/client';
import { invalidateCatalogue } from './invalidate-catalogue';

type SoldOutInput = SoldOutBody & { productId: string };

/**
 * PATCH /api/product/{productId}/sold-out (issue #31): sold out keeps the stock to put back;
 * back in stock puts it back.
 */
export function setSoldOut({ productId, ...body }: SoldOutInput) {
  return apiRequest<ProductAnswer>(`/api/product/${encodeURIComponent(productId)}/sold-out`, {
    method: 'PATCH',
    body,
  });
}

export function useSetSoldOut() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setSoldOut,
    onSuccess: (_answer, input) =>
      invalidateCatalogue(queryClient, input.storeId, { products: true }),
  });
}
