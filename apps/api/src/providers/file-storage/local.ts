import { createHmac, randomUUID, timingSafeEqual } from 'node:crypto';
import { access, link, mkdir, open, rm, writeFile } from 'node:fs/promises';
import { dirname, resolve, sep } from 'node:path';
import type { Readable } from 'node:stream';
import { UPLOAD_MAX_BYTES, type UploadImageType } from '@marketplace/contract/uploads';
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
import { imageTypeOfName, SNIFF_BYTES, sniffImageType } from './image-type.js';

/** Where the API serves and receives the files: PUT with a signed query, GET for everyone. */
export const LOCAL_UPLOADS_PATH = '/api/uploads';

/** What a signed upload URL carries besides its key (the query of the PUT). */
export type UploadSignature = {
  contentType: string;
  maxBytes: number;
  /** Unix seconds. */
  expires: number;
  signature: string;
};

/** Why a PUT was not stored; the route turns each into its answer. */
export type UploadRefusal =
  | { reason: 'bad-key' }
  | { reason: 'bad-signature' }
  | { reason: 'expired' }
  /** The link was used: a key is written once. */
  | { reason: 'used' }
  | { reason: 'wrong-content-type'; expected: string }
  | { reason: 'empty' }
  | { reason: 'too-large'; maxBytes: number }
  | { reason: 'not-an-image' }
  | { reason: 'type-mismatch'; expected: string; found: UploadImageType };

/**
 * Uploads without a cloud: files on this machine's disk under `root`, written by the API itself
 * through a PUT URL whose HMAC binds the key, the content type, the size cap and the expiry.
 * One machine only: more instances need S3 (or a shared disk).
 */
export class LocalFileStorage implements FileStorage {
  readonly name = 'local';
  private readonly root: string;
  private readonly signingKey: Buffer;
  private readonly clock: () => Date;

  constructor(options: { root: string; secret: string; clock: () => Date }) {
    this.root = resolve(options.root);
    // Its own key, so an upload signature can never pass for anything else signed with the secret.
    this.signingKey = createHmac('sha256', options.secret).update('local file uploads').digest();
    this.clock = options.clock;
  }

  async createUploadUrl(input: {
    key: string;
    contentType: UploadImageType;
    size?: number | undefined;
  }): Promise<UploadTicket> {
    assertUploadKey(input.key, input.contentType);
    const expiresAt = new Date(this.clock().getTime() + UPLOAD_URL_TTL_MS);
    const unsigned = {
      contentType: input.contentType,
      maxBytes: Math.min(input.size ?? UPLOAD_MAX_BYTES, UPLOAD_MAX_BYTES),
      expires: Math.floor(expiresAt.getTime() / 1000),
    };
    const query = new URLSearchParams({
      contentType: unsigned.contentType,
      maxBytes: String(unsigned.maxBytes),
      expires: String(unsigned.expires),
      signature: this.sign(input.key, unsigned).toString('base64url'),
    });
    return {
      url: `${this.publicUrl(input.key)}?${query}`,
      headers: { 'Content-Type': input.contentType },
      expiresAt: new Date(unsigned.expires * 1000),
    };
  }

  publicUrl(key: string): string {
    assertUploadKey(key);
    return `${LOCAL_UPLOADS_PATH}/${key}`;
  }

