import {
  deletions,
  fold,
  interned,
  lexemesOf,
  nameWords,
  SIMILAR,
  similarity,
  trigrams,
} from './words.js';

/**
 * What the search index keeps of a visible product or store (docs/decisions/108, 112): what
 * ranking needs, and the JSON an answer shows.
 */
export type SearchEntry = {
  id: string;
  /** The product's store, or the store itself. */
  storeId: string;
  name: string;
  /** The name folded (accents off, lower case): names starting with a query are found on it. */
  folded: string;
  /** Its lexemes, and each one's best weight (1 in the name, 0.4 elsewhere). */
  lexemes: string[];
  weights: number[];
  /** The folded name's words (the dictionary's entries). */
  words: string[];
  /**
   * The JSON a search shows of it: a store's public JSON, a product's with its store's name and
   * address. Empty for the entry of a product name (suggestions show the name alone).
   */
  json: string;
};

/** The weight of `lexeme` in `entry`, 0 when it has none. */
export function weightOf(entry: SearchEntry, lexeme: string): number {
  const i = entry.lexemes.indexOf(lexeme);
  return i < 0 ? 0 : entry.weights[i]!;
}

/** The order entries of equal tier and score rank in: shorter name, then name, then id. */
export function byName(a: SearchEntry, b: SearchEntry): number {
  return a.name.length - b.name.length || compare(a.name, b.name) || compare(a.id, b.id);
}

/** The entries holding a lexeme, those with it in their name first, each list in `byName` order. */
export type Postings = { inName: SearchEntry[]; elsewhere: SearchEntry[] };

/**
 * Entries in one place and in the lookups ranking needs, each list kept in `byName` order so
 * that ranking reads the best first and stops when nothing further can enter the answer.
 */
export class EntryCollection {
  readonly byId = new Map<string, SearchEntry>();
  private readonly byLexeme = new Map<string, Postings>();
  /** Every lexeme in `<` order, for prefixes; rebuilt after lexemes come or go. */
  private sortedLexemes: string[] | null = null;
  /** Entries by the first one, two and three characters of their folded name. */
  private readonly byNameStart = new Map<string, SearchEntry[]>();
  /** Entries by each word of their name. */
  private readonly byWord = new Map<string, SearchEntry[]>();

  /** Every entry at once, in place of all there were: each list sorted once, not kept sorted. */
  replaceAll(entries: readonly SearchEntry[]): void {
    for (const map of [this.byId, this.byLexeme, this.byNameStart, this.byWord]) map.clear();
    this.sortedLexemes = null;
    for (const entry of entries) this.put(entry, (list, added) => list.push(added));
    for (const postings of this.byLexeme.values()) {
      postings.inName.sort(byName);
      postings.elsewhere.sort(byName);
    }
    for (const list of this.byNameStart.values()) list.sort(byName);
    for (const list of this.byWord.values()) list.sort(byName);
  }

  put(entry: SearchEntry, add = insert): void {
    this.remove(entry.id);
    this.byId.set(entry.id, entry);
    entry.lexemes.forEach((lexeme, i) => {
      let postings = this.byLexeme.get(lexeme);
      if (!postings) {
        postings = { inName: [], elsewhere: [] };
        this.byLexeme.set(lexeme, postings);
        this.sortedLexemes = null;
      }
      add(entry.weights[i] === 1 ? postings.inName : postings.elsewhere, entry);
    });
    for (const start of nameStarts(entry.folded)) add(listOf(this.byNameStart, start), entry);
    for (const word of entry.words) add(listOf(this.byWord, word), entry);
  }

  remove(id: string): SearchEntry | undefined {
    const entry = this.byId.get(id);
    if (!entry) return undefined;
    this.byId.delete(id);
    entry.lexemes.forEach((lexeme, i) => {
      const postings = this.byLexeme.get(lexeme);
      if (!postings) return;
      take(entry.weights[i] === 1 ? postings.inName : postings.elsewhere, entry);
      if (postings.inName.length + postings.elsewhere.length > 0) return;
      this.byLexeme.delete(lexeme);
      this.sortedLexemes = null;
    });
    for (const start of nameStarts(entry.folded)) takeFrom(this.byNameStart, start, entry);
    for (const word of entry.words) takeFrom(this.byWord, word, entry);
    return entry;
  }

