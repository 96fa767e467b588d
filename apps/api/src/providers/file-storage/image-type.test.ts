import { describe, expect, it } from 'vitest';
import {
  AVIF_HEAD,
  ftypBox,
  HEIC_HEAD,
  JPEG_HEAD,
  TINY_PNG,
  WEBP_HEAD,
} from '../../test/images.js';
import { imageTypeOfName, sniffImageType } from './image-type.js';

describe('sniffImageType', () => {
  it('knows JPEG, PNG, WebP and AVIF by their first bytes', () => {
    expect(sniffImageType(JPEG_HEAD)).toBe('image/jpeg');
    expect(sniffImageType(TINY_PNG)).toBe('image/png');
    expect(sniffImageType(WEBP_HEAD)).toBe('image/webp');
    expect(sniffImageType(AVIF_HEAD)).toBe('image/avif');
  });

  it('takes an AVIF whose AVIF brand is a compatible one, or an image sequence', () => {
    expect(sniffImageType(ftypBox('mif1', ['miaf', 'avif']))).toBe('image/avif');
    expect(sniffImageType(ftypBox('avis', ['msf1']))).toBe('image/avif');
  });

  it('refuses everything else, whatever it would be called', () => {
    const others = {
      heic: HEIC_HEAD,
      mp4: ftypBox('isom', ['iso2', 'mp41']),
      gif: Buffer.from('GIF89a\x01\x00\x01\x00'),
      svg: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"></svg>'),
      text: Buffer.from('just some text pretending to be a .png'),
      pdf: Buffer.from('%PDF-1.7\n'),
      riffWave: Buffer.from('RIFF\x24\x00\x00\x00WAVEfmt '),
      empty: Buffer.alloc(0),
    };
    for (const [name, bytes] of Object.entries(others)) {
      expect({ name, type: sniffImageType(bytes) }).toEqual({ name, type: null });
    }
  });

  it('refuses a file cut short of its signature', () => {
    expect(sniffImageType(TINY_PNG.subarray(0, 7))).toBeNull();
    expect(sniffImageType(JPEG_HEAD.subarray(0, 2))).toBeNull();
    expect(sniffImageType(WEBP_HEAD.subarray(0, 11))).toBeNull();
    expect(sniffImageType(AVIF_HEAD.subarray(0, 11))).toBeNull();
  });

  it('does not read a brand beyond the ftyp box', () => {
    // A box of 16 bytes has no compatible brands; the 'avif' after it belongs to the next box.
    const box = Buffer.concat([ftypBox('mif1', []), Buffer.from('avif')]);
    expect(sniffImageType(box)).toBeNull();
  });
});

describe('imageTypeOfName', () => {
  it('reads the type from the extension a stored name was given', () => {
    expect(imageTypeOfName('shop/a.jpg')).toBe('image/jpeg');
    expect(imageTypeOfName('shop/a.png')).toBe('image/png');
    expect(imageTypeOfName('Product/a.webp')).toBe('image/webp');
    expect(imageTypeOfName('Product/a.avif')).toBe('image/avif');
    expect(imageTypeOfName('Product/a.gif')).toBeNull();
    expect(imageTypeOfName('Product/png')).toBeNull();
  });
});
