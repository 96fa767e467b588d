/** Small real files, and the first bytes of others, for tests of uploads and type sniffing. */

/** A complete 1×1 PNG. */
export const TINY_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

/** A JPEG's start: SOI, then a JFIF APP0 segment. */
export const JPEG_HEAD = Buffer.from([
  0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01, 0x01, 0x00, 0x00, 0x01,
]);

/** A WebP's start: the RIFF header, then the VP8 chunk's name. */
export const WEBP_HEAD = Buffer.concat([
  Buffer.from('RIFF'),
  Buffer.from([0x24, 0x00, 0x00, 0x00]),
  Buffer.from('WEBPVP8 '),
]);

/** An ISO-BMFF `ftyp` box with these brands: the major one, then the compatible ones. */
export function ftypBox(major: string, compatible: string[]): Buffer {
  const size = 16 + 4 * compatible.length;
  const box = Buffer.alloc(size);
  box.writeUInt32BE(size, 0);
  box.write('ftyp', 4, 'latin1');
  box.write(major, 8, 'latin1');
  for (const [index, brand] of compatible.entries()) box.write(brand, 16 + 4 * index, 'latin1');
  return box;
}

export const AVIF_HEAD = ftypBox('avif', ['mif1', 'miaf']);
/** An iPhone photo: the HEIF box of AVIF, with HEVC brands. */
export const HEIC_HEAD = ftypBox('heic', ['mif1', 'heic']);

/** `head` followed by zeros up to `size` bytes: a file of that size that sniffs as `head`. */
export function padded(head: Buffer, size: number): Buffer {
  return Buffer.concat([head, Buffer.alloc(Math.max(0, size - head.length))]);
}
