import { useMutation } from '@tanstack/react-query';
import { ApiError } from '../../../api/client';
import { readRaw } from '../../../lib/local-store';
import { STORAGE_KEYS } from '../../../lib/storage-keys';

/**
 * GET /api/store/{storeId}/products/export: the store's products as CSV. A link cannot carry the
 * bearer token, so the file is fetched here and handed to the browser to save under the name
 * the server gives it ('<store-name>-products.csv').
 */
export async function exportProducts(input: { storeId: string; storeName: string }) {
  const token = readRaw(STORAGE_KEYS.token);
  let response: Response;
  try {
    response = await fetch(`/api/store/${encodeURIComponent(input.storeId)}/products/export`, {
      headers: token ? { Authorization: `Bearer ${token}` } : {},
    });
  } catch {
    throw new ApiError({ status: 0, code: 'NETWORK_ERROR' });
  }
  if (!response.ok) {
    const body: unknown = await response.json().catch(() => undefined);
    const { error, code } = (body ?? {}) as { error?: string; code?: string };
    throw new ApiError({ status: response.status, code, serverMessage: error, body });
  }
  const fileName =
    /filename="?([^";]+)"?/.exec(response.headers.get('Content-Disposition') ?? '')?.[1] ??
    `${input.storeName}-products.csv`;
  saveFile(await response.blob(), fileName);
}

function saveFile(file: Blob, fileName: string) {
  const url = URL.createObjectURL(file);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  // Firefox saves only from a link in the document, and only if the URL outlives the click.
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

export function useExportProducts() {
  return useMutation({ mutationKey: ['export-products'], mutationFn: exportProducts });
}
