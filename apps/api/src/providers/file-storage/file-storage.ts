import { UPLOAD_MAX_BYTES, type UploadImageType } from '@marketplace/contract/uploads';
import { UPLOAD_FOLDERS } from '@marketplace/core/constants/upload-folders';
import { IMAGE_EXTENSIONS, imageTypeOfName, sniffImageType } from './image-type.js';

/** How long an upload URL accepts its file. */
export const UPLOAD_URL_TTL_MS = 10 * 60 * 1000;

/** What the browser needs to send one file: where, with which headers, until when. */
export type UploadTicket = { url: string; headers: Record<string, string>; expiresAt: Date };

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
}

/** A stored name: a letter or digit first, no dots but the extension's, so never `..`. */
const KEY = new RegExp(
  `^(${UPLOAD_FOLDERS.join('|')})/[A-Za-z0-9][A-Za-z0-9_-]{0,127}\\.(${Object.values(IMAGE_EXTENSIONS).join('|')})$`,
);

export function isUploadKey(key: string): boolean {
  return KEY.test(key);
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
