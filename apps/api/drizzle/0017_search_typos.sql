CREATE TABLE "search_word_variants" (
	"variant" text NOT NULL,
	"word" text NOT NULL,
	CONSTRAINT "search_word_variants_variant_word_pk" PRIMARY KEY("variant","word")
);
--> statement-breakpoint
-- Typos (issue #16, docs/decisions/100): a word one typo from a dictionary word (a letter missing,
-- added or changed, or two neighbours swapped) finds it, as in Meilisearch and Typesense: one
-- typo in a word of five letters or more, two in one of nine or more.

-- A word's one-letter deletions ('street' → 'treet', 'sreet', 'stret', 'stree', ...).
CREATE FUNCTION search_deletions(word text) RETURNS SETOF text
LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT AS $$
  SELECT DISTINCT left(word, i - 1) || substr(word, i + 1) FROM generate_series(1, length(word)) AS i
$$;
--> statement-breakpoint
-- How many typos a typed word of this length may carry.
CREATE FUNCTION search_typos_allowed(letters integer) RETURNS integer
LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT AS $$
  SELECT CASE WHEN letters >= 9 THEN 2 WHEN letters >= 5 THEN 1 ELSE 0 END
$$;
--> statement-breakpoint
-- The optimal string alignment distance: insertions, deletions, substitutions and swaps of two
-- neighbouring letters each count one. Only ever run on a handful of candidates.
CREATE FUNCTION search_typo_distance(a text, b text) RETURNS integer
LANGUAGE plpgsql IMMUTABLE PARALLEL SAFE STRICT AS $$
DECLARE
  la integer := length(a);
  lb integer := length(b);
  before_last integer[];
  last integer[];
  current integer[];
  i integer;
  j integer;
BEGIN
  -- last[k] is the distance from a's first i - 1 letters to b's first k - 1.
  last := ARRAY(SELECT generate_series(0, lb));
  FOR i IN 1..la LOOP
    current := array_fill(0, ARRAY[lb + 1]);
    current[1] := i;
    FOR j IN 1..lb LOOP
      current[j + 1] := least(
        last[j + 1] + 1,
        current[j] + 1,
        last[j] + CASE WHEN substr(a, i, 1) = substr(b, j, 1) THEN 0 ELSE 1 END
      );
      IF i > 1 AND j > 1 AND substr(a, i, 1) = substr(b, j - 1, 1)
        AND substr(a, i - 1, 1) = substr(b, j, 1) THEN
        current[j + 1] := least(current[j + 1], before_last[j - 1] + 1);
      END IF;
    END LOOP;
    before_last := last;
    last := current;
  END LOOP;
  RETURN last[lb + 1];
END;
$$;
--> statement-breakpoint
CREATE FUNCTION search_word_variants_add() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO search_word_variants (variant, word)
  SELECT deletion, added.word FROM added_words added, search_deletions(added.word) AS deletion
  WHERE length(added.word) >= 5
  ON CONFLICT DO NOTHING;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER search_words_variants_insert AFTER INSERT ON search_words
REFERENCING NEW TABLE AS added_words
FOR EACH STATEMENT EXECUTE FUNCTION search_word_variants_add();
--> statement-breakpoint
INSERT INTO search_word_variants (variant, word)
SELECT deletion, w.word FROM search_words w, search_deletions(w.word) AS deletion
WHERE length(w.word) >= 5
ON CONFLICT DO NOTHING;
--> statement-breakpoint
-- As in 0005, with typo corrections: an unknown word becomes (word | its corrections), the
-- corrections being the dictionary words within its allowed typos (found through
-- search_word_variants, nearest first) or, when there are none, its trigram-closest words;
-- `corrections` at most.
CREATE OR REPLACE FUNCTION search_corrections(words jsonb, corrections integer) RETURNS tsquery
LANGUAGE plpgsql STABLE PARALLEL SAFE
SET enable_seqscan = off SET jit = off
AS $$
DECLARE
  result tsquery;
