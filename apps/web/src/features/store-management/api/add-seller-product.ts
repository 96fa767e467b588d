import type {
  ProductAnswer,
  SellerProductCreateBody,
} from '@marketplace/contract/store-management';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../api/client';
import { invalidateCatalogue } from './invalidate-catalogue';

/**
 * SPEC §7 POST /api/store/{storeId}/add-product, the seller's quick add: price and stock as
 * numbers. Without a category the product goes into the store's first one, which the server
 * creates when there is none (docs/decisions/080).
 */
export function addSellerProduct({
  storeId,
  ...body
}: SellerProductCreateBody & { storeId: string }) {
  return apiRequest<ProductAnswer>(`/api/store/${encodeURIComponent(storeId)}/add-product`, {
    method: 'POST',
    body,
  });
}

export function useAddSellerProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['add-seller-product'],
    mutationFn: addSellerProduct,
    onSuccess: (_answer, input) =>
      invalidateCatalogue(queryClient, input.storeId, { products: true, categories: true }),
  });
}
