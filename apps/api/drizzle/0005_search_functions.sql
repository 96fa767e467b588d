-- Search's ranked candidates (modules/search/service.ts, docs/decisions/031), as functions so
-- that two settings hold for their queries alone:
-- * enable_seqscan = off, and enable_indexscan = off for the full-text tiers: each tier reads at
--   most `cap` rows under a LIMIT, and with a LIMIT the planner's guess for a prefix query
--   ('zzz:*' is guessed at hundreds of rows) makes "scan the table (or a btree) and stop early"
--   look cheap; when the guess is wrong that reads all 100,000 rows. Forced, the name tiers
--   start from the C-collation prefix index, the text tiers from a GIN bitmap that stops after
--   `cap` rows. (A SET LOCAL inside a function with a SET clause ends with the function.)
-- * jit = off: plans cost in milliseconds; compiling them would take longer than running them.
-- PL/pgSQL keeps each query's plan for the session, and every condition below is indexable with
-- parameters (a prefix is a range, not LIKE), so the generic plan is the good plan.

-- The looser query of the last tier. When a word of three or more letters is unknown (no
-- dictionary word starts with it), each such word becomes (word | its closest dictionary words),
-- the others stay, all required: 'tacso' finds tacos. When every word is known, any of the words
-- will do ('iced vanilla latte' finds Iced Latte and Vanilla Latte); null for a single word.
CREATE FUNCTION search_corrections(words jsonb, corrections integer) RETURNS tsquery
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
        SELECT w.word FROM search_words w
        WHERE w.word % typed.word
        ORDER BY similarity(w.word, typed.word) DESC, w.word
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
-- Candidates among visible products: tier 0 exact name, 1 name prefix (prefix_from <= name <
-- prefix_to, byte order), 2 full text, 3 corrected (or any-word) full text or a trigram-similar
-- name. Each tier at most `cap` rows. The caller drops products of hidden stores: joining them
-- here would let the planner leave the GIN index.
CREATE FUNCTION search_product_hits(
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
    SELECT t.id, 3, word_similarity(folded, t.search_name)
    FROM products t
    WHERE (t.search_vector @@ fuzzy OR t.search_name % folded) AND NOT t.is_hidden
    LIMIT cap;
  END IF;
END;
$$;
--> statement-breakpoint
-- The same tiers over visible stores (name, and category words in the vector).
CREATE FUNCTION search_store_hits(
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
    SELECT t.id, 3, word_similarity(folded, t.search_name)
    FROM stores t
    WHERE (t.search_vector @@ fuzzy OR t.search_name % folded) AND NOT t.is_hidden
    LIMIT cap;
  END IF;
END;
$$;
--> statement-breakpoint
-- SPEC §7 suggestions in one call: distinct names of visible products and stores, best tier
-- first, a store before a product of the same rank. A function so that the whole query is
-- planned once per connection (PL/pgSQL caches it) instead of on every keystroke.
CREATE FUNCTION search_suggestions(
  folded text, prefix_from text, prefix_to text, query tsquery, words jsonb, corrections integer,
  cap integer, max_results integer
) RETURNS TABLE (name text, type text)
LANGUAGE plpgsql STABLE PARALLEL SAFE ROWS 8
SET jit = off
AS $$
#variable_conflict use_column
DECLARE
  fuzzy tsquery := search_corrections(words, corrections);
BEGIN
  RETURN QUERY
  SELECT named.name, named.type
  FROM (
    SELECT p.name, 'product'::text AS type, h.tier, h.score
    FROM search_product_hits(folded, prefix_from, prefix_to, query, fuzzy, cap) h
    JOIN products p ON p.id = h.id
    JOIN stores s ON s.id = p.store_id AND NOT s.is_hidden
    UNION ALL
    SELECT s.name, 'store'::text, h.tier, h.score
    FROM search_store_hits(folded, prefix_from, prefix_to, query, fuzzy, cap) h
    JOIN stores s ON s.id = h.id
  ) named
  GROUP BY named.name, named.type
  ORDER BY min(named.tier), max(named.score) DESC, named.type DESC, length(named.name), named.name
  LIMIT max_results;
END;
$$;
