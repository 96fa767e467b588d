/** How people name an order aloud and on screen: the first 8 hex digits of its id, upper-case. */
export function shortOrderId(id: string): string {
  return id.replace(/-/g, '').slice(0, 8).toUpperCase();
}
