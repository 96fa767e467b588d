import { cartImageUrl } from '@marketplace/core/catalog/cart-image-url';

/** The picture the app ships for a line with neither a usable product nor store image. */
export const CART_PLACEHOLDER_IMAGE = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 96 96"><rect width="96" height="96" fill="#f1ece4"/><path d="M34 40h28l-2 24H36z" fill="none" stroke="#b0a797" stroke-width="3" stroke-linejoin="round"/><path d="M41 40v-4a7 7 0 0 1 14 0v4" fill="none" stroke="#b0a797" stroke-width="3" stroke-linecap="round"/></svg>',
)}`;

/** SPEC §5 cart image rule (core), with the store's image and our placeholder as fallbacks. */
export function cartLineImage(
  image: string | null | undefined,
  storeImage: string | null | undefined,
) {
  return cartImageUrl({ image, storeImage, placeholder: CART_PLACEHOLDER_IMAGE });
}
