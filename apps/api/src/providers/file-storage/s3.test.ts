import { Readable } from 'node:stream';
import { S3Client } from '@aws-sdk/client-s3';
import { UPLOAD_MAX_BYTES } from '@marketplace/contract/uploads';
import { describe, expect, it } from 'vitest';
import { testConfig } from '../../test/create-test-app.js';
import { JPEG_HEAD, padded, TINY_PNG } from '../../test/images.js';
import { createFileStorage } from './create-file-storage.js';
import { LocalFileStorage } from './local.js';
import { createS3Client, S3FileStorage } from './s3.js';

const credentials = { accessKeyId: 'AKIAEXAMPLEUPLOADS', secretAccessKey: 'upload-test-secret' };
const BUCKET = 'arroyo-uploads';

/** The adapter on a client that only signs: no test here opens a connection. */
function s3Storage(options: { endpoint?: string; publicUrl?: string } = {}) {
  const client = createS3Client({ region: 'us-west-2', endpoint: options.endpoint, credentials });
  return new S3FileStorage(client, {
    bucket: BUCKET,
    publicUrl: options.publicUrl ?? 'https://images.example.com',
  });
}

describe('S3 file storage: presigned PUT', () => {
  it('signs a PUT to the bucket’s own host, with the content type and size, for 10 minutes', async () => {
    const before = Date.now();
    const ticket = await s3Storage().createUploadUrl({
      key: 'Product/abc.png',
      contentType: 'image/png',
      size: 1234,
    });
    const url = new URL(ticket.url);
    expect(url.origin).toBe(`https://${BUCKET}.s3.us-west-2.amazonaws.com`);
    expect(url.pathname).toBe('/Product/abc.png');
    const query = url.searchParams;
    expect(query.get('X-Amz-Algorithm')).toBe('AWS4-HMAC-SHA256');
    expect(query.get('X-Amz-Credential')).toMatch(
      /^AKIAEXAMPLEUPLOADS\/\d{8}\/us-west-2\/s3\/aws4_request$/,
    );
    expect(query.get('X-Amz-Expires')).toBe('600');
    expect(query.get('X-Amz-Signature')).toMatch(/^[0-9a-f]{64}$/);
    // The browser must send exactly this type and this many bytes, or S3 refuses the PUT.
    // If-None-Match: * makes the link one-use: S3 refuses a second PUT to the key (412).
    expect(query.get('X-Amz-SignedHeaders')).toBe('content-length;content-type;host;if-none-match');
    expect(ticket.headers).toEqual({ 'Content-Type': 'image/png', 'If-None-Match': '*' });
    expect(ticket.expiresAt.getTime()).toBeGreaterThanOrEqual(before + 600_000);
    expect(ticket.expiresAt.getTime()).toBeLessThanOrEqual(Date.now() + 600_000);
  });

  it('adds no checksum a browser’s file could never match', async () => {
    const ticket = await s3Storage().createUploadUrl({
      key: 'shop/abc.webp',
      contentType: 'image/webp',
    });
    const names = [...new URL(ticket.url).searchParams.keys()].map((name) => name.toLowerCase());
    expect(names.filter((name) => name.includes('checksum'))).toEqual([]);
    // Without a size, only the type is bound.
    expect(new URL(ticket.url).searchParams.get('X-Amz-SignedHeaders')).toBe(
      'content-type;host;if-none-match',
    );
  });

  it('addresses a compatible store (MinIO, R2) by path under its endpoint', async () => {
    const ticket = await s3Storage({ endpoint: 'http://minio.local:9000' }).createUploadUrl({
      key: 'shop/abc.jpg',
      contentType: 'image/jpeg',
      size: 10,
    });
    const url = new URL(ticket.url);
    expect(url.origin).toBe('http://minio.local:9000');
    expect(url.pathname).toBe(`/${BUCKET}/shop/abc.jpg`);
    expect(url.searchParams.get('X-Amz-Signature')).toMatch(/^[0-9a-f]{64}$/);
  });

  it('signs a different URL for another type, size or key', async () => {
    const storage = s3Storage();
    const signature = async (key: string, contentType: 'image/png' | 'image/jpeg', size: number) =>
      new URL((await storage.createUploadUrl({ key, contentType, size })).url).searchParams.get(
        'X-Amz-Signature',
      );
    const base = await signature('Product/a.png', 'image/png', 10);
    expect(await signature('Product/a.png', 'image/png', 11)).not.toBe(base);
    expect(await signature('Product/b.png', 'image/png', 10)).not.toBe(base);
    expect(await signature('Product/a.jpg', 'image/jpeg', 10)).not.toBe(base);
  });

  it('refuses to sign a key outside the upload folders', async () => {
    const storage = s3Storage();
    for (const key of ['../x.png', 'Product/../x.png', 'other/x.png', 'Product/x.html']) {
      await expect(storage.createUploadUrl({ key, contentType: 'image/png' })).rejects.toThrow(
        /Not an upload key/,
      );
    }
  });

  it('builds public URLs from S3_PUBLIC_URL and reads keys back only from them', () => {
    const storage = s3Storage({ publicUrl: 'https://cdn.example.com/media' });
    expect(storage.publicUrl('Product/abc.png')).toBe(
      'https://cdn.example.com/media/Product/abc.png',
    );
    expect(storage.keyOf('https://cdn.example.com/media/Product/abc.png')).toBe('Product/abc.png');
    expect(storage.keyOf('https://cdn.example.com/media/Product/abc.png?w=200')).toBe(
      'Product/abc.png',
    );
    expect(storage.keyOf('https://cdn.example.com/media/Product/../abc.png')).toBeNull();
    expect(storage.keyOf('https://elsewhere.example.com/media/Product/abc.png')).toBeNull();
    expect(storage.keyOf('/api/uploads/Product/abc.png')).toBeNull();
  });
});

