import type { Config } from '../../config.js';
import type { FileStorage } from './file-storage.js';
import { LocalFileStorage } from './local.js';
import { createS3Client, S3FileStorage } from './s3.js';

/** S3 (or a compatible store) when S3_BUCKET is set, otherwise files on this machine's disk. */
export function createFileStorage(options: {
  config: Pick<Config, 'files' | 'tokenSecret'>;
  clock: () => Date;
}): FileStorage {
  const { files, tokenSecret } = options.config;
  if (files.provider === 's3') {
    return new S3FileStorage(createS3Client(files), {
      bucket: files.bucket,
      publicUrl: files.publicUrl,
    });
  }
  return new LocalFileStorage({ root: files.dir, secret: tokenSecret, clock: options.clock });
}
