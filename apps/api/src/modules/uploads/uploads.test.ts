import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import {
  UPLOAD_MAX_BYTES,
  UPLOAD_TOO_LARGE,
  UPLOAD_TYPE_REFUSED,
  type UploadUrlAnswer,
  type UploadUrlBody,
} from '@marketplace/contract/uploads';
import {
  DELIVERY_PHOTOS_DRIVERS_ONLY,
  DRIVERS_UPLOAD_DELIVERY_ONLY,
} from '@marketplace/core/constants/messages';
import type { Role } from '@marketplace/core/constants/roles';
import { afterAll, describe, expect, it } from 'vitest';
import { AUTHENTICATION_REQUIRED, FORBIDDEN_ROLE } from '../../access.js';
import type { App } from '../../app.js';
import { createTestApp, testConfig } from '../../test/create-test-app.js';
import { JPEG_HEAD, padded, TINY_PNG } from '../../test/images.js';
import {
  NO_SUCH_IMAGE,
  NOT_AN_UPLOAD,
  UPLOAD_LINK_EXPIRED,
  UPLOAD_LINK_INVALID,
  UPLOAD_LINK_USED,
} from './messages.js';

const uploadsDir = await mkdtemp(join(tmpdir(), 'uploads-test-'));
afterAll(() => rm(uploadsDir, { recursive: true, force: true }));
const config = testConfig({ UPLOADS_DIR: uploadsDir });
const ctx = await createTestApp({ config });

const UUID = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';

async function askForUrl(
  body: Partial<UploadUrlBody> = {},
  who: Role = 'seller',
  app: App = ctx.app,
) {
  return app.inject({
    method: 'POST',
    url: '/api/s3/get-upload-url',
    headers: await ctx.login(who),
    payload: { fileName: 'photo.png', fileType: 'image/png', folderName: 'Product', ...body },
  });
}

async function uploadUrl(body: Partial<UploadUrlBody> = {}): Promise<UploadUrlAnswer> {
  const response = await askForUrl(body);
  expect(response.statusCode).toBe(200);
  return response.json();
}

function put(url: string, body: Buffer, contentType = 'image/png', app: App = ctx.app) {
  return app.inject({
    method: 'PUT',
    url,
    headers: { 'content-type': contentType },
    payload: body,
  });
}

const error = (code: string, sentence: string) => ({ error: sentence, code });

