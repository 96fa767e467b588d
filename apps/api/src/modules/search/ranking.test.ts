import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { planQuery, rankInto, TopRanked } from './ranking.js';
import { Dictionary, EntryCollection, entryOf } from './search-entries.js';
import { parseSearchQuery } from './search-query.js';

// Ranking reads each list best first and stops once nothing further can enter the answer
// (ranking.ts): the answer must be exactly the best of a full ranking of every match.

const WORDS = ['latte', 'lemon', 'cold', 'brew', 'street', 'tacos', 'taco', 'rose', 'roses', 'oat'];
const word = fc.constantFrom(...WORDS);
const text = fc.array(word, { minLength: 1, maxLength: 4 }).map((words) => words.join(' '));
/** What a buyer types: words, the start of one, or one with a letter swapped or dropped. */
const typed = fc.oneof(
  text,
  fc.tuple(word, fc.integer({ min: 1, max: 4 })).map(([w, n]) => w.slice(0, n)),
  fc.tuple(word, fc.nat()).map(([w, i]) => {
    const at = i % (w.length - 1);
    return w.slice(0, at) + w[at + 1] + w[at] + w.slice(at + 2);
  }),
  fc.tuple(word, fc.nat()).map(([w, i]) => w.slice(0, i % w.length) + w.slice((i % w.length) + 1)),
);

describe('ranking', () => {
  it('answers the best of a full ranking, whatever it stops reading early', () => {
    fc.assert(
      fc.property(
        fc.array(fc.tuple(text, text), { minLength: 1, maxLength: 60 }),
        typed,
        fc.integer({ min: 1, max: 8 }),
        (rows, typedText, limit) => {
          const entries = new EntryCollection();
          const dictionary = new Dictionary();
          rows.forEach(([name, description], i) => {
            const entry = entryOf({
              id: `id-${i}`,
              store_id: 's',
              name,
              text: description,
              json: '',
            });
            entries.put(entry);
            dictionary.add(entry.words);
          });
          const query = parseSearchQuery(typedText);
          if (!query) return;
          const plan = planQuery(query, dictionary);
          const early = new TopRanked(limit);
          rankInto(early, entries, plan);
          const full = new TopRanked(rows.length + 1);
          rankInto(full, entries, plan);
          const ids = (top: TopRanked) => top.ranked.map((hit) => hit.entry.id);
          expect(ids(early)).toEqual(ids(full).slice(0, limit));
        },
      ),
      { numRuns: Number(process.env.RANKING_RUNS ?? 500) },
    );
  });

  it('ranks the whole name, then names starting with it, then every word, then typos', () => {
    const entries = new EntryCollection();
    const dictionary = new Dictionary();
    const names = ['Tacos', 'Tacos al Pastor', 'Street Tacos', 'Taco Salad', 'Street Corn'];
    names.forEach((name, i) => {
      const entry = entryOf({ id: String(i), store_id: 's', name, text: '', json: '' });
      entries.put(entry);
      dictionary.add(entry.words);
    });
    const rank = (typedText: string) => {
      const top = new TopRanked(10);
      rankInto(top, entries, planQuery(parseSearchQuery(typedText)!, dictionary));
      return top.ranked.map((hit) => [hit.entry.name, hit.tier]);
    };
    expect(rank('tacos')).toEqual([
      ['Tacos', 0],
      ['Tacos al Pastor', 1],
      ['Taco Salad', 2],
      ['Street Tacos', 2],
    ]);
    expect(rank('steret')).toEqual([
      ['Street Corn', 3],
      ['Street Tacos', 3],
    ]);
  });
});
