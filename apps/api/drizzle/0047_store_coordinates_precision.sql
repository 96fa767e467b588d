-- Issue #33: a store's coordinates say how exactly they place it. The coordinates stores hold
-- so far were set by hand (the demo's real Pasadena addresses): a building's. A store with
-- only one of the two is placed nowhere.
ALTER TABLE "stores" ADD COLUMN "coordinates_precision" text;--> statement-breakpoint
UPDATE "stores" SET "latitude" = NULL, "longitude" = NULL WHERE ("latitude" IS NULL) <> ("longitude" IS NULL);--> statement-breakpoint
UPDATE "stores" SET "coordinates_precision" = 'address' WHERE "latitude" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "stores" ADD CONSTRAINT "stores_coordinates_precision" CHECK (("stores"."latitude" is null) = ("stores"."coordinates_precision" is null) and ("stores"."latitude" is null) = ("stores"."longitude" is null) and ("stores"."coordinates_precision" is null or "stores"."coordinates_precision" in ('address', 'street', 'zipcode')));
