import type { ErrorBody } from '@marketplace/contract/errors';
import type { UploadUrlAnswer } from '@marketplace/contract/uploads';
import { ApiError } from './client';

/**
 * PUTs the file to the upload URL (the API itself, or S3 directly) with the headers the answer
 * names, and nothing else: no login token goes to a bucket. XMLHttpRequest rather than fetch,
 * because only it reports upload progress. Resolves with the image's public URL.
 */
export function uploadFile(
  target: Pick<UploadUrlAnswer, 'url' | 'headers' | 'publicUrl'>,
  file: Blob,
  onProgress: (percent: number) => void = () => {},
): Promise<string> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('PUT', target.url);
    for (const [name, value] of Object.entries(target.headers)) {
      request.setRequestHeader(name, value);
    }
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(Math.round((event.loaded / event.total) * 100));
    };
    request.onload = () => {
      if (request.status >= 200 && request.status < 300) {
        onProgress(100);
        resolve(target.publicUrl);
        return;
      }
      // Our API answers { error, code }; S3 answers XML, which has no sentence for people.
      const body = parseErrorBody(request.responseText);
      reject(
        new ApiError({
          status: request.status,
          code: body?.code,
          serverMessage: body?.error,
          body,
        }),
      );
    };
    request.onerror = () => reject(new ApiError({ status: 0, code: 'NETWORK_ERROR' }));
    request.send(file);
  });
}

function parseErrorBody(text: string): ErrorBody | undefined {
  try {
    const body: unknown = JSON.parse(text);
    return typeof body === 'object' &&
      body !== null &&
      typeof (body as ErrorBody).error === 'string'
      ? (body as ErrorBody)
      : undefined;
  } catch {
    return undefined;
  }
}
