-- A store's and a product's public JSON (SPEC §3 names, dollars), as the catalogue answers them
-- (issue #16, docs/decisions/104). Kept in a generated column, each list is the rows' JSON
-- joined with commas: nothing for the API to parse or serialize, whether its cache is on or
-- off. The shape is the one `toStoreJson` and `toProductJson` give (catalog-json.ts); a test
-- holds the two together.
--
-- IMMUTABLE so a generated column may call them: every input is an argument, and the output
-- functions they use (uuid, text, boolean, integer, float8, jsonb) depend on no setting but
-- extra_float_digits, which nothing here changes from its default (shortest exact, as in
-- JavaScript).
CREATE FUNCTION catalog_store_json(
  id uuid, name text, category text, contact text, image text, seller_id uuid,
  is_hidden boolean, street1 text, street2 text, city text, state text, zipcode text,
  store_hours jsonb, timezone text, latitude double precision, longitude double precision
) RETURNS text
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT json_build_object(
    '_id', id, 'name', name, 'category', category, 'contact', contact, 'image', image,
    'sellerId', seller_id, 'isHidden', is_hidden,
    'address', json_build_object(
      'street1', street1, 'street2', street2, 'city', city, 'state', state, 'zipcode', zipcode
    ),
    'storeHours', store_hours, 'timezone', timezone, 'latitude', latitude, 'longitude', longitude
  )::text
$$;
--> statement-breakpoint
-- Amounts are kept in cents and shown in dollars: cents / 100 in double precision is the same
-- number JavaScript's `cents / 100` gives, and prints the same.
CREATE FUNCTION catalog_product_json(
  id uuid, name text, description text, price_cents integer, stock integer, images jsonb,
  needs_age_verification boolean, is_taxable boolean, store_id uuid, product_category_id uuid,
  customizations jsonb
) RETURNS text
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT json_build_object(
    '_id', id, 'name', name, 'description', description,
    'price', price_cents::double precision / 100, 'stock', stock, 'images', images,
    'image', images -> 0,
    'needsAgeVerification', needs_age_verification, 'isTaxable', is_taxable,
    'storeId', store_id, 'productCategoryId', product_category_id,
    'customizations', coalesce((
      SELECT json_agg(json_build_object(
          'name', c -> 'name', 'isRequired', c -> 'isRequired', 'isTextInput', c -> 'isTextInput',
          'isTextAreaInput', c -> 'isTextAreaInput', 'isStackable', c -> 'isStackable',
          'stackLimit', c -> 'stackLimit',
          'options', coalesce((
            SELECT json_agg(json_build_object(
                'title', o -> 'title', 'price', (o ->> 'price')::double precision / 100
              ) ORDER BY o_n)
            FROM jsonb_array_elements(c -> 'options') WITH ORDINALITY AS option(o, o_n)
          ), '[]'::json)
        ) ORDER BY c_n)
      FROM jsonb_array_elements(customizations) WITH ORDINALITY AS customization(c, c_n)
    ), '[]'::json)
  )::text
$$;
--> statement-breakpoint
-- As in 0018, and a change of stock alone names its products too ("p", up to 100 of them), so
-- an answer that shows other products of the same store keeps them (docs/decisions/104).
DROP FUNCTION notify_catalog_change(text, uuid[], boolean, boolean);
--> statement-breakpoint
CREATE FUNCTION notify_catalog_change(
  changed_table text, store_ids uuid[], stock_only boolean, names_changed boolean,
  product_ids uuid[] DEFAULT NULL
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
      ELSE to_json(distinct_products)
    END,
    'stock', stock_only,
    'names', names_changed
  )::text);
END;
$$;
--> statement-breakpoint
-- As in 0018, with the public JSON (drizzle/0020) left out of "only stock moved": it holds the
-- stock, so it changes with it. Stock alone names the products.
CREATE OR REPLACE FUNCTION notify_catalog_updated() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  ids uuid[];
  row_ids uuid[];
  stock_only boolean;
  names_changed boolean;
BEGIN
  EXECUTE format(
    'SELECT array_agg(o.%1$I) || array_agg(n.%1$I), array_agg(n.id),
       bool_and((to_jsonb(o) - ARRAY[''stock'', ''public_json''])
         = (to_jsonb(n) - ARRAY[''stock'', ''public_json''])),
       bool_or(EXISTS (
         SELECT 1 FROM unnest(ARRAY[''name'', ''is_hidden'', ''category'', ''store_id'']) AS k
         WHERE to_jsonb(o) -> k IS DISTINCT FROM to_jsonb(n) -> k))
     FROM old_rows o JOIN new_rows n ON n.id = o.id', TG_ARGV[0])
  INTO ids, row_ids, stock_only, names_changed;
  stock_only := TG_TABLE_NAME = 'products' AND stock_only;
  PERFORM notify_catalog_change(
    TG_TABLE_NAME, ids, stock_only, coalesce(names_changed, false),
    CASE WHEN stock_only THEN row_ids END
  );
  RETURN NULL;
END;
$$;
