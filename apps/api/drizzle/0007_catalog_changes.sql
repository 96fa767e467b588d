-- Every committed change to what the public catalogue shows (stores, their product categories,
-- products: a new name, a hidden flag, a stock count) is announced on the 'catalog_changed'
-- channel, so each API process empties its cache of catalogue answers (modules/catalog/
-- catalog-cache.ts). Statement level: a bulk import announces once, and PostgreSQL folds the
-- identical notifications of one transaction into one, delivered only if it commits.
CREATE FUNCTION notify_catalog_changed() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('catalog_changed', '');
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER stores_catalog_changed
AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON stores
FOR EACH STATEMENT EXECUTE FUNCTION notify_catalog_changed();
--> statement-breakpoint
CREATE TRIGGER product_categories_catalog_changed
AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON product_categories
FOR EACH STATEMENT EXECUTE FUNCTION notify_catalog_changed();
--> statement-breakpoint
CREATE TRIGGER products_catalog_changed
AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON products
FOR EACH STATEMENT EXECUTE FUNCTION notify_catalog_changed();
