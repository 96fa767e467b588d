import {
  UPLOAD_MAX_BYTES,
  UPLOAD_TOO_LARGE,
  UPLOAD_TYPE_REFUSED,
  type UploadImageType,
} from '@marketplace/contract/uploads';
import { AppError } from '../../errors.js';
import type { UploadRefusal } from '../../providers/file-storage/local.js';

const TYPE_NAMES: Record<UploadImageType, string> = {
  'image/jpeg': 'JPEG',
  'image/png': 'PNG',
  'image/webp': 'WebP',
  'image/avif': 'AVIF',
};

export const NOT_AN_UPLOAD = 'Uploaded images live only in the Product, shop and delivery folders.';
export const UPLOAD_LINK_INVALID = 'This upload link is not valid. Please ask for a new one.';
export const UPLOAD_LINK_EXPIRED = 'This upload link has expired. Please ask for a new one.';
export const UPLOAD_LINK_USED = 'This upload link has been used. Please ask for a new one.';
export const NO_SUCH_IMAGE = 'There is no such uploaded image.';

/** The answer to a PUT the local storage refused. */
export function refusalError(refusal: UploadRefusal): AppError {
  switch (refusal.reason) {
    case 'bad-key':
      return new AppError('VALIDATION_FAILED', NOT_AN_UPLOAD);
    case 'bad-signature':
      return new AppError('FORBIDDEN', UPLOAD_LINK_INVALID);
    case 'expired':
      return new AppError('FORBIDDEN', UPLOAD_LINK_EXPIRED);
    case 'used':
      return new AppError('CONFLICT', UPLOAD_LINK_USED);
    case 'wrong-content-type':
      return new AppError(
        'UNSUPPORTED_MEDIA_TYPE',
        `Send the file with the header Content-Type: ${refusal.expected}, as the upload link asks.`,
      );
    case 'empty':
      return new AppError('VALIDATION_FAILED', 'The file is empty.');
    case 'too-large':
      return new AppError(
        'BODY_TOO_LARGE',
        refusal.maxBytes === UPLOAD_MAX_BYTES
          ? UPLOAD_TOO_LARGE
          : `The file is larger than the ${refusal.maxBytes} bytes the upload link was made for.`,
      );
    case 'not-an-image':
      return new AppError('UNSUPPORTED_MEDIA_TYPE', UPLOAD_TYPE_REFUSED);
    case 'type-mismatch':
      return new AppError(
        'UNSUPPORTED_MEDIA_TYPE',
        `The file is a ${TYPE_NAMES[refusal.found]} image, but the upload link is for ${refusal.expected}.`,
      );
  }
}

/** Someone held to their own uploads named another person's (docs/decisions/122). */
export const imageOfSomeoneElse = (url: string) =>
  `The image ${url} was uploaded by someone else. Please upload your own.`;
