import { describe, expect, it } from 'vitest';
import { storeText } from './store-texts.js';

describe('storeText', () => {
  it('tells the seller their store is live', () => {
    expect(storeText('store_approved', { storeName: 'Arroyo Blooms' })).toBe(
      'Arroyo Blooms is approved and live: buyers can find it and order now.',
    );
  });

  it('gives the reason a store was sent back, on one line without links', () => {
    expect(
      storeText('store_sent_back', {
        storeName: 'Arroyo Blooms',
        note: 'Add a photo of the shop\nand see example.com.',
      }),
    ).toBe(
      'Arroyo Blooms needs changes before it goes live: Add a photo of the shop and see [link removed]. Change it and send it for review again from your dashboard.',
    );
  });
});
