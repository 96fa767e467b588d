import type { UploadUrlAnswer, UploadUrlBody } from '@marketplace/contract/uploads';
import { apiRequest } from './client';

/** SPEC §7 POST /api/s3/get-upload-url: where to PUT one image, and the address it will have. */
export function getUploadUrl(body: UploadUrlBody): Promise<UploadUrlAnswer> {
  return apiRequest<UploadUrlAnswer>('/api/s3/get-upload-url', { method: 'POST', body });
}
