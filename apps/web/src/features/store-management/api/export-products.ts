import { useMutation } from '@tanstack/react-query';
import { apiDownload } from '../../../api/client';

/**
 * GET /api/store/{storeId}/products/export: the store's products as CSV, saved under the name
 * the server gives it ('<store-name>-products.csv').
 */
export function exportProducts(input: { storeId: string; storeName: string }): Promise<void> {
  return apiDownload(
    `/api/store/${encodeURIComponent(input.storeId)}/products/export`,
    `${input.storeName}-products.csv`,
  );
}

export function useExportProducts() {
  return useMutation({ mutationKey: ['export-products'], mutationFn: exportProducts });
}