describe('POST /api/s3/get-upload-url', () => {
  it('is open to sellers, data entry and admins for the catalogue, to drivers and admins for delivery photos', async () => {
    const expected: [Role | null, 'shop' | 'Product' | 'delivery', number, string?][] = [
      ['seller', 'shop', 200],
      ['dataentry', 'Product', 200],
      ['admin', 'shop', 200],
      ['admin', 'delivery', 200],
      ['driver', 'delivery', 200],
      ['driver', 'shop', 403, DRIVERS_UPLOAD_DELIVERY_ONLY],
      ['seller', 'delivery', 403, DELIVERY_PHOTOS_DRIVERS_ONLY],
      ['dataentry', 'delivery', 403, DELIVERY_PHOTOS_DRIVERS_ONLY],
      ['buyer', 'shop', 403, FORBIDDEN_ROLE],
      ['buyer', 'delivery', 403, FORBIDDEN_ROLE],
      [null, 'shop', 401],
    ];
    for (const [role, folderName, status, sentence] of expected) {
      const response = await ctx.app.inject({
        method: 'POST',
        url: '/api/s3/get-upload-url',
        headers: role ? await ctx.login(role) : {},
        payload: { fileName: 'photo.png', fileType: 'image/png', folderName },
      });
      expect({ role, folderName, status: response.statusCode }).toEqual({
        role,
        folderName,
        status,
      });
      if (status === 403) expect(response.json()).toEqual(error('FORBIDDEN', sentence!));
      if (status === 401) {
        expect(response.json()).toEqual(error('UNAUTHENTICATED', AUTHENTICATION_REQUIRED));
      }
    }
  });

  it('answers a URL to PUT to, the key, the public URL, the headers and the expiry', async () => {
    const before = Date.now();
    const answer = await uploadUrl({ folderName: 'shop', fileType: 'image/webp' });
    expect(answer.key).toMatch(new RegExp(`^shop/${UUID}_${UUID}\\.webp$`));
    expect(answer.publicUrl).toBe(`/api/uploads/${answer.key}`);
    expect(answer.url.startsWith(`${answer.publicUrl}?`)).toBe(true);
    expect(answer.headers).toEqual({ 'Content-Type': 'image/webp' });
    const expiresAt = Date.parse(answer.expiresAt);
    expect(expiresAt).toBeGreaterThanOrEqual(Math.floor(before / 1000) * 1000 + 600_000);
    expect(expiresAt).toBeLessThanOrEqual(Date.now() + 600_000);
  });

  it('names the file itself: the client’s file name never reaches the path', async () => {
    const answers = await Promise.all(
      ['../../etc/passwd', '/absolute.png', 'photo.png'].map((fileName) =>
        uploadUrl({ fileName, fileType: 'image/jpeg' }),
      ),
    );
    for (const answer of answers) {
      expect(answer.key).toMatch(new RegExp(`^Product/${UUID}_${UUID}\\.jpg$`));
    }
    expect(new Set(answers.map((answer) => answer.key)).size).toBe(3);
  });

  it('refuses types other than JPEG, PNG, WebP and AVIF, other folders, and files over 5 MB', async () => {
    const refusals: [Partial<UploadUrlBody>, string][] = [
      [{ fileType: 'image/gif' }, UPLOAD_TYPE_REFUSED],
      [{ fileType: 'image/svg+xml' }, UPLOAD_TYPE_REFUSED],
      [{ fileType: 'text/html' }, UPLOAD_TYPE_REFUSED],
      [
        { folderName: 'private' as 'shop' },
        '"folderName" must be one of: Product, shop, delivery.',
      ],
      [{ fileSize: UPLOAD_MAX_BYTES + 1 }, UPLOAD_TOO_LARGE],
      [{ fileSize: 0 }, '"fileSize" must be at least 1.'],
      [{ fileName: 'x'.repeat(201) }, '"fileName" must be at most 200 characters.'],
    ];
    for (const [body, sentence] of refusals) {
      const response = await askForUrl(body);
      expect({ body, status: response.statusCode, answer: response.json() }).toEqual({
        body,
        status: 400,
        answer: error('VALIDATION_FAILED', sentence),
      });
    }
    expect((await askForUrl({ fileSize: UPLOAD_MAX_BYTES })).statusCode).toBe(200);
  });
});

