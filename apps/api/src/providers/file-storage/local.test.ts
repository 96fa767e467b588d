import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { UPLOAD_MAX_BYTES } from '@marketplace/contract/uploads';
import { afterAll, describe, expect, it } from 'vitest';
import { JPEG_HEAD, padded, TINY_PNG } from '../../test/images.js';
import { LocalFileStorage, type UploadSignature } from './local.js';

const root = await mkdtemp(join(tmpdir(), 'local-file-storage-'));
afterAll(() => rm(root, { recursive: true, force: true }));

const MINUTE = 60_000;

/** A storage on the temporary root, its clock in the test's hands. */
function localStorage() {
  const clock = { now: new Date('2026-04-01T17:00:00Z') };
  const storage = new LocalFileStorage({
    root,
    secret: 'local-upload-test-secret-local-upload-test-secret',
    clock: () => clock.now,
  });
  const advance = (ms: number) => {
    clock.now = new Date(clock.now.getTime() + ms);
  };
  return { storage, clock, advance };
}

/** A request body of these bytes, as the route hands it over. */
const streamOf = (bytes: Buffer) => Readable.from([bytes]);

/** A request body that says whether anyone began reading it. */
function untouchedBody() {
  const body = new Readable({
    read() {
      body.touched = true;
      this.push(TINY_PNG);
      this.push(null);
    },
  }) as Readable & { touched: boolean };
  body.touched = false;
  return body;
}

let sequence = 0;
const newKey = (extension = 'png') => `Product/test-${++sequence}.${extension}`;

/** The signed fields of an upload URL, as the PUT route reads them from its query. */
function signedOf(url: string): UploadSignature {
  const query = new URL(url, 'http://localhost').searchParams;
  return {
    contentType: query.get('contentType')!,
    maxBytes: Number(query.get('maxBytes')),
    expires: Number(query.get('expires')),
    signature: query.get('signature')!,
  };
}