BEGIN
  SELECT CASE
      WHEN bool_or(NOT c.known) THEN
        to_tsquery('english', string_agg(c.alternatives, ' & ' ORDER BY c.n))
      WHEN count(*) > 1 THEN to_tsquery('english', string_agg(c.alternatives, ' | ' ORDER BY c.n))
    END
  INTO result
  FROM (
    SELECT typed.n, known.known,
      CASE WHEN known.known THEN typed.word
      ELSE '(' || array_to_string(typed.word || ARRAY(
        SELECT ranked.word FROM (
          SELECT grouped.*, count(*) FILTER (WHERE grouped.typo) OVER () AS typos
          FROM (
            SELECT near.word, min(search_typo_distance(near.word, typed.word)) AS distance,
              max(similarity(near.word, typed.word)) AS likeness, bool_or(near.by_trigram) AS by_trigram,
              min(search_typo_distance(near.word, typed.word))
                <= search_typos_allowed(length(typed.word)) AS typo
            FROM (
              SELECT v.word, false AS by_trigram FROM search_word_variants v
              WHERE v.variant = ANY (typed.word || ARRAY(SELECT search_deletions(typed.word)))
              UNION
              SELECT w.word, false FROM search_words w
              WHERE w.word = ANY (ARRAY(SELECT search_deletions(typed.word)))
              UNION
              (SELECT w.word, true FROM search_words w
              WHERE w.word % typed.word
              ORDER BY similarity(w.word, typed.word) DESC, w.word
              LIMIT corrections)
            ) near
            GROUP BY near.word
          ) grouped
        ) ranked
        -- Words within the allowed typos; only when there are none, the trigram-closest.
        WHERE ranked.typo OR (ranked.typos = 0 AND ranked.by_trigram)
        ORDER BY ranked.distance, ranked.likeness DESC, ranked.word
        LIMIT corrections
      ), ' | ') || ')' END AS alternatives
    FROM jsonb_array_elements_text(words) WITH ORDINALITY AS typed(word, n)
    CROSS JOIN LATERAL (
      SELECT length(typed.word) < 3 OR EXISTS (
        SELECT 1 FROM search_words w
        WHERE (w.word COLLATE "C") >= typed.word
          AND (w.word COLLATE "C") < typed.word || chr(1114111)
      ) AS known
    ) known
  ) c;
  RETURN result;
END;
$$;
--> statement-breakpoint
-- As in 0005, with the loose tier split in two: 3 for a corrected (or any-word) full-text match,
-- 4 for a name that is only trigram-similar to the query, so 'steret' lists Street Corn Elote
-- before Long-Stem Roses.
CREATE OR REPLACE FUNCTION search_product_hits(
  folded text, prefix_from text, prefix_to text, query tsquery, fuzzy tsquery, cap integer
) RETURNS TABLE (id uuid, tier integer, score real)
LANGUAGE plpgsql STABLE PARALLEL SAFE ROWS 20
SET enable_seqscan = off SET enable_indexscan = on SET jit = off
AS $$
#variable_conflict use_column
BEGIN
  RETURN QUERY
  SELECT t.id, CASE WHEN t.search_name = folded THEN 0 ELSE 1 END, 1::real
  FROM products t
  WHERE (t.search_name COLLATE "C") >= prefix_from AND (t.search_name COLLATE "C") < prefix_to
    AND NOT t.is_hidden
  ORDER BY (t.search_name COLLATE "C")
  LIMIT cap;
  PERFORM set_config('enable_indexscan', 'off', true);
  IF query IS NOT NULL THEN
    RETURN QUERY
    SELECT t.id, 2, ts_rank(t.search_vector, query)
    FROM products t
    WHERE t.search_vector @@ query AND NOT t.is_hidden
    LIMIT cap;
  END IF;
  IF fuzzy IS NOT NULL THEN
    RETURN QUERY
    SELECT t.id, CASE WHEN t.search_vector @@ fuzzy THEN 3 ELSE 4 END,
      word_similarity(folded, t.search_name)
    FROM products t
    WHERE (t.search_vector @@ fuzzy OR t.search_name % folded) AND NOT t.is_hidden
    LIMIT cap;
  END IF;
END;
$$;
--> statement-breakpoint
-- As in 0005, with the loose tier split in two: 3 for a corrected (or any-word) full-text match,
-- 4 for a name that is only trigram-similar to the query, so 'steret' lists Street Corn Elote
-- before Long-Stem Roses.
CREATE OR REPLACE FUNCTION search_store_hits(
  folded text, prefix_from text, prefix_to text, query tsquery, fuzzy tsquery, cap integer
) RETURNS TABLE (id uuid, tier integer, score real)
LANGUAGE plpgsql STABLE PARALLEL SAFE ROWS 20
SET enable_seqscan = off SET enable_indexscan = on SET jit = off
AS $$
#variable_conflict use_column
BEGIN
  RETURN QUERY
  SELECT t.id, CASE WHEN t.search_name = folded THEN 0 ELSE 1 END, 1::real
  FROM stores t
  WHERE (t.search_name COLLATE "C") >= prefix_from AND (t.search_name COLLATE "C") < prefix_to
    AND NOT t.is_hidden
  ORDER BY (t.search_name COLLATE "C")
  LIMIT cap;
  PERFORM set_config('enable_indexscan', 'off', true);
  IF query IS NOT NULL THEN
    RETURN QUERY
    SELECT t.id, 2, ts_rank(t.search_vector, query)
    FROM stores t
    WHERE t.search_vector @@ query AND NOT t.is_hidden
    LIMIT cap;
  END IF;
  IF fuzzy IS NOT NULL THEN
    RETURN QUERY
    SELECT t.id, CASE WHEN t.search_vector @@ fuzzy THEN 3 ELSE 4 END,
      word_similarity(folded, t.search_name)
    FROM stores t
    WHERE (t.search_vector @@ fuzzy OR t.search_name % folded) AND NOT t.is_hidden
    LIMIT cap;
  END IF;
END;
$$;