  withLexeme(lexeme: string): Postings {
    return this.byLexeme.get(lexeme) ?? NO_POSTINGS;
  }

  withWord(word: string): readonly SearchEntry[] {
    return this.byWord.get(word) ?? [];
  }

  /** Lexemes starting with `prefix`. */
  lexemesStartingWith(prefix: string): string[] {
    this.sortedLexemes ??= [...this.byLexeme.keys()].sort(compare);
    return startingWith(this.sortedLexemes, prefix);
  }

  /**
   * The entries whose folded name may start with `prefix` (not empty), in `byName` order: those
   * sharing its first three characters. The caller checks the rest.
   */
  namesStarting(prefix: string): readonly SearchEntry[] {
    return this.byNameStart.get([...prefix].slice(0, NAME_START).join('')) ?? [];
  }
}

/**
 * Every word of every visible name, the words a typed word is corrected against, with how many
 * names hold each; and under each of its one-letter deletions every word of five letters or
 * more, so that words one typo apart meet by a lookup (a missing, extra, changed or swapped
 * letter leaves a deletion in common: the symmetric-delete method).
 */
export class Dictionary {
  private readonly counts = new Map<string, number>();
  private sorted: string[] | null = null;
  private readonly byDeletion = new Map<string, Set<string>>();
  private readonly byTrigram = new Map<string, Set<string>>();
  private readonly trigramsOf = new Map<string, Set<string>>();

  clear(): void {
    for (const map of [this.counts, this.byDeletion, this.byTrigram, this.trigramsOf]) map.clear();
    this.sorted = null;
  }

  add(words: readonly string[]): void {
    for (const word of words) {
      const count = this.counts.get(word) ?? 0;
      this.counts.set(word, count + 1);
      if (count > 0) continue;
      this.sorted = null;
      if (word.length >= 5)
        for (const variant of deletions(word)) addToSet(this.byDeletion, variant, word);
      const grams = trigrams(word);
      this.trigramsOf.set(word, grams);
      for (const gram of grams) addToSet(this.byTrigram, gram, word);
    }
  }

  remove(words: readonly string[]): void {
    for (const word of words) {
      const count = this.counts.get(word) ?? 0;
      if (count > 1) {
        this.counts.set(word, count - 1);
        continue;
      }
      if (count === 0) continue;
      this.counts.delete(word);
      this.sorted = null;
      if (word.length >= 5)
        for (const variant of deletions(word)) takeFromSet(this.byDeletion, variant, word);
      for (const gram of this.trigramsOf.get(word) ?? []) takeFromSet(this.byTrigram, gram, word);
      this.trigramsOf.delete(word);
    }
  }

  has(word: string): boolean {
    return this.counts.has(word);
  }

  /** Whether a word starts with `prefix`: a typed word that does needs no correction. */
  knows(prefix: string): boolean {
    this.sorted ??= [...this.counts.keys()].sort(compare);
    return startingWith(this.sorted, prefix, 1).length > 0;
  }

  /** Words with a one-letter deletion equal to `variant`. */
  withDeletion(variant: string): ReadonlySet<string> {
    return this.byDeletion.get(variant) ?? EMPTY_WORDS;
  }

  /** Words trigram-similar to `word` (pg_trgm's `%`), with their similarity. */
  similarTo(word: string): Map<string, number> {
    const grams = trigrams(word);
    const seen = new Set<string>();
    const found = new Map<string, number>();
    for (const gram of grams) {
      for (const candidate of this.byTrigram.get(gram) ?? EMPTY_WORDS) {
        if (seen.has(candidate)) continue;
        seen.add(candidate);
        const likeness = similarity(grams, this.trigramsOf.get(candidate)!);
        if (likeness >= SIMILAR) found.set(candidate, likeness);
      }
    }
    return found;
  }
}

