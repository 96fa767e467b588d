import { UPLOAD_MAX_MB } from '@marketplace/contract/uploads';
import { AppError } from '../../errors.js';
import { type FileStorage, uploaderOf } from '../../providers/file-storage/file-storage.js';
import { imageOfSomeoneElse } from './messages.js';

/**
 * For saving a store or product: every URL among `urls` that is one of this storage's uploads
 * must hold a JPEG, PNG, WebP or AVIF image of at most 5 MB, by its content — S3 never looks
 * inside what the browser PUT. Other URLs (the seed's /images/…, https links elsewhere) are left
 * to imageUrlSchema. Throws AppError 400 with a sentence naming the first image that fails.
 */
export async function checkImageUrls(
  files: FileStorage,
  urls: readonly (string | null | undefined)[],
  /**
   * Set for someone held to their own uploads (a seller, a driver's proof photo): each upload
   * must be theirs, unless it is among `kept` (already on the record being saved).
   */
  owner?: { uploadedBy: string; kept?: readonly (string | null | undefined)[] },
): Promise<void> {
  const uploads = [...new Set(urls)].flatMap((url) => {
    const key = url ? files.keyOf(url) : null;
    return key ? [{ url: url!, key }] : [];
  });
  if (owner) {
    const kept = new Set(owner.kept ?? []);
    const others = uploads.find(
      ({ url, key }) => !kept.has(url) && uploaderOf(key) !== owner.uploadedBy,
    );
    if (others) throw new AppError('VALIDATION_FAILED', imageOfSomeoneElse(others.url));
  }
  const inspections = await Promise.all(uploads.map(({ key }) => files.inspect(key)));
  inspections.forEach((inspection, index) => {
    const { url } = uploads[index]!;
    switch (inspection.status) {
      case 'missing':
        throw new AppError(
          'VALIDATION_FAILED',
          `The image ${url} was not uploaded, or is gone. Please upload it again.`,
        );
      case 'not-an-image':
        throw new AppError(
          'VALIDATION_FAILED',
          `The file ${url} is not a JPEG, PNG, WebP or AVIF image. Please upload an image.`,
        );
      case 'too-large':
        throw new AppError(
          'VALIDATION_FAILED',
          `The image ${url} is larger than ${UPLOAD_MAX_MB} MB. Please upload a smaller one.`,
        );
    }
  });
}
