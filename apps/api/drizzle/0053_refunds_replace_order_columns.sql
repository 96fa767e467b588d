-- What each paid order's card payment captured, from its payment session.
UPDATE "orders" o SET "captured_cents" = ps."amount_total_cents"
FROM "payment_sessions" ps WHERE ps."id" = o."payment_session_id" AND ps."paid_at" IS NOT NULL;--> statement-breakpoint
-- Each cancelled order's refund (docs/decisions/094) becomes its row, with the key it was asked with.
INSERT INTO "refunds" ("order_id", "cause", "amount_cents", "store_cents", "reason", "state", "idempotency_key", "provider_refund_id", "error", "actor_role", "requested_at", "settled_at")
SELECT o."id", 'cancel', coalesce(o."refunded_cents", o."total_amount_cents"),
  least(coalesce(o."refunded_cents", o."total_amount_cents"), o."subtotal_cents" + o."tax_cents" - o."discount_cents" + o."seller_tip_cents"),
  coalesce((SELECT e."reason" FROM "order_events" e WHERE e."order_id" = o."id" AND e."action" IN ('cancel', 'decline') ORDER BY e."id" DESC LIMIT 1), 'Order cancelled'),
  CASE o."refund_status" WHEN 'refunded' THEN 'succeeded' ELSE o."refund_status" END,
  'refund-order-' || o."id", o."refund_id", o."refund_error", 'system',
  coalesce(o."refunded_at", o."created_at"), o."refunded_at"
FROM "orders" o WHERE o."refund_status" IS NOT NULL;--> statement-breakpoint
-- The timeline tells of each refund made.
INSERT INTO "order_events" ("order_id", "from_status", "to_status", "action", "actor_role", "reason", "amount_cents", "refund_id", "at")
SELECT r."order_id", o."order_status", o."order_status", 'refund', 'system', r."reason", r."amount_cents", r."id", coalesce(r."settled_at", r."requested_at")
FROM "refunds" r JOIN "orders" o ON o."id" = r."order_id" WHERE r."state" = 'succeeded';--> statement-breakpoint
-- The sandbox's record of what it refunded, now one row per refund.
INSERT INTO "sandbox_refunds" ("id", "payment_session_id", "refund_ref", "amount_cents", "created_at")
SELECT ps."refund_id", ps."id", r."id"::text, coalesce(ps."refunded_cents", 0), coalesce(ps."refunded_at", ps."created_at")
FROM "payment_sessions" ps JOIN "orders" o ON o."payment_session_id" = ps."id" JOIN "refunds" r ON r."order_id" = o."id"
WHERE ps."refund_id" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "payment_sessions" DROP COLUMN "refund_id";--> statement-breakpoint
ALTER TABLE "payment_sessions" DROP COLUMN "refunded_cents";--> statement-breakpoint
ALTER TABLE "payment_sessions" DROP COLUMN "refunded_at";--> statement-breakpoint
ALTER TABLE "orders" DROP COLUMN "refund_status";--> statement-breakpoint
ALTER TABLE "orders" DROP COLUMN "refund_id";--> statement-breakpoint
ALTER TABLE "orders" DROP COLUMN "refunded_cents";--> statement-breakpoint
ALTER TABLE "orders" DROP COLUMN "refund_error";--> statement-breakpoint
ALTER TABLE "orders" DROP COLUMN "refunded_at";