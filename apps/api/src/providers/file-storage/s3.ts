import type { Readable } from 'node:stream';
import {
  GetObjectCommand,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import type { UploadImageType } from '@marketplace/contract/uploads';
import type { S3Config } from '../../config.js';
import {
  assertUploadKey,
  type FileStorage,
  type Inspection,
  inspectionOf,
  isUploadKey,
  type StoredFile,
  UPLOAD_URL_TTL_MS,
  type UploadTicket,
} from './file-storage.js';
import { imageTypeOfName, SNIFF_BYTES } from './image-type.js';

/**
 * The client for AWS S3 or a compatible store (MinIO, Cloudflare R2). Credentials are the
 * configured pair, else the SDK's own chain (profile, container or instance role…).
 */
export function createS3Client(config: Omit<S3Config, 'bucket' | 'publicUrl'>): S3Client {
  return new S3Client({
    region: config.region,
    // Compatible stores are addressed as endpoint/bucket/key, not bucket.endpoint/key.
    ...(config.endpoint ? { endpoint: config.endpoint, forcePathStyle: true } : {}),
    ...(config.credentials ? { credentials: config.credentials } : {}),
    // Otherwise the SDK adds a checksum of an empty body to presigned PUTs, which no real file
    // matches.
    requestChecksumCalculation: 'WHEN_REQUIRED',
  });
}

/**
 * S3 presigned PUTs: the browser sends the file straight to the bucket, with the content type
 * (and the size, when known) signed into the URL. S3 does not look inside the file, so inspect
 * is what checks, when a store or product is saved with the image, that it is one.
 */
export class S3FileStorage implements FileStorage {
  readonly name = 's3';

  constructor(
    private readonly client: S3Client,
    private readonly options: { bucket: string; publicUrl: string },
  ) {}

  async createUploadUrl(input: {
    key: string;
    contentType: UploadImageType;
    size?: number | undefined;
  }): Promise<UploadTicket> {
    assertUploadKey(input.key, input.contentType);
    const expiresIn = UPLOAD_URL_TTL_MS / 1000;
    const command = new PutObjectCommand({
      Bucket: this.options.bucket,
      Key: input.key,
      ContentType: input.contentType,
      ...(input.size === undefined ? {} : { ContentLength: input.size }),
      // One use: S3 refuses (412) a PUT to a key that holds an object already, so the link
      // cannot replace an image that is served as immutable for a year.
      IfNoneMatch: '*',
    });
    const signedAt = Date.now();
    const url = await getSignedUrl(this.client, command, {
      expiresIn,
      // The presigner leaves these unsigned unless told; a PUT must keep them.
      signableHeaders: new Set(['content-type', 'if-none-match']),
    });
    return {
      url,
      headers: { 'Content-Type': input.contentType, 'If-None-Match': '*' },
      expiresAt: new Date(signedAt + expiresIn * 1000),
    };
  }

  publicUrl(key: string): string {
    assertUploadKey(key);
    return `${this.options.publicUrl}/${key}`;
  }

  keyOf(url: string): string | null {
    const prefix = `${this.options.publicUrl}/`;
    if (!url.startsWith(prefix)) return null;
    // A query or fragment changes nothing about which file is shown.
    const key = url.slice(prefix.length).split(/[?#]/)[0]!;
    return isUploadKey(key) ? key : null;
  }

  /** The whole object as a stream (a private delivery photo the API sends), or null. */
  async read(key: string): Promise<StoredFile | null> {
    if (!isUploadKey(key)) return null;
    try {
      const object = await this.client.send(
        new GetObjectCommand({ Bucket: this.options.bucket, Key: key }),
      );
      if (!object.Body) return null;
      return {
        stream: object.Body as Readable,
        size: Number(object.ContentLength),
        contentType: imageTypeOfName(key)!,
      };
    } catch (error) {
      if (
        error instanceof S3ServiceException &&
        (error.name === 'NoSuchKey' || error.$metadata.httpStatusCode === 404)
      ) {
        return null;
      }
      throw error;
    }
  }

  /** The first bytes and the whole size, from one ranged GET. */
  async inspect(key: string): Promise<Inspection> {
    assertUploadKey(key);
    try {
      const object = await this.client.send(
        new GetObjectCommand({
          Bucket: this.options.bucket,
          Key: key,
          Range: `bytes=0-${SNIFF_BYTES - 1}`,
        }),
      );
      const head = (await object.Body?.transformToByteArray()) ?? new Uint8Array();
      // "bytes 0-63/12345": the total after the slash.
      const total = Number(object.ContentRange?.split('/')[1] ?? object.ContentLength);
      return inspectionOf(head, Number.isFinite(total) ? total : head.length);
    } catch (error) {
      if (error instanceof S3ServiceException) {
        if (error.name === 'NoSuchKey' || error.$metadata.httpStatusCode === 404) {
          return { status: 'missing' };
        }
        // An empty object has no first byte to give.
        if (error.name === 'InvalidRange') return { status: 'not-an-image', size: 0 };
      }
      throw error;
    }
  }
}
