ALTER TABLE "notifications" ALTER COLUMN "order_event_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "notifications" ALTER COLUMN "order_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "stores" ADD COLUMN "review_status" text;--> statement-breakpoint
ALTER TABLE "stores" ADD COLUMN "review_note" text;--> statement-breakpoint
ALTER TABLE "stores" ADD COLUMN "review_requested_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "store_id" uuid;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "stores_waiting_review_idx" ON "stores" USING btree ("review_requested_at") WHERE "stores"."review_status" = 'waiting';--> statement-breakpoint
ALTER TABLE "stores" ADD CONSTRAINT "stores_review_status" CHECK ("stores"."review_status" in ('waiting', 'sent_back', 'approved'));--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_subject" CHECK (("notifications"."order_id" is not null and "notifications"."order_event_id" is not null and "notifications"."store_id" is null) or ("notifications"."store_id" is not null and "notifications"."order_id" is null and "notifications"."order_event_id" is null));--> statement-breakpoint
-- The stores buyers already see were shown by staff: they count as approved (docs/decisions/126).
UPDATE "stores" SET "review_status" = 'approved' WHERE NOT "is_hidden";
