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
ALTER TABLE "stores" DROP COLUMN "search_vector";
