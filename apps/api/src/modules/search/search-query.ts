import { searchText } from '@marketplace/core/validation/search-text';
import { fold, wordsOf } from './words.js';

/** Longer queries are cut here: nobody types more, and it bounds the work a request can ask for. */
export const SEARCH_QUERY_MAX = 100;
/** Words beyond these are ignored, for the same reason. */
const MAX_WORDS = 8;

/** What a typed query becomes before it is ranked (ranking.ts). */
export type SearchQuery = {
  /** Folded as names are (accents off, lower case, spaces collapsed): names may start with it. */
  folded: string;
  /** Its words (letters and digits), for full text and spelling correction. */
  words: string[];
  /**
   * The last word, which the buyer may still be typing: it matches as the start of a lexeme as
   * typed ('braed' must not be stemmed to 'bra' and then find Braised) or as a whole word
   * stemmed ('tacos' finds Taco). Null when it is a single character: a prefix of one letter
   * matches a third of the catalogue, and names starting with the query already answer it.
   */
  last: string | null;
};

/** The query, or null when it is blank (SPEC §5: nothing is searched). */
export function parseSearchQuery(input: string): SearchQuery | null {
  // Cut by code points: cutting by UTF-16 units could leave half of an emoji at the end.
  const text = searchText([...input].slice(0, SEARCH_QUERY_MAX).join(''));
  if (text === null) return null;
  const folded = fold(text);
  const words = wordsOf(folded).slice(0, MAX_WORDS);
  if (words.length === 0) return null;
  const last = words.at(-1)!;
  return { folded, words, last: last.length > 1 ? last : null };
}
