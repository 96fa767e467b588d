/** Where a request carries its input, as Fastify's validation names it. */
export type InputPlace = 'body' | 'querystring' | 'params' | 'headers';

const PLACES: Record<string, string> = {
  body: 'the request body',
  querystring: 'the query string',
  params: 'the path',
  headers: 'the headers',
};

/**
 * How an error sentence names a field: `"orderData.items.0.name"`, or the place itself when the
 * fault is the whole of it.
 */
export function describeField(path: readonly (string | number)[], place: string): string {
  return path.length > 0 ? `"${path.join('.')}"` : (PLACES[place] ?? 'the request');
}

export function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
