import {
  byName,
  compare,
  type Dictionary,
  type EntryCollection,
  type SearchEntry,
  weightOf,
} from './search-entries.js';
import type { SearchQuery } from './search-query.js';
import { deletions, lexemeOf, similarity, trigrams, typoDistance, typosAllowed } from './words.js';

/**
 * How search ranks (docs/decisions/031, 100 and 108). Each match falls in a tier, and tiers rank
 * first:
 *   0 the whole name is the query ('coffee' → Coffee)
 *   1 the name starts with the query ('cof' → Coffee Beans)
 *   2 every word, the last as the start of a word or stemmed ('tacos' → Taco), in the name or
 *     the description (or a store's category); a word in the name weighs more
 *   3 typos: each unknown word as itself or a dictionary word within its allowed typos
 *     ('steret' → street), nearest first; or, when every word is known but not all are in one
 *     name, any of them
 *   4 a name with a word only trigram-similar to a typed one, when the tiers above leave room
 * then the score within the tier, then shorter names, then the name and id, so equal queries
 * answer in the same order.
 */

export type Ranked = { entry: SearchEntry; tier: number; score: number };

/** A word's spellings tried in tier 3: itself (weight 1), or its corrections (less). */
type Spelling = { lexeme: string; weight: number };

/** What a query asks of the index, worked out once for the products and the stores. */
export type QueryPlan = {
  folded: string;
  /** Lexemes of the words before the last: each must be in a tier 2 match. */
  before: string[];
  /** The last word: the start of a lexeme as typed, or its own lexeme. Null for one letter. */
  last: { prefix: string; lexeme: string | null } | null;
  /** Tier 3: every group (or, when `every` is false, any) must have one spelling in a match. */
  fuzzy: { every: boolean; groups: Spelling[][] } | null;
  /** Tier 4: dictionary words trigram-similar to a typed word, with the likeness (asked last). */
  similarWords: () => Map<string, number>;
};

/** Closest dictionary words tried per typed word. */
const CORRECTIONS_PER_WORD = 3;

export function planQuery(query: SearchQuery, dictionary: Dictionary): QueryPlan {
  const before = query.words
    .slice(0, -1)
    .map(lexemeOf)
    .filter((lexeme) => lexeme !== null);
  const last = query.last === null ? null : { prefix: query.last, lexeme: lexemeOf(query.last) };
  const known = query.words.map((word) => word.length < 3 || dictionary.knows(word));
  let fuzzy: QueryPlan['fuzzy'] = null;
  if (known.includes(false)) {
    const groups = query.words.map((word, i) => {
      if (known[i]) return spellings([{ word, weight: 1 }]);
      return spellings([{ word, weight: 1 }, ...corrections(word, dictionary)]);
    });
    fuzzy = { every: true, groups: groups.filter((group) => group.length > 0) };
  } else if (query.words.length > 1) {
    fuzzy = { every: false, groups: query.words.map((word) => spellings([{ word, weight: 1 }])) };
  }
  const similarWords = () => {
    const similar = new Map<string, number>();
    for (const word of query.words) {
      for (const [near, likeness] of dictionary.similarTo(word)) {
        if ((similar.get(near) ?? -1) < likeness) similar.set(near, likeness);
      }
    }
    return similar;
  };
  return {
    folded: query.folded,
    before,
    last,
    fuzzy: fuzzy && fuzzy.groups.length > 0 ? fuzzy : null,
    similarWords,
  };
}

/** The spellings' lexemes (stop words drop out, as in a PostgreSQL tsquery). */
function spellings(words: { word: string; weight: number }[]): Spelling[] {
  return words.flatMap(({ word, weight }) => {
    const lexeme = lexemeOf(word);
    return lexeme === null ? [] : [{ lexeme, weight }];
  });
}

/**
 * An unknown word's corrections: the dictionary words within its allowed typos (a deletion in
 * common, then counted exactly), nearest first; or, when there are none, its trigram-closest
 * words. At most CORRECTIONS_PER_WORD.
 */
