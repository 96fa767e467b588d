import stem from 'wink-porter2-stemmer';

/**
 * What search does to text and words (docs/decisions/108): folding, English stems (Porter2,
 * the Snowball English stemmer PostgreSQL's 'english' configuration uses, with its stop words),
 * typo distances, and trigrams as pg_trgm counts them. Names and typed queries go through the
 * same functions, so they always agree.
 */

/** PostgreSQL's english.stop (share/tsearch_data): words the 'english' configuration drops. */
const STOP_WORDS = new Set(
  `i me my myself we our ours ourselves you your yours yourself yourselves he him his himself she
  her hers herself it its itself they them their theirs themselves what which who whom this that
  these those am is are was were be been being have has had having do does did doing a an the and
  but if or because as until while of at by for with about against between into through during
  before after above below to from up down in out on off over under again further then once here
  there when where why how all any both each few more most other some such no nor not only own
  same so than too very s t can will just don should now`.split(/\s+/),
);

/**
 * Words longer than this are kept as they are: no English word is, and the stemmer's patterns
 * take time that grows with the square of a word's length (a 400-letter word costs 1 ms).
 */
const LONGEST_STEMMED = 30;

/**
 * Stems already worked out. The words of a catalogue repeat ('coffee', 'organic'), so indexing
 * a store mostly looks them up; emptied when full, so text of made-up words cannot grow it.
 */
const stems = new Map<string, string>();
const STEMS_KEPT = 50_000;

/**
 * The lexeme a folded word becomes ('tacos' → 'taco'), or null for a stop word. Words with a
 * digit are kept as they are ('16', 'spf50'), and words over LONGEST_STEMMED letters.
 */
export function lexemeOf(word: string): string | null {
  if (/\p{N}/u.test(word) || word.length > LONGEST_STEMMED) return word;
  if (STOP_WORDS.has(word)) return null;
  const known = stems.get(word);
  if (known !== undefined) return known;
  if (stems.size >= STEMS_KEPT) stems.clear();
  const lexeme = stem(word);
  stems.set(word, lexeme);
  return lexeme;
}

/** Accented letters and the letters search compares them as ('Café' finds 'cafe'). */
const FOLD_FROM = 'ÀÁÂÃÄÅÇÈÉÊËÌÍÎÏÑÒÓÔÕÖØÙÚÛÜÝàáâãäåçèéêëìíîïñòóôõöøùúûüýÿ';
const FOLD_TO = 'AAAAAACEEEEIIIINOOOOOOUUUUYaaaaaaceeeeiiiinoooooouuuuyy';
const FOLD = new Map([...FOLD_FROM].map((from, i) => [from, FOLD_TO[i]!]));

/** Text as search compares it: accents off, lower case, spaces collapsed. */
export function fold(text: string): string {
  return [...text.normalize('NFC')]
    .map((char) => FOLD.get(char) ?? char)
    .join('')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();
}

/** The words of folded text: runs of letters and digits. */
export function wordsOf(folded: string): string[] {
  return folded.split(/[^\p{L}\p{N}]+/u).filter(Boolean);
}

/**
 * A name and its other searchable text (a product's description, a store's category) as
 * lexemes, each with its best weight: 1 in the name, 0.4 elsewhere (ts_rank's weights for A and
 * B), so that a word in the name ranks first.
 */
export function lexemesOf(
  foldedName: string,
  otherText: string,
): { lexemes: string[]; weights: number[] } {
  const weights = new Map<string, number>();
  for (const [text, weight] of [
    [fold(otherText), 0.4],
    [foldedName, 1],
  ] as const) {
    for (const word of wordsOf(text)) {
      const lexeme = lexemeOf(word);
      if (lexeme !== null) {
        weights.set(interned(lexeme), Math.max(weight, weights.get(lexeme) ?? 0));
      }
    }
  }
  return { lexemes: [...weights.keys()], weights: [...weights.values()] };
}

/** A folded name's words of three letters or more: the dictionary typed words are corrected against. */
export function nameWords(folded: string): string[] {
  return [...new Set(wordsOf(folded).filter((word) => word.length >= 3))].map(interned);
}

/**
 * One string per word (or store id): a catalogue of 100,000 products has a few thousand words,
 * and each entry keeping its own copies of them took most of the index's memory.
 */
const strings = new Map<string, string>();
export function interned(word: string): string {
  const known = strings.get(word);
  if (known !== undefined) return known;
  strings.set(word, word);
  return word;
}

/**
 * How many typos a typed word of this length may carry, as Meilisearch and Typesense allow: one
 * from five letters, two from nine.
 */
export function typosAllowed(letters: number): number {
  return letters >= 9 ? 2 : letters >= 5 ? 1 : 0;
}

/** A word's one-letter deletions ('street' → 'treet', 'sreet', 'stret', 'stree', ...). */
export function deletions(word: string): string[] {
  const letters = [...word];
  const found = new Set<string>();
  for (let i = 0; i < letters.length; i++) {
    found.add([...letters.slice(0, i), ...letters.slice(i + 1)].join(''));
  }
  return [...found];
}

/**
 * The optimal string alignment distance: insertions, deletions, substitutions and swaps of two
 * neighbouring letters each count one ('steret' → 'street' is one).
 */
export function typoDistance(a: string, b: string): number {
  const x = [...a];
  const y = [...b];
  let beforeLast: number[] = [];
  let last = Array.from({ length: y.length + 1 }, (_, k) => k);
  for (let i = 1; i <= x.length; i++) {
    const current = [i];
    for (let j = 1; j <= y.length; j++) {
      let distance = Math.min(
        last[j]! + 1,
        current[j - 1]! + 1,
        last[j - 1]! + (x[i - 1] === y[j - 1] ? 0 : 1),
      );
      if (i > 1 && j > 1 && x[i - 1] === y[j - 2] && x[i - 2] === y[j - 1]) {
        distance = Math.min(distance, beforeLast[j - 2]! + 1);
      }
      current.push(distance);
    }
    beforeLast = last;
    last = current;
  }
  return last[y.length]!;
}

/**
 * pg_trgm's trigrams of a text: each word (letters and digits) padded with two spaces before and
 * one after, every three consecutive characters.
 */
export function trigrams(text: string): Set<string> {
  const found = new Set<string>();
  for (const word of text.toLowerCase().split(/[^\p{L}\p{N}]+/u)) {
    if (word === '') continue;
    const padded = [' ', ' ', ...word, ' '];
    for (let i = 0; i + 3 <= padded.length; i++) found.add(padded.slice(i, i + 3).join(''));
  }
  return found;
}

const shared = (a: Set<string>, b: Set<string>) => {
  let count = 0;
  for (const trigram of a) if (b.has(trigram)) count++;
  return count;
};

/** pg_trgm's similarity: trigrams in common over trigrams in either. */
export function similarity(a: Set<string>, b: Set<string>): number {
  const common = shared(a, b);
  const either = a.size + b.size - common;
  return either === 0 ? 0 : common / either;
}

/** pg_trgm's `%` threshold (pg_trgm.similarity_threshold). */
export const SIMILAR = 0.3;

/**
 * How much of the query a name holds: the query's trigrams found in the name over the query's.
 * Like pg_trgm's word_similarity, a long name is not penalised for its other words (the name's
 * length breaks ties).
 */
export function containment(query: Set<string>, name: Set<string>): number {
  return query.size === 0 ? 0 : shared(query, name) / query.size;
}