  keyOf(url: string): string | null {
    const prefix = `${LOCAL_UPLOADS_PATH}/`;
    if (!url.startsWith(prefix)) return null;
    // A query or fragment changes nothing about which file is shown.
    const key = url.slice(prefix.length).split(/[?#]/)[0]!;
    return isUploadKey(key) ? key : null;
  }

  async inspect(key: string): Promise<Inspection> {
    assertUploadKey(key);
    const file = await open(this.pathOf(key), 'r').catch(missingAsNull);
    if (!file) return { status: 'missing' };
    try {
      const { size } = await file.stat();
      const head = Buffer.alloc(Math.min(SNIFF_BYTES, size));
      await file.read(head, 0, head.length, 0);
      return inspectionOf(head, size);
    } finally {
      await file.close();
    }
  }

  /**
   * Stores the body of a signed PUT once everything holds. What the request says of itself (the
   * signature, the expiry, the type sent, the length it declares) is judged before a byte of the
   * body is read; then the body is read up to the signed size, and the bytes must be the image
   * type signed. Written to a temporary name and renamed, so a reader never sees half a file.
   * A refused body is left unread: Node discards it as it comes, without keeping it.
   */
  async receive(input: {
    key: string;
    signed: UploadSignature;
    contentType: string | undefined;
    /** The Content-Length header, when the request has one. */
    declaredBytes?: number | undefined;
    body: Readable;
  }): Promise<UploadRefusal | null> {
    const { key, signed } = input;
    if (!isUploadKey(key)) return { reason: 'bad-key' };
    const expected = this.sign(key, signed);
    const given = Buffer.from(signed.signature, 'base64url');
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
      return { reason: 'bad-signature' };
    }
    if (this.clock().getTime() >= signed.expires * 1000) return { reason: 'expired' };
    if (input.contentType?.split(';')[0]?.trim().toLowerCase() !== signed.contentType) {
      return { reason: 'wrong-content-type', expected: signed.contentType };
    }
    if (input.declaredBytes !== undefined && input.declaredBytes > signed.maxBytes) {
      return { reason: 'too-large', maxBytes: signed.maxBytes };
    }
    const path = this.pathOf(key);
    if (await exists(path)) return { reason: 'used' };
    const body = await readUpTo(input.body, signed.maxBytes);
    if (!body) return { reason: 'too-large', maxBytes: signed.maxBytes };
    if (body.length === 0) return { reason: 'empty' };
    const found = sniffImageType(body.subarray(0, SNIFF_BYTES));
    if (!found) return { reason: 'not-an-image' };
    if (found !== signed.contentType) {
      return { reason: 'type-mismatch', expected: signed.contentType, found };
    }

    await mkdir(dirname(path), { recursive: true });
    const temporary = `${path}.${randomUUID()}.part`;
    try {
      await writeFile(temporary, body, { flag: 'wx' });
      // A hard link appears whole and fails if the key was written meanwhile: two PUTs of one
      // link store one file.
      await link(temporary, path);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'EEXIST') return { reason: 'used' };
      throw error;
    } finally {
      await rm(temporary, { force: true });
    }
    return null;
  }

  /** The stored file to send, or null when there is none. */
  async read(key: string): Promise<StoredFile | null> {
    if (!isUploadKey(key)) return null;
    const file = await open(this.pathOf(key), 'r').catch(missingAsNull);
    if (!file) return null;
    const stats = await file.stat().catch(async (error: unknown) => {
      await file.close();
      throw error;
    });
    if (!stats.isFile()) {
      await file.close();
      return null;
    }
    return {
      stream: file.createReadStream(),
      size: stats.size,
      contentType: imageTypeOfName(key)!,
    };
  }

  private sign(key: string, fields: Omit<UploadSignature, 'signature'>): Buffer {
    return createHmac('sha256', this.signingKey)
      .update([key, fields.contentType, fields.maxBytes, fields.expires].join('\n'))
      .digest();
  }

  /** The file of an upload key, and never anything outside the root (checked twice on purpose). */
  private pathOf(key: string): string {
    const path = resolve(this.root, ...key.split('/'));
    if (!path.startsWith(this.root + sep)) throw new Error(`Key outside the uploads: ${key}`);
    return path;
  }
}

async function exists(path: string): Promise<boolean> {
  return access(path).then(
    () => true,
    () => false,
  );
}

function missingAsNull(error: unknown): null {
  if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
  throw error;
}

/**
 * The whole of `stream`, or null as soon as it passes `maxBytes`. Reading then stops without
 * destroying the stream (that would reset the connection before the client reads its answer).
 */
function readUpTo(stream: Readable, maxBytes: number): Promise<Buffer | null> {
  // A request without a body has ended before anyone read it.
  if (stream.readableEnded) return Promise.resolve(Buffer.alloc(0));
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const settle = (result: Buffer | null, error?: unknown) => {
      stream.off('data', onData);
      stream.off('end', onEnd);
      stream.off('error', onError);
      stream.off('close', onClose);
      if (error) reject(error);
      else resolve(result);
    };
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size > maxBytes) {
        stream.pause();
        settle(null);
      } else {
        chunks.push(chunk);
      }
    };
    const onEnd = () => settle(Buffer.concat(chunks, size));
    const onError = (error: unknown) => settle(null, error);
    // The client went away before the end: nothing to store, no one to answer.
    const onClose = () => settle(null, new Error('The upload was cut off.'));
    stream.on('data', onData);
    stream.once('end', onEnd);
    stream.once('error', onError);
    stream.once('close', onClose);
  });
}