function corrections(word: string, dictionary: Dictionary): { word: string; weight: number }[] {
  const near = new Set<string>();
  const variants = deletions(word);
  for (const variant of [word, ...variants]) {
    for (const found of dictionary.withDeletion(variant)) near.add(found);
  }
  for (const variant of variants) if (dictionary.has(variant)) near.add(variant);
  const typed = trigrams(word);
  const allowed = typosAllowed([...word].length);
  const withinTypos = [...near]
    .map((candidate) => ({
      word: candidate,
      distance: typoDistance(candidate, word),
      likeness: similarity(typed, trigrams(candidate)),
    }))
    .filter((candidate) => candidate.distance <= allowed);
  const chosen =
    withinTypos.length > 0
      ? withinTypos
      : [...dictionary.similarTo(word)].map(([candidate, likeness]) => ({
          word: candidate,
          distance: typoDistance(candidate, word),
          likeness,
        }));
  return chosen
    .sort((a, b) => a.distance - b.distance || b.likeness - a.likeness || compare(a.word, b.word))
    .slice(0, CORRECTIONS_PER_WORD)
    .map(({ word: correction, distance }) => ({ word: correction, weight: 1 / (1 + distance) }));
}

/**
 * The best matches of `plan` among `entries` into `top`, tier by tier. Every list is read best
 * first and left as soon as nothing further in it can enter `top`, so a word that thousands of
 * names hold costs about as much as a rare one.
 */
export function rankInto(top: TopRanked, entries: EntryCollection, plan: QueryPlan): void {
  for (const entry of entries.namesStarting(plan.folded)) {
    if (!entry.folded.startsWith(plan.folded)) continue;
    const tier = entry.folded === plan.folded ? 0 : 1;
    if (top.beats(entry, tier, 1)) break;
    top.offer(entry, tier, 1);
  }

  const lastLexemes = plan.last
    ? [...new Set([...entries.lexemesStartingWith(plan.last.prefix), plan.last.lexeme])].filter(
        (lexeme) => lexeme !== null,
      )
    : [];
  const words = plan.before.length + (plan.last ? 1 : 0);
  if (words > 0 && (plan.before.length > 0 || lastLexemes.length > 0) && !top.endsAbove(2)) {
    const drivers = plan.before.length > 0 ? [rarest(entries, plan.before)] : lastLexemes;
    readBestFirst(top, entries, drivers, 2, words, (entry) => {
      let total = 0;
      for (const lexeme of plan.before) {
        const weight = weightOf(entry, lexeme);
        if (weight === 0) return null;
        total += weight;
      }
      if (plan.last) {
        let weight = 0;
        for (const lexeme of lastLexemes) weight = Math.max(weight, weightOf(entry, lexeme));
        if (weight === 0) return null;
        total += weight;
      }
      return total / words;
    });
  }

  const fuzzy = plan.fuzzy;
  if (!fuzzy) return;
  if (!top.endsAbove(3)) {
    const groups = fuzzy.groups;
    const score = (entry: SearchEntry) => {
      let total = 0;
      let matched = 0;
      for (const each of groups) {
        let best = 0;
        for (const { lexeme, weight } of each) {
          best = Math.max(best, weightOf(entry, lexeme) * weight);
        }
        if (best > 0) matched++;
        total += best;
      }
      return fuzzy.every && matched < groups.length ? null : total / groups.length;
    };
    // Every word: a match holds the rarest group's word, and may hold all the others. Any word:
    // each group drives, rarest first. A match holding a word read before was scored then (or
    // could not enter), so one first met in a later group's list holds only that word and the
    // ones after it: the bound drops, and the common words' long lists are hardly read.
    const driving = fuzzy.every
      ? [groups.reduce((a, b) => (postingsOf(entries, b) < postingsOf(entries, a) ? b : a))]
      : [...groups].sort((a, b) => postingsOf(entries, a) - postingsOf(entries, b));
    driving.forEach((group, i) => {
      const others = fuzzy.every ? groups.length - 1 : driving.length - 1 - i;
      for (const spelling of group) {
        readBestFirst(top, entries, [spelling.lexeme], 3, groups.length, score, {
          weight: spelling.weight,
          others,
        });
      }
    });
  }
  if (!top.endsAbove(4)) {
    const similar = [...plan.similarWords()].sort((a, b) => b[1] - a[1]);
    for (const [word, likeness] of similar) {
      for (const entry of entries.withWord(word)) {
        if (top.beats(entry, 4, likeness)) break;
        top.offer(entry, 4, likeness);
      }
    }
  }
}

