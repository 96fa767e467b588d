import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../test/test-database.js';
import {
  deletions,
  fold,
  lexemeOf,
  lexemesOf,
  similarity,
  trigrams,
  typoDistance,
  typosAllowed,
  wordsOf,
} from './words.js';

const handle = await openTestDatabase();
afterAll(() => handle.close());

async function rows<T>(query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await handle.db.execute(query)) as unknown as { rows: T[] }).rows;
}

describe('lexemes', () => {
  it("stems as PostgreSQL's english configuration does, drops stop words, keeps numbers", () => {
    expect(['tacos', 'guppies', 'avocados', 'latte', 'bandages', 'running'].map(lexemeOf)).toEqual([
      'taco',
      'guppi',
      'avocado',
      'latt',
      'bandag',
      'run',
    ]);
    expect(lexemeOf('the')).toBeNull();
    expect(lexemeOf('and')).toBeNull();
    expect(lexemeOf('spf50')).toBe('spf50');
    expect(lexemeOf('16')).toBe('16');
  });

  it('stems words of up to 30 letters and keeps longer ones as they are', () => {
    // The stemmer's patterns cost the square of a word's length: a made-up 400-letter word
    // would hold the process a millisecond, each time it is indexed.
    const thirty = 'tacos'.repeat(6);
    expect(lexemeOf(thirty)).toBe(thirty.slice(0, -1));
    expect(lexemeOf(`x${thirty}`)).toBe(`x${thirty}`);
    expect(lexemeOf(`${'d'.repeat(420)}s`)).toBe(`${'d'.repeat(420)}s`);
  });

  it('weighs a word in the name above one only in the description, accents folded', () => {
    expect(lexemesOf(fold('Café Latte'), 'Espresso and steamed milk, a café classic.')).toEqual({
      lexemes: ['espresso', 'steam', 'milk', 'cafe', 'classic', 'latt'],
      weights: [0.4, 0.4, 0.4, 1, 0.4, 1],
    });
  });

  it('folds accents, case and spaces, and splits words on anything but letters and digits', () => {
    expect(fold('  Jalapeño   POPPERS ')).toBe('jalapeno poppers');
    expect(wordsOf('chips & guacamole, 16 oz')).toEqual(['chips', 'guacamole', '16', 'oz']);
  });
});

describe('typos', () => {
  it('counts a swap of neighbours as one, like an insertion, deletion or change', () => {
    expect(typoDistance('street', 'street')).toBe(0);
    expect(typoDistance('steret', 'street')).toBe(1);
    expect(typoDistance('cofee', 'coffee')).toBe(1);
    expect(typoDistance('coffees', 'coffee')).toBe(1);
    expect(typoDistance('coffea', 'coffee')).toBe(1);
    expect(typoDistance('margarita', 'margherita')).toBe(2);
    expect(typoDistance('', 'tea')).toBe(3);
  });

  it('allows one typo from five letters and two from nine', () => {
    expect([4, 5, 8, 9].map(typosAllowed)).toEqual([0, 1, 1, 2]);
  });

  it("lists a word's one-letter deletions once each", () => {
    expect(deletions('tree').sort()).toEqual(['ree', 'tee', 'tre']);
  });

  it("measures trigram similarity as pg_trgm's similarity does", async () => {
    const pairs = [
      ['steret', 'street'],
      ['cofee', 'coffee'],
      ['latte', 'vanilla latte'],
      ['pad thai', 'thai pad see ew'],
      ['x', 'y'],
    ] as const;
    for (const [a, b] of pairs) {
      const [database] = await rows<{ likeness: number }>(
        sql`select similarity(${a}, ${b}) as likeness`,
      );
      expect(similarity(trigrams(a), trigrams(b)), `${a} ~ ${b}`).toBeCloseTo(
        Number(database!.likeness),
        5,
      );
    }
  });
});