describe('local file storage', () => {
  it('hands out a PUT URL to the API, valid 10 minutes, with the type to send', async () => {
    const { storage, clock } = localStorage();
    const key = newKey();
    const ticket = await storage.createUploadUrl({ key, contentType: 'image/png' });
    const url = new URL(ticket.url, 'http://localhost');
    expect(url.pathname).toBe(`/api/uploads/${key}`);
    expect([...url.searchParams.keys()]).toEqual([
      'contentType',
      'maxBytes',
      'expires',
      'signature',
    ]);
    expect(signedOf(ticket.url)).toMatchObject({
      contentType: 'image/png',
      maxBytes: UPLOAD_MAX_BYTES,
      expires: clock.now.getTime() / 1000 + 600,
    });
    expect(ticket.headers).toEqual({ 'Content-Type': 'image/png' });
    expect(ticket.expiresAt).toEqual(new Date(clock.now.getTime() + 10 * MINUTE));
  });

  it('stores the file under its key, whole, and reads it back', async () => {
    const { storage } = localStorage();
    const key = newKey();
    const ticket = await storage.createUploadUrl({ key, contentType: 'image/png' });
    const refusal = await storage.receive({
      key,
      signed: signedOf(ticket.url),
      contentType: 'image/png',
      body: streamOf(TINY_PNG),
    });
    expect(refusal).toBeNull();
    expect(await readFile(join(root, key))).toEqual(TINY_PNG);
    // Written under a temporary name and renamed: nothing else is left in the folder.
    expect((await readdir(join(root, 'Product'))).filter((name) => name.endsWith('.part'))).toEqual(
      [],
    );

    const file = await storage.read(key);
    expect(file).toMatchObject({ size: TINY_PNG.length, contentType: 'image/png' });
    const chunks: Buffer[] = [];
    for await (const chunk of file!.stream) chunks.push(chunk as Buffer);
    expect(Buffer.concat(chunks)).toEqual(TINY_PNG);
  });

  it('refuses a tampered signature, and any field changed under it', async () => {
    const { storage } = localStorage();
    const key = newKey();
    const signed = signedOf((await storage.createUploadUrl({ key, contentType: 'image/png' })).url);
    const put = (changes: Partial<UploadSignature>, at = key) =>
      storage.receive({
        key: at,
        signed: { ...signed, ...changes },
        contentType: changes.contentType ?? 'image/png',
        body: streamOf(TINY_PNG),
      });
    const flipped = `${signed.signature[0] === 'A' ? 'B' : 'A'}${signed.signature.slice(1)}`;
    expect(await put({ signature: flipped })).toEqual({ reason: 'bad-signature' });
    expect(await put({ signature: 'short' })).toEqual({ reason: 'bad-signature' });
    expect(await put({ maxBytes: signed.maxBytes + 1 })).toEqual({ reason: 'bad-signature' });
    expect(await put({ expires: signed.expires + 3600 })).toEqual({ reason: 'bad-signature' });
    expect(await put({ contentType: 'image/jpeg' })).toEqual({ reason: 'bad-signature' });
    expect(await put({}, newKey())).toEqual({ reason: 'bad-signature' });
  });

  it('refuses a signature made with another secret', async () => {
    const { storage } = localStorage();
    const other = new LocalFileStorage({
      root,
      secret: 'another-secret-another-secret-another-secret',
      clock: () => new Date('2026-04-01T17:00:00Z'),
    });
    const key = newKey();
    const signed = signedOf((await other.createUploadUrl({ key, contentType: 'image/png' })).url);
    expect(
      await storage.receive({ key, signed, contentType: 'image/png', body: streamOf(TINY_PNG) }),
    ).toEqual({ reason: 'bad-signature' });
  });

  it('lets the URL expire after 10 minutes', async () => {
    const { storage, advance } = localStorage();
    const first = newKey();
    const second = newKey();
    const signedFirst = signedOf(
      (await storage.createUploadUrl({ key: first, contentType: 'image/png' })).url,
    );
    const signedSecond = signedOf(
      (await storage.createUploadUrl({ key: second, contentType: 'image/png' })).url,
    );
    const put = (key: string, signed: UploadSignature) =>
      storage.receive({ key, signed, contentType: 'image/png', body: streamOf(TINY_PNG) });
    advance(10 * MINUTE - 1);
    expect(await put(first, signedFirst)).toBeNull();
    advance(1);
    expect(await put(second, signedSecond)).toEqual({ reason: 'expired' });
    expect(await storage.inspect(second)).toEqual({ status: 'missing' });
  });

  it('refuses bytes that are not the image type signed, whatever type they are sent as', async () => {
    const { storage } = localStorage();
    const key = newKey();
    const signed = signedOf((await storage.createUploadUrl({ key, contentType: 'image/png' })).url);
    const put = (body: Buffer, contentType: string | undefined = 'image/png') =>
      storage.receive({ key, signed, contentType, body: streamOf(body) });
    expect(await put(Buffer.from('a text file named photo.png'))).toEqual({
      reason: 'not-an-image',
    });
    expect(await put(padded(JPEG_HEAD, 100))).toEqual({
      reason: 'type-mismatch',
      expected: 'image/png',
      found: 'image/jpeg',
    });
    expect(await put(TINY_PNG, 'text/plain')).toEqual({
      reason: 'wrong-content-type',
      expected: 'image/png',
    });
    expect(
      await storage.receive({ key, signed, contentType: undefined, body: streamOf(TINY_PNG) }),
    ).toEqual({
      reason: 'wrong-content-type',
      expected: 'image/png',
    });
    expect(await put(Buffer.alloc(0))).toEqual({ reason: 'empty' });
    expect(await storage.inspect(key)).toEqual({ status: 'missing' });
    // The header's parameters and case do not matter.
    expect(await put(TINY_PNG, 'Image/PNG; charset=binary')).toBeNull();
  });

  it('takes one file per link: a second PUT, even at once, is refused and the first file stays', async () => {
    const { storage } = localStorage();
    const key = newKey();
    const signed = signedOf((await storage.createUploadUrl({ key, contentType: 'image/png' })).url);
    const put = (bytes: Buffer) =>
      storage.receive({ key, signed, contentType: 'image/png', body: streamOf(bytes) });
    const [first, second] = await Promise.all([put(TINY_PNG), put(padded(TINY_PNG, 200))]);
    expect([first, second].filter((refusal) => refusal === null)).toHaveLength(1);
    expect([first, second]).toContainEqual({ reason: 'used' });
    const kept = await readFile(join(root, key));
    expect(await put(padded(TINY_PNG, 300))).toEqual({ reason: 'used' });
    expect(await readFile(join(root, key))).toEqual(kept);
    expect((await readdir(join(root, 'Product'))).filter((name) => name.endsWith('.part'))).toEqual(
      [],
    );
  });

  it('judges the link and the declared length before reading a byte of the body', async () => {
    const { storage, advance } = localStorage();
    const key = newKey();
    const ticket = await storage.createUploadUrl({ key, contentType: 'image/png', size: 100 });
    const signed = signedOf(ticket.url);
    const put = (overrides: Partial<Parameters<typeof storage.receive>[0]>) => {
      const body = untouchedBody();
      const answer = storage.receive({ key, signed, contentType: 'image/png', body, ...overrides });
      return answer.then((refusal) => ({ refusal, read: body.touched }));
    };
    expect(await put({ signed: { ...signed, signature: 'forged' } })).toEqual({
      refusal: { reason: 'bad-signature' },
      read: false,
    });
    expect(await put({ declaredBytes: 5 * 1024 * 1024 })).toEqual({
      refusal: { reason: 'too-large', maxBytes: 100 },
      read: false,
    });
    expect(await put({ contentType: 'text/plain' })).toEqual({
      refusal: { reason: 'wrong-content-type', expected: 'image/png' },
      read: false,
    });
    advance(10 * MINUTE);
    expect(await put({})).toEqual({ refusal: { reason: 'expired' }, read: false });
  });

  it('holds the file to the size given when the URL was made, and to 5 MB without one', async () => {
    const { storage } = localStorage();
    const sized = newKey();
    const signedSized = signedOf(
      (await storage.createUploadUrl({ key: sized, contentType: 'image/png', size: 100 })).url,
    );
    expect(
      await storage.receive({
        key: sized,
        signed: signedSized,
        contentType: 'image/png',
        body: streamOf(padded(TINY_PNG, 101)),
      }),
    ).toEqual({ reason: 'too-large', maxBytes: 100 });

    const capped = newKey();
    const signedCapped = signedOf(
      (await storage.createUploadUrl({ key: capped, contentType: 'image/png' })).url,
    );
    const put = (size: number) =>
      storage.receive({
        key: capped,
        signed: signedCapped,
        contentType: 'image/png',
        body: streamOf(padded(TINY_PNG, size)),
      });
    expect(await put(UPLOAD_MAX_BYTES + 1)).toEqual({
      reason: 'too-large',
      maxBytes: UPLOAD_MAX_BYTES,
    });
    expect(await put(UPLOAD_MAX_BYTES)).toBeNull();
  });

  it('never lets a key out of the Product and shop folders', async () => {
    const { storage } = localStorage();
    const escapes = [
      '../outside.png',
      'Product/../../outside.png',
      'Product/../shop/x.png',
      '/etc/passwd.png',
      'Product//x.png',
      'Product/.hidden.png',
      'Product/x.png/..',
      'other/x.png',
      'Product/x.svg',
      'Product/x.png.part',
      'Product\\..\\x.png',
    ];
    const signed = signedOf(
      (await storage.createUploadUrl({ key: newKey(), contentType: 'image/png' })).url,
    );
    for (const key of escapes) {
      await expect(storage.createUploadUrl({ key, contentType: 'image/png' })).rejects.toThrow(
        /Not an upload key/,
      );
      await expect(storage.inspect(key)).rejects.toThrow(/Not an upload key/);
      expect(() => storage.publicUrl(key)).toThrow(/Not an upload key/);
      expect(
        await storage.receive({ key, signed, contentType: 'image/png', body: streamOf(TINY_PNG) }),
      ).toEqual({ reason: 'bad-key' });
      expect(await storage.read(key)).toBeNull();
    }
  });

  it('refuses to sign a key whose extension is not the content type’s', async () => {
    const { storage } = localStorage();
    await expect(
      storage.createUploadUrl({ key: newKey('jpg'), contentType: 'image/png' }),
    ).rejects.toThrow(/does not end in the extension of image\/png/);
  });

  it('inspects what a key holds by its first bytes and size', async () => {
    const { storage } = localStorage();
    const write = async (bytes: Buffer, extension = 'png') => {
      const key = newKey(extension);
      await writeFile(join(root, key), bytes);
      return key;
    };
    expect(await storage.inspect(newKey())).toEqual({ status: 'missing' });
    expect(await storage.inspect(await write(TINY_PNG))).toEqual({
      status: 'image',
      size: TINY_PNG.length,
      type: 'image/png',
    });
    expect(await storage.inspect(await write(Buffer.from('not an image')))).toEqual({
      status: 'not-an-image',
      size: 12,
    });
    expect(await storage.inspect(await write(Buffer.alloc(0)))).toEqual({
      status: 'not-an-image',
      size: 0,
    });
    const big = UPLOAD_MAX_BYTES + 1;
    expect(await storage.inspect(await write(padded(JPEG_HEAD, big), 'jpg'))).toEqual({
      status: 'too-large',
      size: big,
      type: 'image/jpeg',
    });
  });

  it('turns keys into public paths and back, and no other path into a key', () => {
    const { storage } = localStorage();
    expect(storage.publicUrl('shop/abc.webp')).toBe('/api/uploads/shop/abc.webp');
    expect(storage.keyOf('/api/uploads/shop/abc.webp')).toBe('shop/abc.webp');
    expect(storage.keyOf('/api/uploads/shop/abc.webp?v=2#top')).toBe('shop/abc.webp');
    expect(storage.keyOf('/images/stores/coffee.webp')).toBeNull();
    expect(storage.keyOf('https://cdn.example.com/api/uploads/shop/abc.webp')).toBeNull();
    expect(storage.keyOf('/api/uploads/shop/../abc.webp')).toBeNull();
    expect(storage.keyOf('/api/uploads/other/abc.webp')).toBeNull();
  });
});
