import { searchText } from '@marketplace/core/validation/search-text';
import { SEARCH_FOLD_FROM, SEARCH_FOLD_TO } from '../../db/schema.js';

/** Longer queries are cut here: nobody types more, and it bounds the work a request can ask for. */
export const SEARCH_QUERY_MAX = 100;
/** Words beyond these are ignored, for the same reason. */
const MAX_WORDS = 8;

const FOLD = new Map([...SEARCH_FOLD_FROM].map((from, i) => [from, SEARCH_FOLD_TO[i]!]));

/** What a query becomes before it reaches SQL; every part is passed as a bound parameter. */
export type SearchQuery = {
  /** Folded like the `search_name` columns (accents off, lower case, spaces collapsed). */
  folded: string;
  /**
   * Names starting with the query are those from `prefixFrom` (included) to `prefixTo`
   * (excluded) in byte order: the folded query, and the first string after every string that
   * starts with it (see `prefixEnd`). A range, unlike LIKE, stays indexable in a cached plan.
   */
  prefixFrom: string;
  prefixTo: string | null;
  /**
   * A to_tsquery text of the words before the last (`street & tacos`): each must match, stemmed
   * ('tacos' finds Taco). Words are letters and digits only, so no tsquery syntax (`&`, `|`,
   * `!`, `:`, quotes, parentheses) typed by a buyer can reach the parser. Null when there are none.
   */
  wordsBefore: string | null;
  /**
   * The last word, which the buyer may still be typing: it matches as a prefix of a word as typed
   * ('braed' must not be stemmed to 'bra' and then find Braised) or as a whole word stemmed
   * ('tacos' finds Taco). Null when it is a single character: a prefix of one letter matches a
   * third of the catalogue, and the name prefix tier already answers it.
   */
  last: string | null;
  /** The words, for spelling correction. */
  words: string[];
};

/** The query, or null when it is blank (SPEC §5: nothing is searched). */
export function parseSearchQuery(input: string): SearchQuery | null {
  // Cut by code points: cutting by UTF-16 units could leave half of an emoji at the end.
  const text = searchText([...input].slice(0, SEARCH_QUERY_MAX).join(''));
  if (text === null) return null;
  const folded = [...text]
    .map((char) => FOLD.get(char) ?? char)
    .join('')
    .toLowerCase()
    .replace(/\s+/g, ' ');
  const words = folded
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
    .slice(0, MAX_WORDS);
  if (words.length === 0) return null;
  const last = words.at(-1)!;
  const before = words.slice(0, -1);
  return {
    folded,
    prefixFrom: folded,
    prefixTo: prefixEnd(folded),
    wordsBefore: before.length > 0 ? before.join(' & ') : null,
    last: last.length > 1 ? last : null,
    words,
  };
}

const LAST_CODE_POINT = 0x10ffff;
const SURROGATES = { first: 0xd800, last: 0xdfff };

/**
 * The least string greater than every string that starts with `prefix`, in code point order
 * (UTF-8 byte order, as the C collation compares): the prefix with its last character moved one
 * code point on. A last character that cannot move (U+10FFFF, the last there is) is dropped and
 * the one before it moved instead; surrogates are skipped, being no characters. Null when
 * nothing can move: no string bounds the range, so the name tier finds nothing.
 */
export function prefixEnd(prefix: string): string | null {
  const points = [...prefix].map((char) => char.codePointAt(0)!);
  while (points.length > 0) {
    const point = points.pop()!;
    if (point === LAST_CODE_POINT) continue;
    const next = point + 1 === SURROGATES.first ? SURROGATES.last + 1 : point + 1;
    return String.fromCodePoint(...points, next);
  }
  return null;
}
