import type { CreateSellerAnswer, CreateSellerBody } from '@marketplace/contract/sellers';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../api/client';
import { sellersKeys } from './get-sellers';

/**
 * SPEC §7 POST /api/create-seller `{phone, email, firstName, lastName}` (admin): a new phone
 * becomes a seller, an existing account's role becomes seller.
 */
export function createSeller(body: CreateSellerBody) {
  return apiRequest<CreateSellerAnswer>('/api/create-seller', { method: 'POST', body });
}

export function useCreateSeller() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['create-seller'],
    mutationFn: createSeller,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: sellersKeys.all }),
  });
}
