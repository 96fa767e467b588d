import { randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';
import { UPLOAD_MAX_BYTES, type UploadImageType } from '@marketplace/contract/uploads';
import { UPLOAD_FOLDERS } from '@marketplace/core/constants/upload-folders';
import { IMAGE_EXTENSIONS, imageTypeOfName, sniffImageType } from './image-type.js';

/** How long an upload URL accepts its file. */
export const UPLOAD_URL_TTL_MS = 10 * 60 * 1000;

/** What the browser needs to send one file: where, with which headers, until when. */
export type UploadTicket = { url: string; headers: Record<string, string>; expiresAt: Date };

/** A stored file to send: its bytes as a stream, its size and its type (by its key). */
export type StoredFile = { stream: Readable; size: number; contentType: UploadImageType };

/** What is stored under a key, judged by its first bytes and its size. */
export type Inspection =
  | { status: 'missing' }
  | { status: 'not-an-image'; size: number }
  | { status: 'too-large'; size: number; type: UploadImageType }
  | { status: 'image'; size: number; type: UploadImageType };

/**
 * Where uploaded images live. Keys are `<folder>/<name>.<extension>` (isUploadKey); an adapter
 * refuses any other key, so nothing is ever written or read outside the upload folders.
 */
export interface FileStorage {
  readonly name: 's3' | 'local';
  /**
   * A URL the browser PUTs the file to, valid UPLOAD_URL_TTL_MS. The content type is bound to
   * it, and the size when known (else the cap, where the adapter can hold to one).
   */
  createUploadUrl(input: {
    key: string;
    contentType: UploadImageType;
    size?: number | undefined;
  }): Promise<UploadTicket>;
  /** The address the stored image is shown from. */
  publicUrl(key: string): string;
  /** The key behind one of publicUrl's addresses; null for any other URL. */
  keyOf(url: string): string | null;
  /** Whether the key holds an allowed image within the cap, by its first bytes. */
  inspect(key: string): Promise<Inspection>;
  /**
   * The stored file, or null when there is none: how the API sends a private file (a delivery
   * photo) to the people allowed to see it, whichever storage holds it.
   */
  read(key: string): Promise<StoredFile | null>;
}

/** A stored name: a letter or digit first, no dots but the extension's, so never `..`. */
const KEY = new RegExp(
  `^(${UPLOAD_FOLDERS.join('|')})/[A-Za-z0-9][A-Za-z0-9_-]{0,127}\\.(${Object.values(IMAGE_EXTENSIONS).join('|')})$`,
);

export function isUploadKey(key: string): boolean {
  return KEY.test(key);
}

/**
 * A new upload's key: `<folder>/<uploader's user id>_<random uuid>.<extension>`, so whoever
 * saves it on a record can be held to their own uploads (docs/decisions/122).
 */
export function newUploadKey(folder: string, uploaderId: string, extension: string): string {
  return `${folder}/${uploaderId}_${randomUUID()}.${extension}`;
}

const UPLOADER = new RegExp(
  `^(?:${UPLOAD_FOLDERS.join('|')})/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})_`,
);

/** The user who uploaded the key's file; null for keys made before uploads named their uploader. */
export function uploaderOf(key: string): string | null {
  return UPLOADER.exec(key)?.[1] ?? null;
}

/** Throws unless `key` is an upload key whose extension is the content type's. */
export function assertUploadKey(key: string, contentType?: UploadImageType): void {
  if (!isUploadKey(key)) throw new Error(`Not an upload key: ${JSON.stringify(key)}`);
  if (contentType && imageTypeOfName(key) !== contentType) {
    throw new Error(`The key ${key} does not end in the extension of ${contentType}`);
  }
}

/** The verdict on a stored object from its first bytes and its whole size. */
export function inspectionOf(head: Uint8Array, size: number): Inspection {
  const type = sniffImageType(head);
  if (!type) return { status: 'not-an-image', size };
  if (size > UPLOAD_MAX_BYTES) return { status: 'too-large', size, type };
  return { status: 'image', size, type };
}
