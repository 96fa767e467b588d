import { Stream } from 'node:stream';
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

/**
 * A container still to walk. It names its place by a link to its parent, not a copy of the path:
 * copying the path at every level made a deep body cost the square of its depth.
 */
type Pending = { value: object; parent: Pending | undefined; name: string | number };

/** The path of `name` inside `container`, built only for an error sentence. */
function pathOf(container: Pending | undefined, name?: string | number): (string | number)[] {
  const path: (string | number)[] = name === undefined ? [] : [name];
  for (let node = container; node?.parent; node = node.parent) path.push(node.name);
  return path.reverse();
}

function settleText(request: FastifyRequest, place: InputPlace): void {
  const holder = request as unknown as Record<string, unknown>;
  const key = place === 'querystring' ? 'query' : place;
  const root = holder[key];
  if (typeof root === 'string') {
    holder[key] = settledString(root, () => [], place);
    return;
  }
  if (!isWalkable(root)) return;
  // A loop, not recursion: each container is visited once, so the walk is linear in the body.
  const pending: Pending[] = [{ value: root, parent: undefined, name: '' }];
  for (let next = pending.pop(); next; next = pending.pop()) {
    const container = next;
    const { value } = container;
    const entries: [string | number, unknown][] = Array.isArray(value)
      ? value.map((item, index) => [index, item])
      : Object.entries(value);
    for (const [name, item] of entries) {
      if (typeof name === 'string' && NOT_TEXT.test(name)) {
        throw new AppError(
          'VALIDATION_FAILED',
          `A field name in ${describeField(pathOf(container), place)} is not valid text.`,
        );
      }
      if (typeof item === 'string') {
        const settled = settledString(item, () => pathOf(container, name), place);
        if (settled !== item) (value as Record<string | number, unknown>)[name] = settled;
      } else if (isWalkable(item)) {
        pending.push({ value: item, parent: container, name });
      }
    }
  }
}

function settledString(value: string, path: () => (string | number)[], place: InputPlace) {
  if (NOT_TEXT.test(value)) {
    const field = capitalize(describeField(path(), place));
    throw new AppError(
      'VALIDATION_FAILED',
      value.includes('\0')
        ? `${field} cannot contain the NUL character (U+0000).`
        : `${field} is not valid text: it holds half of a UTF-16 surrogate pair.`,
    );
  }
  return value.normalize('NFC');
}

/**
 * Objects and arrays as the parsers produce them; not bytes (the webhook's raw body) nor a stream
 * (an upload's body, read later).
 */
function isWalkable(value: unknown): value is object {
  return (
    typeof value === 'object' &&
    value !== null &&
    !ArrayBuffer.isView(value) &&
    !(value instanceof Stream)
  );
}