/** A client whose HTTP layer answers from a table instead of the network. */
function fakeS3(objects: Record<string, Buffer>) {
  const requests: { method: string; host: string; path: string; range: string | undefined }[] = [];
  const client = new S3Client({
    region: 'us-west-2',
    credentials,
    requestHandler: {
      handle: async (request: {
        method: string;
        hostname: string;
        path: string;
        headers: Record<string, string>;
      }) => {
        const { method, hostname: host, path, headers } = request;
        requests.push({ method, host, path, range: headers.range });
        const key = decodeURIComponent(path.slice(1));
        const object = objects[key];
        if (!object) return { response: xmlError(404, 'NoSuchKey') };
        if (!headers.range) {
          return {
            response: {
              statusCode: 200,
              headers: { 'content-length': String(object.length), 'content-type': 'image/png' },
              body: Readable.from([object]),
            },
          };
        }
        if (object.length === 0) return { response: xmlError(416, 'InvalidRange') };
        const [from, to] = headers.range.replace('bytes=', '').split('-').map(Number);
        const part = object.subarray(from, Math.min(to! + 1, object.length));
        return {
          response: {
            statusCode: 206,
            headers: {
              'content-range': `bytes ${from}-${from! + part.length - 1}/${object.length}`,
              'content-length': String(part.length),
            },
            body: Readable.from([part]),
          },
        };
      },
    },
  });
  return { client, requests };
}

function xmlError(statusCode: number, code: string) {
  return {
    statusCode,
    headers: { 'content-type': 'application/xml' },
    body: Readable.from([
      Buffer.from(`<?xml version="1.0" encoding="UTF-8"?><Error><Code>${code}</Code></Error>`),
    ]),
  };
}

describe('S3 file storage: inspect', () => {
  it('judges an object by one ranged GET of its first 64 bytes and its total size', async () => {
    const big = UPLOAD_MAX_BYTES + 1;
    const { client, requests } = fakeS3({
      'Product/tiny.png': TINY_PNG,
      'Product/text.png': Buffer.from('hello, I am text'),
      'Product/big.jpg': padded(JPEG_HEAD, big),
      'Product/empty.png': Buffer.alloc(0),
    });
    const storage = new S3FileStorage(client, { bucket: BUCKET, publicUrl: 'https://cdn.test' });
    expect(await storage.inspect('Product/tiny.png')).toEqual({
      status: 'image',
      size: TINY_PNG.length,
      type: 'image/png',
    });
    expect(await storage.inspect('Product/text.png')).toEqual({ status: 'not-an-image', size: 16 });
    expect(await storage.inspect('Product/big.jpg')).toEqual({
      status: 'too-large',
      size: big,
      type: 'image/jpeg',
    });
    expect(await storage.inspect('Product/empty.png')).toEqual({ status: 'not-an-image', size: 0 });
    expect(await storage.inspect('Product/gone.png')).toEqual({ status: 'missing' });
    expect(requests[0]).toEqual({
      method: 'GET',
      host: `${BUCKET}.s3.us-west-2.amazonaws.com`,
      path: '/Product/tiny.png',
      range: 'bytes=0-63',
    });
  });
});