describe('local uploads: PUT to the signed URL, GET the image', () => {
  it('stores a PNG and serves it back byte for byte, read-only, cached, never sniffed', async () => {
    const { url, publicUrl, headers, key } = await uploadUrl({ fileSize: TINY_PNG.length });
    const stored = await ctx.app.inject({ method: 'PUT', url, headers, payload: TINY_PNG });
    expect(stored.statusCode).toBe(204);
    expect(await readFile(join(uploadsDir, key))).toEqual(TINY_PNG);
    // The link is spent: an image served as immutable cannot be replaced through it.
    const again = await ctx.app.inject({ method: 'PUT', url, headers, payload: TINY_PNG });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ error: UPLOAD_LINK_USED, code: 'CONFLICT' });

    const served = await ctx.app.inject({ method: 'GET', url: publicUrl });
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload).toEqual(TINY_PNG);
    expect(served.headers).toMatchObject({
      'content-type': 'image/png',
      'content-length': String(TINY_PNG.length),
      'x-content-type-options': 'nosniff',
      'cache-control': 'public, max-age=31536000, immutable',
      'content-security-policy': "default-src 'none'",
    });
    expect(await ctx.app.files.inspect(key)).toEqual({
      status: 'image',
      size: TINY_PNG.length,
      type: 'image/png',
    });

    const head = await ctx.app.inject({ method: 'HEAD', url: publicUrl });
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-type']).toBe('image/png');
    expect(head.body).toBe('');

    for (const method of ['POST', 'DELETE', 'PATCH'] as const) {
      expect((await ctx.app.inject({ method, url: publicUrl })).statusCode).toBe(404);
    }
  });

  it('refuses a text file named .png and sent as image/png: the bytes decide', async () => {
    const { url, publicUrl, key } = await uploadUrl({ fileName: 'notes.png' });
    const response = await put(url, Buffer.from('These are my notes, not a picture.'));
    expect(response.statusCode).toBe(415);
    expect(response.json()).toEqual(error('UNSUPPORTED_MEDIA_TYPE', UPLOAD_TYPE_REFUSED));
    expect(await ctx.app.files.inspect(key)).toEqual({ status: 'missing' });
    const served = await ctx.app.inject({ method: 'GET', url: publicUrl });
    expect(served.statusCode).toBe(404);
    expect(served.json()).toEqual(error('NOT_FOUND', NO_SUCH_IMAGE));
  });

  it('refuses an image of another type than the URL was made for', async () => {
    const { url } = await uploadUrl({ fileType: 'image/png' });
    const response = await put(url, padded(JPEG_HEAD, 200));
    expect(response.statusCode).toBe(415);
    expect(response.json()).toEqual(
      error(
        'UNSUPPORTED_MEDIA_TYPE',
        'The file is a JPEG image, but the upload link is for image/png.',
      ),
    );
  });

  it('refuses the file sent under another Content-Type than the URL’s', async () => {
    const { url } = await uploadUrl({ fileType: 'image/png' });
    for (const contentType of ['application/json', 'image/jpeg', 'application/octet-stream']) {
      const response = await put(url, TINY_PNG, contentType);
      expect(response.statusCode).toBe(415);
      expect(response.json()).toEqual(
        error(
          'UNSUPPORTED_MEDIA_TYPE',
          'Send the file with the header Content-Type: image/png, as the upload link asks.',
        ),
      );
    }
    const empty = await put(url, Buffer.alloc(0));
    expect(empty.json()).toEqual(error('VALIDATION_FAILED', 'The file is empty.'));
  });

  it('refuses a file over 5 MB, and over the size the URL was asked for', async () => {
    const { url, key } = await uploadUrl();
    const tooBig = await put(url, padded(TINY_PNG, UPLOAD_MAX_BYTES + 1));
    expect(tooBig.statusCode).toBe(413);
    expect(tooBig.json()).toEqual(error('BODY_TOO_LARGE', UPLOAD_TOO_LARGE));
    expect(await ctx.app.files.inspect(key)).toEqual({ status: 'missing' });

    const sized = await uploadUrl({ fileSize: 100 });
    const overSize = await put(sized.url, padded(TINY_PNG, 101));
    expect(overSize.statusCode).toBe(413);
    expect(overSize.json()).toEqual(
      error(
        'BODY_TOO_LARGE',
        'The file is larger than the 100 bytes the upload link was made for.',
      ),
    );

    // Exactly 5 MB is allowed.
    expect((await put(url, padded(TINY_PNG, UPLOAD_MAX_BYTES))).statusCode).toBe(204);
  });

  it('refuses a URL past its 10 minutes', async () => {
    const { url, key } = await uploadUrl();
    const later = new Date(Date.now() + 10 * 60_000 + 1000);
    const laterApp = await ctx.buildApp({ clock: () => later });
    const response = await put(url, TINY_PNG, 'image/png', laterApp);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual(error('FORBIDDEN', UPLOAD_LINK_EXPIRED));
    expect(await ctx.app.files.inspect(key)).toEqual({ status: 'missing' });
  });

  it('refuses a tampered signature, size, expiry or type, and a signature of another key', async () => {
    const { url, key } = await uploadUrl({ fileSize: 200 });
    const other = await uploadUrl();
    const [path, query] = url.split('?') as [string, string];
    const params = new URLSearchParams(query);
    const changed = (name: string, value: string) => {
      const copy = new URLSearchParams(params);
      copy.set(name, value);
      return `${path}?${copy}`;
    };
    const signature = params.get('signature')!;
    const tampered = [
      changed('signature', `${signature[0] === 'A' ? 'B' : 'A'}${signature.slice(1)}`),
      changed('maxBytes', String(UPLOAD_MAX_BYTES)),
      changed('expires', String(Number(params.get('expires')) + 86_400)),
      changed('contentType', 'image/jpeg'),
      `${other.publicUrl}?${query}`,
    ];
    for (const attempt of tampered) {
      const response = await put(
        attempt,
        TINY_PNG,
        attempt.includes('jpeg') ? 'image/jpeg' : 'image/png',
      );
      expect({ attempt, status: response.statusCode, answer: response.json() }).toEqual({
        attempt,
        status: 403,
        answer: error('FORBIDDEN', UPLOAD_LINK_INVALID),
      });
    }
    expect(await ctx.app.files.inspect(key)).toEqual({ status: 'missing' });
    expect(await ctx.app.files.inspect(other.key)).toEqual({ status: 'missing' });
  });

  it('never lets a path out of the Product, shop and delivery folders', async () => {
    const { url } = await uploadUrl();
    const query = url.split('?')[1]!;
    const escapes: [string, number, string | null][] = [
      ['/api/uploads/Product/..%2F..%2Fescaped.png', 400, NOT_AN_UPLOAD],
      ['/api/uploads/Product/%2E%2E%2Fescaped.png', 400, NOT_AN_UPLOAD],
      ['/api/uploads/Product/%2Ftmp%2Fescaped.png', 400, NOT_AN_UPLOAD],
      ['/api/uploads/Product/..%5Cescaped.png', 400, NOT_AN_UPLOAD],
      [
        '/api/uploads/..%2FProduct/escaped.png',
        400,
        '"folder" must be one of: Product, shop, delivery.',
      ],
      [
        '/api/uploads/private/escaped.png',
        400,
        '"folder" must be one of: Product, shop, delivery.',
      ],
      // Extra segments match no route at all.
      ['/api/uploads/Product/../../escaped.png', 404, null],
      ['/api/uploads/Product/a/escaped.png', 404, null],
    ];
    for (const [path, status, sentence] of escapes) {
      for (const method of ['PUT', 'GET'] as const) {
        const response = await ctx.app.inject({
          method,
          url: method === 'PUT' ? `${path}?${query}` : path,
          headers: { 'content-type': 'image/png' },
          ...(method === 'PUT' ? { payload: TINY_PNG } : {}),
        });
        expect({ method, path, status: response.statusCode }).toEqual({ method, path, status });
        if (sentence) expect(response.json().error).toBe(sentence);
      }
    }
    const parent = dirname(uploadsDir);
    expect((await readdir(parent)).filter((name) => name.startsWith('escaped'))).toEqual([]);
    expect(await readdir(uploadsDir)).toEqual(expect.not.arrayContaining(['escaped.png']));
  });

  it('lists no folder', async () => {
    const { url, headers } = await uploadUrl();
    await ctx.app.inject({ method: 'PUT', url, headers, payload: TINY_PNG });
    const folders: [string, number][] = [
      ['/api/uploads/Product/', 400],
      ['/api/uploads/Product', 404],
      ['/api/uploads/', 404],
      ['/api/uploads', 404],
    ];
    for (const [path, status] of folders) {
      const response = await ctx.app.inject({ method: 'GET', url: path });
      expect({ path, status: response.statusCode }).toEqual({ path, status });
      expect(response.body).not.toContain('.png');
    }
  });
});

