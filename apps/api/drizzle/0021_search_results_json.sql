-- Search in one statement (issue #16, docs/decisions/104): the typed words are corrected once
-- (search_corrections cost as much as a tier when the products and the stores each asked for
-- it), both lists are ranked as before (modules/search/service.ts), and the answer is its JSON
-- whole, from the rows' public JSON (drizzle/0019) with each product's store added; with it the
-- stores it shows, which the catalogue cache keeps the answer for.
CREATE FUNCTION search_results(
  folded text, prefix_from text, prefix_to text, query tsquery, words jsonb, corrections integer,
  cap integer, products_limit integer, stores_limit integer
) RETURNS TABLE (answer text, store_ids uuid[])
LANGUAGE plpgsql STABLE PARALLEL SAFE ROWS 1
SET jit = off
AS $$
#variable_conflict use_column
DECLARE
  fuzzy tsquery := search_corrections(words, corrections);
BEGIN
  RETURN QUERY
  WITH found_products AS (
    SELECT
      -- The product's JSON object with its store's name and address added before the brace.
      left(p.public_json, -1) || ', "storeName" : ' || to_json(s.name)::text
        || ', "storeAddress" : ' || json_build_object(
          'street1', s.street1, 'street2', s.street2, 'city', s.city, 'state', s.state,
          'zipcode', s.zipcode
        )::text || '}' AS body,
      s.id AS store_id,
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
  found_stores AS (
    SELECT s.public_json AS body, s.id AS store_id,
      row_number() OVER (ORDER BY h.tier, h.score DESC, length(s.name), s.name, s.id) AS n
    FROM (
      SELECT hit.id, min(hit.tier) AS tier, max(hit.score) AS score
      FROM search_store_hits(folded, prefix_from, prefix_to, query, fuzzy, cap) hit
      GROUP BY hit.id
    ) h
    JOIN stores s ON s.id = h.id
    ORDER BY n
    LIMIT stores_limit
  )
  SELECT
    '{"products" : [' || coalesce((SELECT string_agg(f.body, ', ' ORDER BY f.n) FROM found_products f), '')
      || '], "stores" : [' || coalesce((SELECT string_agg(f.body, ', ' ORDER BY f.n) FROM found_stores f), '')
      || ']}',
    ARRAY(
      SELECT f.store_id FROM found_products f UNION SELECT f.store_id FROM found_stores f
    );
END;
$$;
