/** SPEC §5: promo codes are upper-cased as typed; spaces around them are never part of a code. */
export function normalizePromoCode(input: string): string {
  return input.trim().toUpperCase();
}
