import type { UploadUrlAnswer, uploadUrlBodySchema } from '@marketplace/contract/uploads';
import type { z } from 'zod';
import { type Actor, requireAccess } from '../../access.js';
import type { Database } from '../../db/client.js';
import { type FileStorage, newUploadKey } from '../../providers/file-storage/file-storage.js';
import { IMAGE_EXTENSIONS } from '../../providers/file-storage/image-type.js';

/** What the upload operations run with. */
export type UploadsDeps = { db: Database; files: FileStorage };

/**
 * POST /api/s3/get-upload-url: a short-lived URL for one image. The stored name is the
 * uploader's id and a random one, with the declared type's extension: the client's file name
 * never reaches a path.
 */
export async function createUploadUrl(
  deps: UploadsDeps,
  input: { actor: Actor | null; request: z.output<typeof uploadUrlBodySchema> },
): Promise<UploadUrlAnswer> {
  const { fileType, folderName, fileSize } = input.request;
  // Drivers photograph hand-overs; the catalogue's images are the store staff's (and admins').
  const actor = await requireAccess({
    db: deps.db,
    actor: input.actor,
    permission: folderName === 'delivery' ? 'upload.deliveryPhoto' : 'upload.catalogImage',
  });
  const key = newUploadKey(folderName, actor.id, IMAGE_EXTENSIONS[fileType]);
  const ticket = await deps.files.createUploadUrl({ key, contentType: fileType, size: fileSize });
  return {
    url: ticket.url,
    key,
    publicUrl: deps.files.publicUrl(key),
    headers: ticket.headers,
    expiresAt: ticket.expiresAt.toISOString(),
  };
}
