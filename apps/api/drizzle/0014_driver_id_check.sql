-- The kind of each driver step (docs/decisions/096). Steps written before it were always
-- pick up, bag, deliver, in that order.
ALTER TABLE "driver_instructions" ADD COLUMN "kind" text;--> statement-breakpoint
UPDATE "driver_instructions" AS step SET "kind" = CASE
  WHEN step."position" = 0 THEN 'pick_up'
  WHEN step."position" = (SELECT max(other."position") FROM "driver_instructions" AS other WHERE other."order_id" = step."order_id") THEN 'deliver'
  ELSE 'bag'
END;--> statement-breakpoint
ALTER TABLE "driver_instructions" ALTER COLUMN "kind" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "id_check_passed" boolean;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "id_check_type" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "id_checked_at" timestamp with time zone;
