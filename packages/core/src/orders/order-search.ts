/** What a search on the Orders screen asks for (issue #30). */
export type OrderSearch = { kind: 'number'; prefix: string } | { kind: 'phone'; digits: string };

/**
 * An order number as the screens show it ('#B68FC259': the first 8 letters and digits of its
 * id), or 4 or more digits of a phone ('(626) 555-0101', '+16265550101', '0101'). Null for
 * anything else, which the screen says and the API refuses.
 */
export function parseOrderSearch(query: string): OrderSearch | null {
  const text = query.trim();
  const number = text.replace(/^#/, '').toLowerCase();
  if (/^[0-9a-f]{8}$/.test(number)) return { kind: 'number', prefix: number };
  if (!/^[\d\s()+.-]+$/.test(text)) return null;
  const digits = text.replace(/\D/g, '').replace(/^1(?=\d{10}$)/, '');
  return digits.length >= 4 ? { kind: 'phone', digits } : null;
}
