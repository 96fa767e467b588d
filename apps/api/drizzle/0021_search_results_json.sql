-- Search in one statement (issue #16, docs/decisions/104): the typed words are corrected once
-- (search_corrections cost as much as a tier when the products and the stores each asked for
-- it), both lists are ranked as before (modules/search/service.ts), and the answer is its JSON
-- whole, from the rows' public JSON (drizzle/0019) with each product's store added; with it the
-- stores and products it shows, which the catalogue cache keeps the answer for.
CREATE FUNCTION search_results(
  folded text, prefix_from text, prefix_to text, query tsquery, words jsonb, corrections integer,
  cap integer, products_limit integer, stores_limit integer
) RETURNS TABLE (answer text, store_ids uuid[], product_ids uuid[])
LANGUAGE plpgsql STABLE PARALLEL SAFE ROWS 1
SET jit = off
AS $$
#variable_conflict use_column
DECLARE
  fuzzy tsquery := search_corrections(words, corrections);
BEGIN
  RETURN QUERY
  -- Ranked first, then only the answer's rows are read for their JSON.
  WITH ranked_products AS (
    SELECT p.id, p.store_id,
      row_number() OVER (ORDER BY h.tier, h.score DESC, length(p.name), p.name, p.id) AS n
    FROM (
      SELECT hit.id, min(hit.tier) AS tier, max(hit.score) AS score
      FROM search_product_hits(folded, prefix_from, prefix_to, query, fuzzy, cap) hit
      GROUP BY hit.id
    ) h
    JOIN products p ON p.id = h.id
    JOIN stores s ON s.id = p.store_id AND NOT s.is_hidden
    ORDER BY n
    LIMIT products_limit
  ),
  found_products AS (
    SELECT r.n, r.store_id,
      -- The product's JSON object with its store's name and address added before the brace.
      left(p.public_json, -1) || ', "storeName" : ' || to_json(s.name)::text
        || ', "storeAddress" : ' || json_build_object(
          'street1', s.street1, 'street2', s.street2, 'city', s.city, 'state', s.state,
          'zipcode', s.zipcode
        )::text || '}' AS body
    FROM ranked_products r
    JOIN products p ON p.id = r.id
    JOIN stores s ON s.id = r.store_id
  ),
  ranked_stores AS (
    SELECT s.id AS store_id,
      row_number() OVER (ORDER BY h.tier, h.score DESC, length(s.name), s.name, s.id) AS n
    FROM (
      SELECT hit.id, min(hit.tier) AS tier, max(hit.score) AS score
      FROM search_store_hits(folded, prefix_from, prefix_to, query, fuzzy, cap) hit
      GROUP BY hit.id
    ) h
    JOIN stores s ON s.id = h.id
    ORDER BY n
    LIMIT stores_limit
  ),
  found_stores AS (
    SELECT r.n, r.store_id, s.public_json AS body
    FROM ranked_stores r
    JOIN stores s ON s.id = r.store_id
  )
  SELECT
    '{"products" : [' || coalesce((SELECT string_agg(f.body, ', ' ORDER BY f.n) FROM found_products f), '')
      || '], "stores" : [' || coalesce((SELECT string_agg(f.body, ', ' ORDER BY f.n) FROM found_stores f), '')
      || ']}',
    ARRAY(
      SELECT f.store_id FROM found_products f UNION SELECT f.store_id FROM found_stores f
    ),
    ARRAY(SELECT r.id FROM ranked_products r);
END;
$$;
--> statement-breakpoint
-- As in 0017, with the trigram tier read only when it can show: tier 4 (a name only
-- trigram-similar to the query) ranks after every other tier, so once one tier has found `cap`
-- rows it cannot reach the answer. It was the costliest read (a trigram bitmap of thousands of
-- names for 'latte'), and multi-word queries always ran it. One text makes both functions; they
-- stay two so that each keeps its own cached plans.
DO $do$
DECLARE
  hits text[];
BEGIN
  FOREACH hits SLICE 1 IN ARRAY ARRAY[['product', 'products'], ['store', 'stores']] LOOP
    EXECUTE format($function$
CREATE OR REPLACE FUNCTION search_%1$s_hits(
  folded text, prefix_from text, prefix_to text, query tsquery, fuzzy tsquery, cap integer
) RETURNS TABLE (id uuid, tier integer, score real)
LANGUAGE plpgsql STABLE PARALLEL SAFE ROWS 20
SET enable_seqscan = off SET enable_indexscan = on SET jit = off
AS $body$
#variable_conflict use_column
DECLARE
  found integer;
  most integer;
BEGIN
  RETURN QUERY
  SELECT t.id, CASE WHEN t.search_name = folded THEN 0 ELSE 1 END, 1::real
  FROM %2$I t
  WHERE (t.search_name COLLATE "C") >= prefix_from AND (t.search_name COLLATE "C") < prefix_to
    AND NOT t.is_hidden
  ORDER BY (t.search_name COLLATE "C")
  LIMIT cap;
  GET DIAGNOSTICS most = ROW_COUNT;
  PERFORM set_config('enable_indexscan', 'off', true);
  IF query IS NOT NULL THEN
    RETURN QUERY
    SELECT t.id, 2, ts_rank(t.search_vector, query)
    FROM %2$I t
    WHERE t.search_vector @@ query AND NOT t.is_hidden
    LIMIT cap;
    GET DIAGNOSTICS found = ROW_COUNT;
    most := greatest(most, found);
  END IF;
  IF fuzzy IS NOT NULL THEN
    RETURN QUERY
    SELECT t.id, 3, word_similarity(folded, t.search_name)
    FROM %2$I t
    WHERE t.search_vector @@ fuzzy AND NOT t.is_hidden
    LIMIT cap;
    GET DIAGNOSTICS found = ROW_COUNT;
    most := greatest(most, found);
    IF most < cap THEN
      RETURN QUERY
      SELECT t.id, 4, word_similarity(folded, t.search_name)
      FROM %2$I t
      WHERE t.search_name %% folded AND NOT t.is_hidden
      LIMIT cap;
    END IF;
  END IF;
END;
$body$
    $function$, hits[1], hits[2]);
  END LOOP;
END;
$do$;
