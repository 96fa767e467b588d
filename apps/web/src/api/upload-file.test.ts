import { describe, expect, it, vi } from 'vitest';
import { installFakeXhr } from '../testing/store-management/fake-xhr';
import { ApiError } from './client';
import { uploadFile } from './upload-file';

const target = {
  url: 'https://bucket.s3.us-west-2.amazonaws.com/Product/a.webp?X-Amz-Signature=abc',
  headers: { 'Content-Type': 'image/webp' },
  publicUrl: 'https://images.example.com/Product/a.webp',
};
const file = new Blob([new Uint8Array(20)], { type: 'image/webp' });

describe('uploadFile', () => {
  it('PUTs the file with the headers given, reports progress, and resolves with the public URL', async () => {
    const requests = installFakeXhr();
    const progress = vi.fn();
    const done = uploadFile(target, file, progress);
    const put = requests[0]!;
    expect(put).toMatchObject({ method: 'PUT', url: target.url, body: file });
    expect(put.headers).toEqual({ 'Content-Type': 'image/webp' });
    put.progress(5, 20);
    put.progress(20, 20);
    put.respond(200, '');
    await expect(done).resolves.toBe(target.publicUrl);
    expect(progress.mock.calls).toEqual([[25], [100], [100]]);
  });

  it("rejects with the API's sentence, or none for S3's XML, or a network error", async () => {
    const requests = installFakeXhr();
    const ours = uploadFile(target, file);
    requests[0]!.respond(403, {
      error: 'This upload link has expired. Please ask for a new one.',
      code: 'FORBIDDEN',
    });
    await expect(ours).rejects.toMatchObject({
      status: 403,
      code: 'FORBIDDEN',
      serverMessage: 'This upload link has expired. Please ask for a new one.',
    });

    const s3 = uploadFile(target, file);
    requests[1]!.respond(
      403,
      '<?xml version="1.0"?><Error><Code>SignatureDoesNotMatch</Code></Error>',
    );
    const refused = await s3.catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(ApiError);
    expect(refused).toMatchObject({ status: 403, serverMessage: undefined });

    const offline = uploadFile(target, file);
    requests[2]!.failNetwork();
    await expect(offline).rejects.toMatchObject({ status: 0, code: 'NETWORK_ERROR' });
  });
});
