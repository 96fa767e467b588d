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
