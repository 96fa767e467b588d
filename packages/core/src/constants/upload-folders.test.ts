import { describe, expect, it } from 'vitest';
import { UPLOAD_FOLDERS } from './upload-folders.js';

describe('UPLOAD_FOLDERS', () => {
  it('are Product and shop (SPEC §9), and delivery for the drivers’ photos', () => {
    expect(UPLOAD_FOLDERS).toEqual(['Product', 'shop', 'delivery']);
  });
});
