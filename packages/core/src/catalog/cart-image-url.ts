const IMAGE_TYPES = /webp|png|jpe?g|avif/i;

/**
 * SPEC §5: a cart line shows the product image only when its URL names an image type (webp,
 * png, jpeg, jpg, avif); otherwise the store's image, otherwise the placeholder the app ships.
 */
export function cartImageUrl(options: {
  image?: string | null;
  storeImage?: string | null;
  placeholder: string;
}): string {
  const { image, storeImage, placeholder } = options;
  if (image && IMAGE_TYPES.test(image)) return image;
  return storeImage?.trim() ? storeImage : placeholder;
}
