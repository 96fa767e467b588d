-- Search ranks in the API process (issue #16, docs/decisions/108): the functions, dictionary
-- tables, triggers, indexes and folded/lexeme columns the database ranked with go. The index
-- folds and stems names and descriptions itself (modules/search/words.ts).
DROP TRIGGER products_search_words_insert ON products;--> statement-breakpoint
DROP TRIGGER stores_search_words_insert ON stores;--> statement-breakpoint
DROP TRIGGER products_search_words_rename ON products;--> statement-breakpoint
DROP TRIGGER stores_search_words_rename ON stores;--> statement-breakpoint
DROP FUNCTION search_results;--> statement-breakpoint
DROP FUNCTION search_suggestions;--> statement-breakpoint
DROP FUNCTION search_product_hits;--> statement-breakpoint
DROP FUNCTION search_store_hits;--> statement-breakpoint
DROP FUNCTION search_corrections;--> statement-breakpoint
DROP TABLE "search_word_variants" CASCADE;--> statement-breakpoint
DROP TABLE "search_words" CASCADE;--> statement-breakpoint
DROP FUNCTION search_word_variants_add;--> statement-breakpoint
DROP FUNCTION search_words_add_inserted;--> statement-breakpoint
DROP FUNCTION search_words_add_renamed;--> statement-breakpoint
DROP FUNCTION search_words_of;--> statement-breakpoint
DROP FUNCTION search_typo_distance;--> statement-breakpoint
DROP FUNCTION search_typos_allowed;--> statement-breakpoint
DROP FUNCTION search_deletions;--> statement-breakpoint
DROP INDEX "products_search_vector_idx";--> statement-breakpoint
DROP INDEX "products_search_name_trgm_idx";--> statement-breakpoint
DROP INDEX "products_search_name_prefix_idx";--> statement-breakpoint
DROP INDEX "stores_search_vector_idx";--> statement-breakpoint
DROP INDEX "stores_search_name_trgm_idx";--> statement-breakpoint
DROP INDEX "stores_search_name_prefix_idx";--> statement-breakpoint
ALTER TABLE "products" DROP COLUMN "search_name";--> statement-breakpoint
ALTER TABLE "products" DROP COLUMN "search_vector";--> statement-breakpoint
ALTER TABLE "stores" DROP COLUMN "search_name";--> statement-breakpoint
ALTER TABLE "stores" DROP COLUMN "search_vector";--> statement-breakpoint
-- A search's answer from the ranked ids: the rows' public JSON (drizzle/0019) in rank order,
-- each product with its store's name and address, read by primary key. Visibility is checked
-- again here, so a row hidden since the index heard of it is never shown. PL/pgSQL so that its
-- plan is made once per connection.
CREATE FUNCTION search_answer(product_ids uuid[], store_ids uuid[]) RETURNS text
LANGUAGE plpgsql STABLE PARALLEL SAFE
SET jit = off
AS $$
BEGIN
  RETURN '{"products" : [' || coalesce((
      SELECT string_agg(
        left(p.public_json, -1) || ', "storeName" : ' || to_json(s.name)::text
          || ', "storeAddress" : ' || json_build_object(
            'street1', s.street1, 'street2', s.street2, 'city', s.city, 'state', s.state,
            'zipcode', s.zipcode
          )::text || '}',
        ', ' ORDER BY r.n)
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
