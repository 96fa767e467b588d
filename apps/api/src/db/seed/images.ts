import type { SeedProduct, SeedStore } from './types.js';

/** Lower-case words joined by dashes: 'Café Latte, 12 oz' → 'cafe-latte-12-oz'. */
export function slugify(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/**
 * URL paths under the API's static `public/` folder. The files are generated once by
 * `scripts/generate-demo-images.ts` and checked in; the seed only points at them.
 */
export function storeImagePath(store: Pick<SeedStore, 'slug'>): string {
  return `/images/stores/${store.slug}.webp`;
}

export function productImagePath(
  store: Pick<SeedStore, 'slug'>,
  product: Pick<SeedProduct, 'name'>,
): string {
  return `/images/products/${store.slug}--${slugify(product.name)}.webp`;
}
