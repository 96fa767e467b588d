-- Catalogue notifications name what changed (issue #16, docs/decisions/101): the table, the
-- stores whose rows changed, and whether only stock moved. The cache of public answers
-- (modules/catalog/catalog-cache.ts) then drops only the answers that show those stores, or that
-- any change in that table could alter (a search, a category's store list), and keeps the rest:
-- an order at one store leaves every other store's answers warm.
-- Payload: {"t": table, "s": [store ids] or null for "every store", "stock": true|false,
-- "names": true|false}: "stock" when only stock moved, "names" when a name, a hidden flag, a
-- store's category or a product's store changed, or rows came or went (what suggestions show).
-- A NOTIFY payload must stay under 8000 bytes: past 100 stores, null stands for all of them.
-- Transition tables allow one event per trigger, hence a trigger per event and table.
DROP TRIGGER stores_catalog_changed ON stores;
--> statement-breakpoint
DROP TRIGGER product_categories_catalog_changed ON product_categories;
--> statement-breakpoint
DROP TRIGGER products_catalog_changed ON products;
--> statement-breakpoint
DROP FUNCTION notify_catalog_changed();
--> statement-breakpoint
CREATE FUNCTION notify_catalog_change(
  changed_table text, store_ids uuid[], stock_only boolean, names_changed boolean
) RETURNS void
LANGUAGE plpgsql AS $$
DECLARE
  distinct_ids uuid[] := ARRAY(SELECT DISTINCT unnest(store_ids));
BEGIN
  IF cardinality(distinct_ids) = 0 THEN RETURN; END IF;
  PERFORM pg_notify('catalog_changed', json_build_object(
    't', changed_table,
    's', CASE WHEN cardinality(distinct_ids) > 100 THEN NULL ELSE to_json(distinct_ids) END,
    'stock', stock_only,
    'names', names_changed
  )::text);
END;
$$;
--> statement-breakpoint
-- Inserted or deleted rows: their stores. The store column is `id` for stores, `store_id` else.
CREATE FUNCTION notify_catalog_rows() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  ids uuid[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    EXECUTE format('SELECT array_agg(%I) FROM new_rows', TG_ARGV[0]) INTO ids;
  ELSE
    EXECUTE format('SELECT array_agg(%I) FROM old_rows', TG_ARGV[0]) INTO ids;
  END IF;
  PERFORM notify_catalog_change(TG_TABLE_NAME, ids, false, true);
  RETURN NULL;
END;
$$;
--> statement-breakpoint
-- Updated rows: the stores before and after; stock only when no other column changed.
CREATE FUNCTION notify_catalog_updated() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  ids uuid[];
  stock_only boolean;
  names_changed boolean;
BEGIN
  EXECUTE format(
    'SELECT array_agg(o.%1$I) || array_agg(n.%1$I),
       bool_and((to_jsonb(o) - ''stock'') = (to_jsonb(n) - ''stock'')),
       bool_or(EXISTS (
         SELECT 1 FROM unnest(ARRAY[''name'', ''is_hidden'', ''category'', ''store_id'']) AS k
         WHERE to_jsonb(o) -> k IS DISTINCT FROM to_jsonb(n) -> k))
     FROM old_rows o JOIN new_rows n ON n.id = o.id', TG_ARGV[0])
  INTO ids, stock_only, names_changed;
  PERFORM notify_catalog_change(
    TG_TABLE_NAME, ids, TG_TABLE_NAME = 'products' AND stock_only, coalesce(names_changed, false)
  );
  RETURN NULL;
END;
$$;
--> statement-breakpoint
-- TRUNCATE has no rows to name: every store.
CREATE FUNCTION notify_catalog_truncated() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('catalog_changed',
    json_build_object('t', TG_TABLE_NAME, 's', NULL, 'stock', false, 'names', true)::text);
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER stores_catalog_inserted AFTER INSERT ON stores
REFERENCING NEW TABLE AS new_rows
FOR EACH STATEMENT EXECUTE FUNCTION notify_catalog_rows('id');
--> statement-breakpoint
CREATE TRIGGER stores_catalog_updated AFTER UPDATE ON stores
REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
FOR EACH STATEMENT EXECUTE FUNCTION notify_catalog_updated('id');
--> statement-breakpoint
CREATE TRIGGER stores_catalog_deleted AFTER DELETE ON stores
REFERENCING OLD TABLE AS old_rows
FOR EACH STATEMENT EXECUTE FUNCTION notify_catalog_rows('id');
--> statement-breakpoint
CREATE TRIGGER stores_catalog_truncated AFTER TRUNCATE ON stores
FOR EACH STATEMENT EXECUTE FUNCTION notify_catalog_truncated();
--> statement-breakpoint
CREATE TRIGGER product_categories_catalog_inserted AFTER INSERT ON product_categories
REFERENCING NEW TABLE AS new_rows
FOR EACH STATEMENT EXECUTE FUNCTION notify_catalog_rows('store_id');
--> statement-breakpoint
CREATE TRIGGER product_categories_catalog_updated AFTER UPDATE ON product_categories
REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
FOR EACH STATEMENT EXECUTE FUNCTION notify_catalog_updated('store_id');
--> statement-breakpoint
CREATE TRIGGER product_categories_catalog_deleted AFTER DELETE ON product_categories
REFERENCING OLD TABLE AS old_rows
FOR EACH STATEMENT EXECUTE FUNCTION notify_catalog_rows('store_id');
--> statement-breakpoint
CREATE TRIGGER product_categories_catalog_truncated AFTER TRUNCATE ON product_categories
FOR EACH STATEMENT EXECUTE FUNCTION notify_catalog_truncated();
--> statement-breakpoint
CREATE TRIGGER products_catalog_inserted AFTER INSERT ON products
REFERENCING NEW TABLE AS new_rows
FOR EACH STATEMENT EXECUTE FUNCTION notify_catalog_rows('store_id');
--> statement-breakpoint
CREATE TRIGGER products_catalog_updated AFTER UPDATE ON products
REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
FOR EACH STATEMENT EXECUTE FUNCTION notify_catalog_updated('store_id');
--> statement-breakpoint
CREATE TRIGGER products_catalog_deleted AFTER DELETE ON products
REFERENCING OLD TABLE AS old_rows
FOR EACH STATEMENT EXECUTE FUNCTION notify_catalog_rows('store_id');
--> statement-breakpoint
CREATE TRIGGER products_catalog_truncated AFTER TRUNCATE ON products
FOR EACH STATEMENT EXECUTE FUNCTION notify_catalog_truncated();
