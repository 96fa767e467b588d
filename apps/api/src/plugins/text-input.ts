import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../errors.js';
import { capitalize, describeField, type InputPlace } from './field-name.js';

/**
 * Text as PostgreSQL can store it and people compare it, settled once for every route before its
 * schema runs (docs/decisions/006):
 * - a NUL (U+0000) is refused: PostgreSQL cannot store it in text or jsonb, so it would fail
 *   deep inside a query as a 500;
 * - a lone UTF-16 surrogate (JSON's "\ud800") is refused: it is not a character, and the driver
 *   would quietly store U+FFFD instead;
 * - every string value is put in Unicode NFC, so 'é' typed as e + accent is the same 'é' a
 *   seller saved, in search and in every comparison.
 * Field names are checked too (a record's keys are stored as they come) but left as sent.
 */
export const textInputPlugin = fp(
  async (app) => {
    app.addHook('preValidation', async (request) => {
      settleText(request, 'params');
      settleText(request, 'querystring');
      settleText(request, 'body');
    });
  },
  { name: 'text-input' },
);

/** NUL, or a surrogate that is not half of a pair (with `u`, a pair reads as one code point). */
const NOT_TEXT = /[\0\p{Cs}]/u;

/** A container still to walk, and how to name it in an error. */
type Pending = { value: object; path: readonly (string | number)[] };

function settleText(request: FastifyRequest, place: InputPlace): void {
  const holder = request as unknown as Record<string, unknown>;
  const key = place === 'querystring' ? 'query' : place;
  const root = holder[key];
  if (typeof root === 'string') {
    holder[key] = settledString(root, [], place);
    return;
  }
  if (!isWalkable(root)) return;
  // A loop, not recursion: a 100 KB body can nest deeper than the call stack goes.
  const pending: Pending[] = [{ value: root, path: [] }];
  for (let next = pending.pop(); next; next = pending.pop()) {
    const { value, path } = next;
    const entries: [string | number, unknown][] = Array.isArray(value)
      ? value.map((item, index) => [index, item])
      : Object.entries(value);
    for (const [name, item] of entries) {
      if (typeof name === 'string' && NOT_TEXT.test(name)) {
        throw new AppError(
          'VALIDATION_FAILED',
          `A field name in ${describeField(path, place)} is not valid text.`,
        );
      }
      if (typeof item === 'string') {
        const settled = settledString(item, [...path, name], place);
        if (settled !== item) (value as Record<string | number, unknown>)[name] = settled;
      } else if (isWalkable(item)) {
        pending.push({ value: item, path: [...path, name] });
      }
    }
  }
}

function settledString(value: string, path: readonly (string | number)[], place: InputPlace) {
  if (NOT_TEXT.test(value)) {
    const field = capitalize(describeField(path, place));
    throw new AppError(
      'VALIDATION_FAILED',
      value.includes('\0')
        ? `${field} cannot contain the NUL character (U+0000).`
        : `${field} is not valid text: it holds half of a UTF-16 surrogate pair.`,
    );
  }
  return value.normalize('NFC');
}

/** Objects and arrays as the parsers produce them; not bytes (the webhook's raw body). */
function isWalkable(value: unknown): value is object {
  return typeof value === 'object' && value !== null && !ArrayBuffer.isView(value);
}
