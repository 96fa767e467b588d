DROP INDEX "payment_sessions_user_idx";--> statement-breakpoint
ALTER TABLE "payment_sessions" ADD COLUMN "provider_session_id" text;--> statement-breakpoint
ALTER TABLE "payment_sessions" ADD COLUMN "success_url" text;--> statement-breakpoint
ALTER TABLE "payment_sessions" ADD COLUMN "cancel_url" text;--> statement-breakpoint
ALTER TABLE "payment_sessions" ADD COLUMN "paid_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "payment_sessions_expiry_idx" ON "payment_sessions" USING btree ("status","expires_at");--> statement-breakpoint
CREATE INDEX "payment_sessions_user_idx" ON "payment_sessions" USING btree ("user_id","status");--> statement-breakpoint
ALTER TABLE "payment_sessions" ADD CONSTRAINT "payment_sessions_provider_session_id_unique" UNIQUE("provider_session_id");