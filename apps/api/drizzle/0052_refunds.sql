CREATE TABLE "sandbox_refunds" (
	"id" text PRIMARY KEY NOT NULL,
	"payment_session_id" text NOT NULL,
	"refund_ref" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sandbox_refunds_refund_ref_unique" UNIQUE("refund_ref")
);
--> statement-breakpoint
CREATE TABLE "refunds" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"cause" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"store_cents" integer NOT NULL,
	"lines" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"reason" text NOT NULL,
	"state" text DEFAULT 'requested' NOT NULL,
	"idempotency_key" text NOT NULL,
	"attempts" integer DEFAULT 1 NOT NULL,
	"provider_refund_id" text,
	"error" text,
	"actor_user_id" uuid,
	"actor_role" text NOT NULL,
	"requested_at" timestamp with time zone DEFAULT now() NOT NULL,
	"settled_at" timestamp with time zone,
	CONSTRAINT "refunds_idempotency_key_unique" UNIQUE("idempotency_key")
);
--> statement-breakpoint
ALTER TABLE "order_events" ADD COLUMN "amount_cents" integer;--> statement-breakpoint
ALTER TABLE "order_events" ADD COLUMN "refund_id" uuid;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "captured_cents" integer;--> statement-breakpoint
ALTER TABLE "sandbox_refunds" ADD CONSTRAINT "sandbox_refunds_payment_session_id_payment_sessions_id_fk" FOREIGN KEY ("payment_session_id") REFERENCES "public"."payment_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sandbox_refunds_session_idx" ON "sandbox_refunds" USING btree ("payment_session_id");--> statement-breakpoint
CREATE INDEX "refunds_order_idx" ON "refunds" USING btree ("order_id","requested_at");--> statement-breakpoint
CREATE INDEX "refunds_requested_idx" ON "refunds" USING btree ("requested_at") WHERE "refunds"."state" = 'requested';--> statement-breakpoint
CREATE INDEX "refunds_settled_idx" ON "refunds" USING btree ("settled_at");