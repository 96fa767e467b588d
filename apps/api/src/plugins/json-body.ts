import fp from 'fastify-plugin';
import { AppError } from '../errors.js';

/**
 * The deepest a JSON body may nest. The deepest body a route takes (an order's lines, their
 * customizations and options) is under ten levels; 32 leaves room and refuses the bodies nested
 * tens of thousands deep that cost every walk after the parser (validation, the text check)
 * time to match.
 */
export const MAX_JSON_DEPTH = 32;

export const JSON_TOO_DEEP_MESSAGE = `The request body nests deeper than ${MAX_JSON_DEPTH} levels.`;

/**
 * JSON bodies as Fastify parses them (prototype poisoning refused), after one pass over the text
 * that refuses a body nesting deeper than MAX_JSON_DEPTH before anything builds it.
 */
export const jsonBodyPlugin = fp(
  async (app) => {
    const parse = app.getDefaultJsonParser('error', 'error');
    app.removeContentTypeParser('application/json');
    app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
      // parseAs 'string' hands over a string.
      const text = body as string;
      if (nestsDeeperThan(text, MAX_JSON_DEPTH)) {
        done(new AppError('INVALID_JSON', JSON_TOO_DEEP_MESSAGE), undefined);
        return;
      }
      parse(request, text, done);
    });
  },
  { name: 'json-body' },
);

const OPEN_OBJECT = 0x7b; // {
const OPEN_ARRAY = 0x5b; // [
const CLOSE_OBJECT = 0x7d; // }
const CLOSE_ARRAY = 0x5d; // ]
const QUOTE = 0x22; // "
const BACKSLASH = 0x5c; // \

/**
 * Whether `text`'s brackets, outside strings, open deeper than `limit` anywhere: one pass, no
 * allocation. Malformed text is left to the parser to refuse.
 */
export function nestsDeeperThan(text: string, limit: number): boolean {
  let depth = 0;
  let inString = false;
  for (let index = 0; index < text.length; index++) {
    const code = text.charCodeAt(index);
    if (inString) {
      if (code === BACKSLASH) index++;
      else if (code === QUOTE) inString = false;
    } else if (code === QUOTE) {
      inString = true;
    } else if (code === OPEN_OBJECT || code === OPEN_ARRAY) {
      if (++depth > limit) return true;
    } else if (code === CLOSE_OBJECT || code === CLOSE_ARRAY) {
      depth--;
    }
  }
  return false;
}
