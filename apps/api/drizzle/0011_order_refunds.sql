ALTER TABLE "payment_sessions" ADD COLUMN "refund_id" text;--> statement-breakpoint
ALTER TABLE "payment_sessions" ADD COLUMN "refunded_cents" integer;--> statement-breakpoint
ALTER TABLE "payment_sessions" ADD COLUMN "refunded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "refund_status" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "refund_id" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "refunded_cents" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "refund_error" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "refunded_at" timestamp with time zone;