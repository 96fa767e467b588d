import { UPLOAD_FOLDERS } from '@marketplace/core/constants/upload-folders';
import { z } from 'zod';

/**
 * Image uploads (SPEC §7 POST /api/s3/get-upload-url): the API hands out a short-lived URL, the
 * browser PUTs the file straight to it, and the image is then known by `publicUrl`.
 */

/** The only kinds of file an upload may hold, checked by content as well as by the type sent. */
export const UPLOAD_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/avif'] as const;
export type UploadImageType = (typeof UPLOAD_IMAGE_TYPES)[number];

export const UPLOAD_MAX_MB = 5;
export const UPLOAD_MAX_BYTES = UPLOAD_MAX_MB * 1024 * 1024;
export const UPLOAD_FILE_NAME_MAX = 200;

// Ours: SPEC names only the "select a file" and "upload failed" sentences.
export const UPLOAD_TYPE_REFUSED = 'Only JPEG, PNG, WebP and AVIF images can be uploaded.';
export const UPLOAD_TOO_LARGE = `The image is larger than ${UPLOAD_MAX_MB} MB. Please choose a smaller one.`;

export function isUploadImageType(value: string): value is UploadImageType {
  return (UPLOAD_IMAGE_TYPES as readonly string[]).includes(value);
}

export const uploadUrlBodySchema = z.strictObject({
  fileName: z
    .string()
    .trim()
    .min(1)
    .max(UPLOAD_FILE_NAME_MAX)
    .describe('The chosen file’s name (SPEC sends it); the stored name is random, never this.'),
  fileType: z
    .string()
    .max(100)
    .transform((value, context) => {
      if (isUploadImageType(value)) return value;
      context.addIssue({ code: 'custom', message: UPLOAD_TYPE_REFUSED });
      return z.NEVER;
    })
    .describe('image/jpeg, image/png, image/webp or image/avif.'),
  folderName: z.enum(UPLOAD_FOLDERS),
  fileSize: z
    .number()
    .int()
    .min(1)
    .transform((value, context) => {
      if (value <= UPLOAD_MAX_BYTES) return value;
      context.addIssue({ code: 'custom', message: UPLOAD_TOO_LARGE });
      return z.NEVER;
    })
    .optional()
    .describe('Bytes. When given, the upload URL accepts no larger file.'),
});
export type UploadUrlBody = z.input<typeof uploadUrlBodySchema>;

export const uploadUrlAnswerSchema = z
  .object({
    url: z.string().describe('PUT the file here, with `headers`.'),
    key: z.string().describe('Where the file is kept: `<folder>/<random name>.<extension>`.'),
    publicUrl: z.string().describe('The image once uploaded: what a store or product saves.'),
    headers: z.record(z.string(), z.string()).describe('Send these with the PUT.'),
    expiresAt: z.string().describe('ISO time after which `url` no longer accepts the file.'),
  })
  .meta({ id: 'UploadUrl', description: 'Where and how to upload one image.' });
export type UploadUrlAnswer = z.infer<typeof uploadUrlAnswerSchema>;
