import type { Seller } from '@marketplace/contract/sellers';
import { formatUsPhone } from '../../lib/format-phone';

/** '+16265550101' → '+1 (626) 555-0101' (SPEC §3: phones are shown with +1). */
export function sellerPhone(phone: string): string {
  const digits = phone.replace(/^\+1/, '');
  return /^\d{10}$/.test(digits) ? `+1 ${formatUsPhone(digits)}` : phone;
}

export function sellerName(seller: Pick<Seller, 'firstName' | 'lastName'>): string {
  return `${seller.firstName} ${seller.lastName}`.trim();
}

/** A search by name, e-mail or phone (digits typed in any format). */
export function sellerMatches(seller: Seller, query: string): boolean {
  const text = query.trim().toLocaleLowerCase();
  if (text === '') return true;
  if (
    sellerName(seller).toLocaleLowerCase().includes(text) ||
    seller.email.toLocaleLowerCase().includes(text)
  ) {
    return true;
  }
  const digits = text.replace(/\D/g, '');
  return digits.length >= 3 && seller.phone.replace(/\D/g, '').includes(digits);
}
