-- A change of stock alone carries the new stock of its products ("q", in the order of "p"), so
-- that the search index in every API process sets it without reading the product again
-- (docs/decisions/112): a checkout would otherwise cost each instance a read. Only for up to 40
-- products, which keeps the payload under pg_notify's 8,000 bytes with 100 stores and 100
-- products named; a larger change names them and is read.
DROP FUNCTION notify_catalog_change(text, uuid[], boolean, boolean, uuid[]);
--> statement-breakpoint
CREATE FUNCTION notify_catalog_change(
  changed_table text, store_ids uuid[], stock_only boolean, names_changed boolean,
  product_ids uuid[] DEFAULT NULL, product_stocks integer[] DEFAULT NULL
) RETURNS void
LANGUAGE plpgsql AS $$
DECLARE
  distinct_ids uuid[] := ARRAY(SELECT DISTINCT unnest(store_ids));
  distinct_products uuid[] := ARRAY(SELECT DISTINCT unnest(product_ids));
BEGIN
  IF cardinality(distinct_ids) = 0 THEN RETURN; END IF;
  PERFORM pg_notify('catalog_changed', json_build_object(
    't', changed_table,
    's', CASE WHEN cardinality(distinct_ids) > 100 THEN NULL ELSE to_json(distinct_ids) END,
    'p', CASE
      WHEN product_ids IS NULL OR cardinality(distinct_products) > 100 THEN NULL
      WHEN product_stocks IS NOT NULL AND cardinality(product_ids) <= 40 THEN to_json(product_ids)
      ELSE to_json(distinct_products)
    END,
    'q', CASE
      WHEN product_ids IS NULL OR product_stocks IS NULL OR cardinality(product_ids) > 40 THEN NULL
      ELSE to_json(product_stocks)
    END,
    'stock', stock_only,
    'names', names_changed
  )::text);
END;
$$;
--> statement-breakpoint
-- As drizzle/0027, with each product's new stock beside its id (one row each: ids are unique in
-- a statement's new rows).
CREATE OR REPLACE FUNCTION notify_products_updated() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  ids uuid[];
  row_ids uuid[];
  row_stocks integer[];
  stock_only boolean;
  names_changed boolean;
BEGIN
  SELECT array_agg(o.store_id) || array_agg(n.store_id), array_agg(n.id ORDER BY n.id),
    array_agg(n.stock ORDER BY n.id),
    bool_and((to_jsonb(o) - ARRAY['stock', 'public_json'])
      = (to_jsonb(n) - ARRAY['stock', 'public_json'])),
    bool_or(EXISTS (
      SELECT 1 FROM unnest(ARRAY['name', 'is_hidden', 'store_id']) AS k
      WHERE to_jsonb(o) -> k IS DISTINCT FROM to_jsonb(n) -> k))
  INTO ids, row_ids, row_stocks, stock_only, names_changed
  FROM old_rows o JOIN new_rows n ON n.id = o.id;
  PERFORM notify_catalog_change(
    'products', ids, stock_only, coalesce(names_changed, false),
    CASE WHEN stock_only THEN row_ids END,
    CASE WHEN stock_only THEN row_stocks END
  );
  RETURN NULL;
END;
$$;
