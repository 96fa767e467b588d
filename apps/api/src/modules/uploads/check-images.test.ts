import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { UPLOAD_MAX_BYTES } from '@marketplace/contract/uploads';
import { afterAll, describe, expect, it } from 'vitest';
import { LocalFileStorage } from '../../providers/file-storage/local.js';
import { JPEG_HEAD, padded, TINY_PNG } from '../../test/images.js';
import { checkImageUrls } from './check-images.js';

const root = await mkdtemp(join(tmpdir(), 'check-images-'));
afterAll(() => rm(root, { recursive: true, force: true }));
await mkdir(join(root, 'Product'));

const files = new LocalFileStorage({
  root,
  secret: 'check-images-test-secret-check-images-test-secret',
  clock: () => new Date(),
});

let sequence = 0;
/** A file stored under a new key; its public URL. */
async function stored(bytes: Buffer, extension = 'png'): Promise<string> {
  const key = `Product/check-${++sequence}.${extension}`;
  await writeFile(join(root, key), bytes);
  return files.publicUrl(key);
}

const refusal = (sentence: string) => ({
  name: 'AppError',
  code: 'VALIDATION_FAILED',
  statusCode: 400,
  message: sentence,
});

describe('checkImageUrls', () => {
  it('passes uploaded images, and leaves URLs that are not uploads to the schema', async () => {
    const png = await stored(TINY_PNG);
    const jpeg = await stored(padded(JPEG_HEAD, 500), 'jpg');
    await expect(
      checkImageUrls(files, [
        png,
        jpeg,
        png,
        null,
        undefined,
        '/images/stores/coffee.webp',
        'https://cdn.example.com/photo.jpg',
      ]),
    ).resolves.toBeUndefined();
  });

  it('refuses an upload URL with nothing behind it', async () => {
    const url = files.publicUrl('Product/never-uploaded.png');
    await expect(checkImageUrls(files, [await stored(TINY_PNG), url])).rejects.toMatchObject(
      refusal(`The image ${url} was not uploaded, or is gone. Please upload it again.`),
    );
    // A query does not make it another file.
    await expect(checkImageUrls(files, [`${url}?v=2`])).rejects.toMatchObject(
      refusal(`The image ${url}?v=2 was not uploaded, or is gone. Please upload it again.`),
    );
  });

  it('refuses a stored file that is not an image by its bytes', async () => {
    const url = await stored(Buffer.from('<html><script>alert(1)</script></html>'));
    await expect(checkImageUrls(files, [url])).rejects.toMatchObject(
      refusal(`The file ${url} is not a JPEG, PNG, WebP or AVIF image. Please upload an image.`),
    );
  });

  it('refuses a stored image over 5 MB', async () => {
    const url = await stored(padded(JPEG_HEAD, UPLOAD_MAX_BYTES + 1), 'jpg');
    await expect(checkImageUrls(files, [url])).rejects.toMatchObject(
      refusal(`The image ${url} is larger than 5 MB. Please upload a smaller one.`),
    );
  });
});
