-- A search result is a product's public JSON with its store's name and address added (SPEC §7).
-- Building that addition for each of 48 products on every search cost more than the rest of the
-- answer (json_build_object and to_json per row): each store now keeps it, made when the store
-- is written, and search_answer only joins texts (issue #16, docs/decisions/108).
CREATE FUNCTION catalog_product_search_tail(
  name text, street1 text, street2 text, city text, state text, zipcode text
) RETURNS text
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT ', "storeName" : ' || to_json(name)::text || ', "storeAddress" : ' || json_build_object(
    'street1', street1, 'street2', street2, 'city', city, 'state', state, 'zipcode', zipcode
  )::text || '}'
$$;
--> statement-breakpoint
ALTER TABLE "stores" ADD COLUMN "product_search_tail" text GENERATED ALWAYS AS (catalog_product_search_tail("stores"."name", "stores"."street1", "stores"."street2", "stores"."city", "stores"."state", "stores"."zipcode")) STORED NOT NULL;--> statement-breakpoint
-- A search's answer from the ids the index ranked: the rows' public JSON in rank order, read by
-- primary key. Visibility is checked again here, so a row hidden since the index heard of it
-- is never shown. PL/pgSQL so that its plan is made once per connection.
CREATE FUNCTION search_answer(product_ids uuid[], store_ids uuid[]) RETURNS text
LANGUAGE plpgsql STABLE PARALLEL SAFE
SET jit = off
AS $$
BEGIN
  RETURN '{"products" : [' || coalesce((
      SELECT string_agg(left(p.public_json, -1) || s.product_search_tail, ', ' ORDER BY r.n)
      FROM unnest(product_ids) WITH ORDINALITY AS r(id, n)
      JOIN products p ON p.id = r.id AND NOT p.is_hidden
      JOIN stores s ON s.id = p.store_id AND NOT s.is_hidden
    ), '')
    || '], "stores" : [' || coalesce((
      SELECT string_agg(s.public_json, ', ' ORDER BY r.n)
      FROM unnest(store_ids) WITH ORDINALITY AS r(id, n)
      JOIN stores s ON s.id = r.id AND NOT s.is_hidden
    ), '')
    || ']}';
END;
$$;