/** The highest weight a lexeme has outside a name (B: a description or a store's category). */
const ELSEWHERE = 0.4;

/**
 * Reads the entries holding each of `lexemes` best first (in their name, then elsewhere; in
 * `byName` order), scoring each; stops reading a list when even a perfect score for `others` of
 * the other words (all of them unless told) could not enter `top`. `weight` is the lexeme's
 * spelling's.
 */
function readBestFirst(
  top: TopRanked,
  entries: EntryCollection,
  lexemes: readonly string[],
  tier: number,
  words: number,
  score: (entry: SearchEntry) => number | null,
  { weight = 1, others = words - 1 }: { weight?: number; others?: number } = {},
): void {
  for (const lexeme of lexemes) {
    const postings = entries.withLexeme(lexeme);
    for (const [list, most] of [
      [postings.inName, 1],
      [postings.elsewhere, ELSEWHERE],
    ] as const) {
      const bound = (most * weight + others) / words;
      for (const entry of list) {
        if (top.beats(entry, tier, bound)) break;
        const scored = score(entry);
        if (scored !== null) top.offer(entry, tier, scored);
      }
    }
  }
}

const postingsOf = (entries: EntryCollection, group: readonly Spelling[]) =>
  group.reduce((sum, { lexeme }) => {
    const postings = entries.withLexeme(lexeme);
    return sum + postings.inName.length + postings.elsewhere.length;
  }, 0);

function rarest(entries: EntryCollection, lexemes: readonly string[]): string {
  return lexemes.reduce((a, b) =>
    postingsOf(entries, [{ lexeme: b, weight: 1 }]) <
    postingsOf(entries, [{ lexeme: a, weight: 1 }])
      ? b
      : a,
  );
}

/** Best first: tier, score, then `byName`. */
export function byRank(a: Ranked, b: Ranked): number {
  return a.tier - b.tier || b.score - a.score || byName(a.entry, b.entry);
}

/** The best `limit` ranked entries offered, one per key (an id, or a name for suggestions). */
export class TopRanked {
  readonly ranked: Ranked[] = [];
  private readonly byKey = new Map<string, Ranked>();

  constructor(
    private readonly limit: number,
    private readonly keyOf: (entry: SearchEntry) => string = (entry) => entry.id,
  ) {}

  /** Whether the list is full of entries that all rank above this one. */
  beats(entry: SearchEntry, tier: number, score: number): boolean {
    const last = this.ranked[this.limit - 1];
    return last !== undefined && byRank(last, { entry, tier, score }) < 0;
  }

  /** Whether the list is full of entries all of a tier above `tier`. */
  endsAbove(tier: number): boolean {
    const last = this.ranked[this.limit - 1];
    return last !== undefined && last.tier < tier;
  }

  offer(entry: SearchEntry, tier: number, score: number): void {
    if (this.beats(entry, tier, score)) return;
    const candidate = { entry, tier, score };
    const key = this.keyOf(entry);
    const seen = this.byKey.get(key);
    if (seen) {
      if (byRank(seen, candidate) <= 0) return;
      this.ranked.splice(this.ranked.indexOf(seen), 1);
    }
    let low = 0;
    let high = this.ranked.length;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if (byRank(this.ranked[middle]!, candidate) <= 0) low = middle + 1;
      else high = middle;
    }
    this.ranked.splice(low, 0, candidate);
    this.byKey.set(key, candidate);
    if (this.ranked.length > this.limit) this.byKey.delete(this.keyOf(this.ranked.pop()!.entry));
  }
}
