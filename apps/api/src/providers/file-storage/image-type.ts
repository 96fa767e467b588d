import type { UploadImageType } from '@marketplace/contract/uploads';

/** How many leading bytes sniffing needs: an AVIF's brands may come after the major one. */
export const SNIFF_BYTES = 64;

/** The extension each image type is stored under; a key's extension names its type. */
export const IMAGE_EXTENSIONS = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
  'image/avif': 'avif',
} as const satisfies Record<UploadImageType, string>;

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const AVIF_BRANDS = new Set(['avif', 'avis']);

/**
 * The image type a file's first bytes show, or null for anything else: what a file is, whatever
 * its name or the type its sender claimed.
 */
export function sniffImageType(bytes: Uint8Array): UploadImageType | null {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith(bytes, PNG_SIGNATURE)) return 'image/png';
  if (ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 12) === 'WEBP') return 'image/webp';
  if (isAvif(bytes)) return 'image/avif';
  return null;
}

/** The type a stored name's extension stands for. */
export function imageTypeOfName(name: string): UploadImageType | null {
  const extension = name.slice(name.lastIndexOf('.') + 1);
  const entry = Object.entries(IMAGE_EXTENSIONS).find(([, each]) => each === extension);
  return entry ? (entry[0] as UploadImageType) : null;
}

/**
 * ISO-BMFF (HEIF family): a leading `ftyp` box whose major or a compatible brand is AVIF. A HEIC
 * photo has the same box with other brands, and is refused.
 */
function isAvif(bytes: Uint8Array): boolean {
  if (ascii(bytes, 4, 8) !== 'ftyp') return false;
  const boxSize = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength).getUint32(0);
  const end = Math.min(boxSize, bytes.length);
  if (AVIF_BRANDS.has(ascii(bytes, 8, 12))) return true;
  // After the major brand (8–12) comes its version (12–16), then the compatible brands.
  for (let at = 16; at + 4 <= end; at += 4) {
    if (AVIF_BRANDS.has(ascii(bytes, at, at + 4))) return true;
  }
  return false;
}

function startsWith(bytes: Uint8Array, prefix: readonly number[]): boolean {
  return bytes.length >= prefix.length && prefix.every((byte, index) => bytes[index] === byte);
}

function ascii(bytes: Uint8Array, from: number, to: number): string {
  if (bytes.length < to) return '';
  return String.fromCharCode(...bytes.subarray(from, to));
}
