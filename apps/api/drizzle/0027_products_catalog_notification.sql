-- Products announce their updates with a function of their own, in static SQL (issue #17,
-- docs/decisions/110). Every checkout changes a product's stock, inside that row's lock: the
-- shared `notify_catalog_updated` (drizzle/0019) builds its statement with EXECUTE format(...)
-- so that one function serves three tables, and so parsed and planned it again on every
-- update, about half of a stock update's time; a rush of buyers waits on that lock in turn.
-- Static SQL is planned once per connection. The payload is the same: stores before and after,
-- the products when only stock moved (the public JSON holds the stock, so it moves with it),
-- and whether a name, the hidden flag or the store changed. Stores and product categories,
-- edited by people, keep the shared function.
CREATE FUNCTION notify_products_updated() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  ids uuid[];
  row_ids uuid[];
  stock_only boolean;
  names_changed boolean;
BEGIN
  SELECT array_agg(o.store_id) || array_agg(n.store_id), array_agg(n.id),
    bool_and((to_jsonb(o) - ARRAY['stock', 'public_json'])
      = (to_jsonb(n) - ARRAY['stock', 'public_json'])),
    bool_or(EXISTS (
      SELECT 1 FROM unnest(ARRAY['name', 'is_hidden', 'store_id']) AS k
      WHERE to_jsonb(o) -> k IS DISTINCT FROM to_jsonb(n) -> k))
  INTO ids, row_ids, stock_only, names_changed
  FROM old_rows o JOIN new_rows n ON n.id = o.id;
  PERFORM notify_catalog_change(
    'products', ids, stock_only, coalesce(names_changed, false),
    CASE WHEN stock_only THEN row_ids END
  );
  RETURN NULL;
END;
$$;
--> statement-breakpoint
DROP TRIGGER products_catalog_updated ON products;
--> statement-breakpoint
CREATE TRIGGER products_catalog_updated AFTER UPDATE ON products
REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
FOR EACH STATEMENT EXECUTE FUNCTION notify_products_updated();