describe('createFileStorage', () => {
  it('keeps files on this machine without S3_BUCKET', () => {
    const storage = createFileStorage({ config: testConfig(), clock: () => new Date() });
    expect(storage).toBeInstanceOf(LocalFileStorage);
  });

  it('uses S3 with S3_BUCKET, its public URL from the config', async () => {
    const config = testConfig({
      S3_BUCKET: BUCKET,
      S3_REGION: 'eu-west-1',
      AWS_ACCESS_KEY_ID: credentials.accessKeyId,
      AWS_SECRET_ACCESS_KEY: credentials.secretAccessKey,
    });
    const storage = createFileStorage({ config, clock: () => new Date() });
    expect(storage).toBeInstanceOf(S3FileStorage);
    expect(storage.publicUrl('shop/a.png')).toBe(
      `https://${BUCKET}.s3.eu-west-1.amazonaws.com/shop/a.png`,
    );
    const url = new URL(
      (await storage.createUploadUrl({ key: 'shop/a.png', contentType: 'image/png' })).url,
    );
    expect(url.host).toBe(`${BUCKET}.s3.eu-west-1.amazonaws.com`);
    expect(url.searchParams.get('X-Amz-Credential')).toContain(credentials.accessKeyId);
  });
});

describe('S3 configuration', () => {
  it('reads the bucket, region, endpoint, public URL and credentials', () => {
    expect(
      testConfig({
        S3_BUCKET: 'media',
        S3_REGION: 'auto',
        S3_ENDPOINT: 'https://account.r2.cloudflarestorage.com/',
        S3_PUBLIC_URL: 'https://media.example.com/',
        AWS_ACCESS_KEY_ID: 'key',
        AWS_SECRET_ACCESS_KEY: 'secret',
      }).files,
    ).toEqual({
      provider: 's3',
      bucket: 'media',
      region: 'auto',
      endpoint: 'https://account.r2.cloudflarestorage.com',
      publicUrl: 'https://media.example.com',
      credentials: { accessKeyId: 'key', secretAccessKey: 'secret' },
    });
    expect(
      testConfig({ S3_BUCKET: 'media', S3_ENDPOINT: 'https://minio.example.com' }).files,
    ).toEqual({
      provider: 's3',
      bucket: 'media',
      region: 'us-east-1',
      endpoint: 'https://minio.example.com',
      publicUrl: 'https://minio.example.com/media',
      credentials: undefined,
    });
  });

  it('keeps uploads in UPLOADS_DIR otherwise', () => {
    expect(testConfig({ UPLOADS_DIR: '/srv/uploads' }).files).toEqual({
      provider: 'local',
      dir: '/srv/uploads',
    });
  });

  it('refuses a half-made S3 setup rather than falling back to the disk', () => {
    expect(() => testConfig({ S3_REGION: 'us-west-2' })).toThrow(
      'Invalid configuration: S3_REGION, S3_ENDPOINT and S3_PUBLIC_URL need S3_BUCKET.',
    );
    expect(() => testConfig({ S3_BUCKET: 'media', AWS_ACCESS_KEY_ID: 'key' })).toThrow(
      'Invalid configuration: set both AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY, or neither.',
    );
    expect(() => testConfig({ S3_BUCKET: 'media', S3_ENDPOINT: 'http://localhost:9000' })).toThrow(
      'Invalid configuration: S3_PUBLIC_URL must be set to an https:// address when S3_ENDPOINT is http://.',
    );
    expect(() => testConfig({ S3_BUCKET: 'media', S3_PUBLIC_URL: 'http://media.test' })).toThrow(
      'S3_PUBLIC_URL must be an https:// address',
    );
  });
});

describe('S3 file storage: read', () => {
  it('streams a whole private object for the API to send, and answers null when it is gone', async () => {
    const { client, requests } = fakeS3({ 'delivery/door.png': TINY_PNG });
    const storage = new S3FileStorage(client, { bucket: BUCKET, publicUrl: 'https://cdn.test' });
    const file = await storage.read('delivery/door.png');
    expect(file).toMatchObject({ size: TINY_PNG.length, contentType: 'image/png' });
    const chunks: Buffer[] = [];
    for await (const chunk of file!.stream) chunks.push(Buffer.from(chunk));
    expect(Buffer.concat(chunks).equals(TINY_PNG)).toBe(true);
    expect(requests[0]).toMatchObject({
      method: 'GET',
      path: '/delivery/door.png',
      range: undefined,
    });
    expect(await storage.read('delivery/gone.png')).toBeNull();
    expect(await storage.read('../secrets.png')).toBeNull();
  });
});
