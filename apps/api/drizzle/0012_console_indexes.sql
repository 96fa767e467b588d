-- The operations console at 100k rows (apps/api/bench/console.bench.ts, docs/performance.md).
-- Written by hand: drizzle's index builder has no INCLUDE, and its schema snapshot need not know
-- these (a later generate leaves indexes it does not know alone).
-- The 30 days of orders and sales (order history's chart), all stores and one: index-only scans.
CREATE INDEX IF NOT EXISTS "orders_created_at_totals_idx" ON "orders" USING btree ("created_at") INCLUDE ("order_status", "total_amount_cents");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "orders_store_created_at_totals_idx" ON "orders" USING btree ("store_id", "created_at") INCLUDE ("order_status", "total_amount_cents");--> statement-breakpoint
-- The admin's user search by name (a substring of 'First Last'), and the counts that follow it.
CREATE INDEX IF NOT EXISTS "users_full_name_trgm_idx" ON "users" USING gin (("first_name" || ' ' || "last_name") gin_trgm_ops);
