import { errorBodySchema } from '@marketplace/contract/fields';
import {
  UPLOAD_MAX_BYTES,
  uploadUrlAnswerSchema,
  uploadUrlBodySchema,
} from '@marketplace/contract/uploads';
import { PRIVATE_UPLOAD_FOLDERS, UPLOAD_FOLDERS } from '@marketplace/core/constants/upload-folders';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../errors.js';
import { isUploadKey } from '../../providers/file-storage/file-storage.js';
import { LocalFileStorage } from '../../providers/file-storage/local.js';
import { NO_SUCH_IMAGE, NOT_AN_UPLOAD, refusalError } from './messages.js';
import { createUploadUrl } from './service.js';

const tags = ['uploads'];
/** Names are ours (a uuid and an extension); the cap only keeps junk out. */
const fileParams = z.strictObject({ folder: z.enum(UPLOAD_FOLDERS), name: z.string().max(200) });
const ONE_YEAR = 'public, max-age=31536000, immutable';

/**
 * Image uploads (SPEC §7): an upload URL for staff and sellers; with the local storage, the API
 * is also where the browser PUTs the file and where the image is served from.
 */
export const uploadRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/s3/get-upload-url',
    {
      config: { access: ['admin', 'dataentry', 'seller', 'driver'] },
      schema: {
        tags,
        summary: 'A short-lived URL to PUT one image to, and the address it will have',
        body: uploadUrlBodySchema,
        response: {
          200: uploadUrlAnswerSchema,
          400: errorBodySchema,
          401: errorBodySchema,
          403: errorBodySchema,
        },
      },
    },
    async (request) =>
      createUploadUrl(
        { db: app.db, files: app.files },
        { actor: request.user, request: request.body },
      ),
  );

  /** The local storage, or a 404 when uploads go to S3. */
  const local = () => {
    if (!(app.files instanceof LocalFileStorage)) {
      throw new AppError(
        'NOT_FOUND',
        'Uploads go to S3: the API neither receives nor serves them.',
      );
    }
    return app.files;
  };

  await app.register(async (plain) => {
    const receiving = plain.withTypeProvider<ZodTypeProvider>();
    // The body is the file, whatever type it says it is, and is left unread: the storage judges
    // the link first, then reads the file up to the size it was signed for.
    receiving.removeAllContentTypeParsers();
    receiving.addContentTypeParser('*', (_request, payload, done) => done(null, payload));

    receiving.put(
      '/uploads/:folder/:name',
      {
        // The signature in the query is the access: it names this key, type, size and expiry.
        config: { access: 'public' },
        schema: {
          tags,
          summary: 'Receive an image at a signed upload URL (local storage)',
          params: fileParams,
          querystring: z.strictObject({
            contentType: z.string().max(100),
            maxBytes: z.coerce.number().int().min(1).max(UPLOAD_MAX_BYTES),
            expires: z.coerce
              .number()
              .int()
              .min(0)
              .max(2 ** 40),
            signature: z.string().max(100),
          }),
          response: {
            204: z.null().describe('Stored.'),
            400: errorBodySchema,
            403: errorBodySchema,
            404: errorBodySchema,
            413: errorBodySchema,
            415: errorBodySchema,
          },
        },
      },
      async (request, reply) => {
        const declared = request.headers['content-length'];
        const refusal = await local().receive({
          key: `${request.params.folder}/${request.params.name}`,
          signed: request.query,
          contentType: request.headers['content-type'],
          declaredBytes: declared === undefined ? undefined : Number(declared),
          body: request.raw,
        });
        if (refusal) throw refusalError(refusal);
        return reply.code(204).send(null);
      },
    );
  });

  app.get(
    '/uploads/:folder/:name',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary:
          'An uploaded catalogue image, read-only (local storage); delivery photos are not served here',
        params: fileParams,
        response: {
          200: z.any().describe('The image: image/jpeg, image/png, image/webp or image/avif.'),
          400: errorBodySchema,
          404: errorBodySchema,
        },
      },
    },
    async (request, reply) => {
      const key = `${request.params.folder}/${request.params.name}`;
      const storage = local();
      if (!isUploadKey(key)) throw new AppError('VALIDATION_FAILED', NOT_AN_UPLOAD);
      // A delivery photo is read through its order (GET /api/order/{id}/delivery-photo).
      if (PRIVATE_UPLOAD_FOLDERS.includes(request.params.folder)) {
        throw new AppError('NOT_FOUND', NO_SUCH_IMAGE);
      }
      const file = await storage.read(key);
      if (!file) throw new AppError('NOT_FOUND', NO_SUCH_IMAGE);
      return reply
        .type(file.contentType)
        .header('content-length', file.size)
        .header('cache-control', ONE_YEAR)
        .header('x-content-type-options', 'nosniff')
        .header('content-security-policy', "default-src 'none'")
        .send(file.stream);
    },
  );
};
