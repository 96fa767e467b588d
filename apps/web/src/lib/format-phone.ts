/** '6265550101' → '(626) 555-0101'; anything else is returned as given. */
export function formatUsPhone(digits: string): string {
  const match = /^(\d{3})(\d{3})(\d{4})$/.exec(digits);
  return match ? `(${match[1]}) ${match[2]}-${match[3]}` : digits;
}

/** '+16265550142' → '+1 (626) 555-0142'; a number from elsewhere is returned as given. */
export function formatE164(phone: string): string {
  return phone.startsWith('+1') ? `+1 ${formatUsPhone(phone.slice(2))}` : phone;
}
