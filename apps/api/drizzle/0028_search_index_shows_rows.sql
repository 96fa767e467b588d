-- Each API process's search index now holds the JSON of every visible product and store, and
-- answers searches and store lists from it (docs/decisions/112): the store lists kept here at
-- write time (0025, 0026; docs/decisions/106) and the function that read a search's rows (0024)
-- are read by nothing. Dropping the triggers also gives a store edit back the time it spent
-- rebuilding its category's list.
DROP TRIGGER stores_lists_inserted ON stores;--> statement-breakpoint
DROP TRIGGER stores_lists_updated ON stores;--> statement-breakpoint
DROP TRIGGER stores_lists_deleted ON stores;--> statement-breakpoint
DROP TRIGGER stores_lists_truncated ON stores;--> statement-breakpoint
DROP FUNCTION store_lists_changed();--> statement-breakpoint
DROP FUNCTION store_lists_truncated();--> statement-breakpoint
DROP FUNCTION rebuild_store_lists(text[]);--> statement-breakpoint
DROP FUNCTION search_answer(uuid[], uuid[]);--> statement-breakpoint
DROP TABLE "store_list_pieces";--> statement-breakpoint
DROP TABLE "store_lists";
