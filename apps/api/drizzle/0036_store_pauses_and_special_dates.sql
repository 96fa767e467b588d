-- A store's pause and its special dates (issue #31) are in its public JSON, so the store page and
-- checkout offer the same windows as the server: the function takes two more columns and the
-- generated column is made again with it.
ALTER TABLE "stores" ADD COLUMN "paused_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "stores" ADD COLUMN "date_overrides" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "stores" DROP COLUMN "public_json";--> statement-breakpoint
DROP FUNCTION catalog_store_json(
  uuid, text, text, text, text, uuid, boolean, text, text, text, text, text, jsonb, text,
  double precision, double precision
);--> statement-breakpoint
-- The moment is written as JavaScript's toISOString writes it, so both builders agree.
CREATE FUNCTION catalog_store_json(
  id uuid, name text, category text, contact text, image text, seller_id uuid,
  is_hidden boolean, street1 text, street2 text, city text, state text, zipcode text,
  store_hours jsonb, timezone text, latitude double precision, longitude double precision,
  paused_until timestamp with time zone, date_overrides jsonb
) RETURNS text
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT json_build_object(
    '_id', id, 'name', name, 'category', category, 'contact', contact, 'image', image,
    'sellerId', seller_id, 'isHidden', is_hidden,
    'address', json_build_object(
      'street1', street1, 'street2', street2, 'city', city, 'state', state, 'zipcode', zipcode
    ),
    'storeHours', store_hours, 'timezone', timezone, 'latitude', latitude, 'longitude', longitude,
    'pausedUntil', to_char(paused_until AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
    'dateOverrides', date_overrides
  )::text
$$;--> statement-breakpoint
ALTER TABLE "stores" ADD COLUMN "public_json" text GENERATED ALWAYS AS (catalog_store_json("stores"."id", "stores"."name", "stores"."category", "stores"."contact", "stores"."image", "stores"."seller_id", "stores"."is_hidden", "stores"."street1", "stores"."street2", "stores"."city", "stores"."state", "stores"."zipcode", "stores"."store_hours", "stores"."timezone", "stores"."latitude", "stores"."longitude", "stores"."paused_until", "stores"."date_overrides")) STORED NOT NULL;
