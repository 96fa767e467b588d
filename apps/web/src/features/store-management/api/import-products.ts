import type {
  ProductsImportAnswer,
  productsImportBodySchema,
} from '@marketplace/contract/store-management';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '../../../api/client';
import { invalidateCatalogue } from './invalidate-catalogue';

type ProductsImportInput = z.input<typeof productsImportBodySchema> & { storeId: string };

/**
 * POST /api/store/{storeId}/products/import: a dry run (the default) answers what every CSV line
 * would do; `dryRun: false` applies all lines in one transaction, or none (a 400 naming the lines).
 */
export function importProducts({ storeId, ...body }: ProductsImportInput) {
  return apiRequest<ProductsImportAnswer>(
    `/api/store/${encodeURIComponent(storeId)}/products/import`,
    { method: 'POST', body },
  );
}

export function useImportProducts() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['import-products'],
    mutationFn: importProducts,
    onSuccess: (answer, input) =>
      answer.dryRun
        ? undefined
        : invalidateCatalogue(queryClient, input.storeId, { products: true, categories: true }),
  });
}
