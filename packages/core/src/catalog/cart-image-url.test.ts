import { describe, expect, it } from 'vitest';
import { cartImageUrl } from './cart-image-url.js';

const placeholder = '/images/placeholder.svg';

describe('cartImageUrl', () => {
  it.each(['a.webp', 'a.png', 'a.jpeg', 'a.jpg', 'a.avif', 'https://cdn.example/p/123.JPG?w=200'])(
    'uses the product image %s',
    (image) => {
      expect(cartImageUrl({ image, storeImage: 'store.png', placeholder })).toBe(image);
    },
  );

  it('falls back to the store image, then the placeholder', () => {
    expect(
      cartImageUrl({ image: 'https://cdn.example/p/123', storeImage: 'store.png', placeholder }),
    ).toBe('store.png');
    expect(cartImageUrl({ image: 'doc.gif', storeImage: ' ', placeholder })).toBe(placeholder);
    expect(cartImageUrl({ image: null, storeImage: null, placeholder })).toBe(placeholder);
  });
});