const NO_POSTINGS: Postings = { inName: [], elsewhere: [] };
const EMPTY_WORDS: ReadonlySet<string> = new Set();
/** How many first characters of a name its bucket is keyed by. */
const NAME_START = 3;

/** The order `<` compares strings in, which binary search and `startsWith` must share. */
export const compare = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

function listOf(map: Map<string, SearchEntry[]>, key: string): SearchEntry[] {
  let list = map.get(key);
  if (!list) {
    list = [];
    map.set(key, list);
  }
  return list;
}

/** Where `entry` is or would go in a `byName` list. */
function place(list: readonly SearchEntry[], entry: SearchEntry): number {
  let low = 0;
  let high = list.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (byName(list[middle]!, entry) < 0) low = middle + 1;
    else high = middle;
  }
  return low;
}

function insert(list: SearchEntry[], entry: SearchEntry): void {
  list.splice(place(list, entry), 0, entry);
}

function take(list: SearchEntry[], entry: SearchEntry): void {
  const at = place(list, entry);
  if (list[at] === entry) list.splice(at, 1);
}

function takeFrom(map: Map<string, SearchEntry[]>, key: string, entry: SearchEntry): void {
  const list = map.get(key);
  if (!list) return;
  take(list, entry);
  if (list.length === 0) map.delete(key);
}

function nameStarts(folded: string): string[] {
  const chars = [...folded];
  return [1, 2, 3].filter((n) => n <= chars.length).map((n) => chars.slice(0, n).join(''));
}

/** The items of a sorted list starting with `prefix` (at most `limit`). */
function startingWith(sorted: readonly string[], prefix: string, limit = Infinity): string[] {
  let low = 0;
  let high = sorted.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (sorted[middle]! < prefix) low = middle + 1;
    else high = middle;
  }
  const found: string[] = [];
  for (let i = low; i < sorted.length && found.length < limit; i++) {
    if (!sorted[i]!.startsWith(prefix)) break;
    found.push(sorted[i]!);
  }
  return found;
}

function addToSet<K, V>(map: Map<K, Set<V>>, key: K, value: V): void {
  let set = map.get(key);
  if (!set) {
    set = new Set();
    map.set(key, set);
  }
  set.add(value);
}

/** Removes `value`; answers whether the key still holds anything. */
function takeFromSet<K, V>(map: Map<K, Set<V>>, key: K, value: V): boolean {
  const set = map.get(key);
  if (!set) return false;
  set.delete(value);
  if (set.size > 0) return true;
  map.delete(key);
  return false;
}

/**
 * An entry from a row as the index reads it: `text` is the other text searched (a product's
 * description, a store's category).
 */
export function entryOf(row: {
  id: string;
  store_id: string;
  name: string;
  text: string;
  json: string;
}): SearchEntry {
  const folded = fold(row.name);
  return {
    id: row.id,
    // One string per store, shared by its products.
    storeId: interned(row.store_id),
    name: row.name,
    folded,
    ...lexemesOf(folded, row.text),
    words: nameWords(folded),
    json: row.json,
  };
}

/**
 * One entry for the products of one name (its id is the name): each lexeme any of them holds,
 * with its best weight.
 */
export function entryOfName(sameName: readonly SearchEntry[]): SearchEntry {
  const first = sameName[0]!;
  const weights = new Map<string, number>();
  for (const entry of sameName) {
    entry.lexemes.forEach((lexeme, i) => {
      weights.set(lexeme, Math.max(entry.weights[i]!, weights.get(lexeme) ?? 0));
    });
  }
  return {
    id: first.name,
    storeId: '',
    name: first.name,
    folded: first.folded,
    lexemes: [...weights.keys()],
    weights: [...weights.values()],
    words: first.words,
    json: '',
  };
}