describe('with S3 configured', () => {
  it('hands out presigned S3 URLs, and the API neither receives nor serves files', async () => {
    const s3App = await ctx.buildApp({
      config: testConfig({
        S3_BUCKET: 'arroyo-uploads',
        S3_REGION: 'us-west-2',
        S3_PUBLIC_URL: 'https://images.example.com',
        AWS_ACCESS_KEY_ID: 'AKIAEXAMPLEUPLOADS',
        AWS_SECRET_ACCESS_KEY: 'upload-test-secret',
      }),
    });
    const response = await askForUrl({ fileType: 'image/avif', fileSize: 2000 }, 'admin', s3App);
    expect(response.statusCode).toBe(200);
    const answer: UploadUrlAnswer = response.json();
    expect(answer.key).toMatch(new RegExp(`^Product/${UUID}_${UUID}\\.avif$`));
    expect(answer.publicUrl).toBe(`https://images.example.com/${answer.key}`);
    const url = new URL(answer.url);
    expect(`${url.origin}${url.pathname}`).toBe(
      `https://arroyo-uploads.s3.us-west-2.amazonaws.com/${answer.key}`,
    );
    expect(url.searchParams.get('X-Amz-SignedHeaders')).toBe(
      'content-length;content-type;host;if-none-match',
    );
    expect(answer.headers).toEqual({ 'Content-Type': 'image/avif', 'If-None-Match': '*' });

    const local = await uploadUrl();
    const putToApi = await put(local.url, TINY_PNG, 'image/png', s3App);
    expect(putToApi.statusCode).toBe(404);
    expect(putToApi.json()).toEqual(
      error('NOT_FOUND', 'Uploads go to S3: the API neither receives nor serves them.'),
    );
    expect((await s3App.inject({ method: 'GET', url: local.publicUrl })).statusCode).toBe(404);
  });
});
