/**
 * A deliberately loose e-mail check (something@something.tld, no spaces): the OTP proves the
 * phone, and a stricter pattern only rejects real addresses.
 */
export function isEmail(text: string): boolean {
  return /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(text.trim());
}
