-- The spelling dictionary of search (schema/catalog.ts searchWords): every word of at least three
-- letters of every product and store name, folded like search_name. Kept by triggers so every
-- writer (seed, sellers, admins) feeds it without knowing it exists.
CREATE FUNCTION search_words_of(folded_name text) RETURNS SETOF text
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT DISTINCT word FROM regexp_split_to_table(folded_name, '[^[:alnum:]]+') AS word
  WHERE length(word) >= 3
$$;
--> statement-breakpoint
-- Statement level with a transition table, so a bulk insert of 100,000 products adds its words
-- in one pass instead of one trigger call per row.
CREATE FUNCTION search_words_add_inserted() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO search_words (word)
  SELECT DISTINCT word FROM inserted_rows, search_words_of(inserted_rows.search_name) AS word
  ON CONFLICT (word) DO NOTHING;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE FUNCTION search_words_add_renamed() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO search_words (word)
  SELECT word FROM search_words_of(NEW.search_name) AS word
  ON CONFLICT (word) DO NOTHING;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER products_search_words_insert AFTER INSERT ON products
REFERENCING NEW TABLE AS inserted_rows
FOR EACH STATEMENT EXECUTE FUNCTION search_words_add_inserted();
--> statement-breakpoint
CREATE TRIGGER stores_search_words_insert AFTER INSERT ON stores
REFERENCING NEW TABLE AS inserted_rows
FOR EACH STATEMENT EXECUTE FUNCTION search_words_add_inserted();
--> statement-breakpoint
-- Row level for renames: a transition table would forbid the column list, and stock updates
-- (every checkout) must not pay for this.
CREATE TRIGGER products_search_words_rename AFTER UPDATE OF name ON products
FOR EACH ROW WHEN (OLD.name IS DISTINCT FROM NEW.name)
EXECUTE FUNCTION search_words_add_renamed();
--> statement-breakpoint
CREATE TRIGGER stores_search_words_rename AFTER UPDATE OF name ON stores
FOR EACH ROW WHEN (OLD.name IS DISTINCT FROM NEW.name)
EXECUTE FUNCTION search_words_add_renamed();
--> statement-breakpoint
INSERT INTO search_words (word)
SELECT DISTINCT word
FROM (SELECT search_name FROM products UNION ALL SELECT search_name FROM stores) AS names,
  search_words_of(names.search_name) AS word
ON CONFLICT (word) DO NOTHING;
