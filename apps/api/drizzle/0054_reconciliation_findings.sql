CREATE TABLE "reconciliation_findings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"refund_id" uuid,
	"order_id" uuid,
	"provider_session_id" text,
	"amount_cents" integer,
	"detail" text NOT NULL,
	"resolved_at" timestamp with time zone,
	"resolved_by_user_id" uuid,
	"found_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reconciliation_findings_refund_key" UNIQUE("kind","refund_id"),
	CONSTRAINT "reconciliation_findings_payment_key" UNIQUE("kind","provider_session_id")
);
--> statement-breakpoint
CREATE INDEX "reconciliation_findings_open_idx" ON "reconciliation_findings" USING btree ("found_at") WHERE "reconciliation_findings"."resolved_at" is null;--> statement-breakpoint
CREATE INDEX "reconciliation_findings_found_idx" ON "reconciliation_findings" USING btree ("found_at");