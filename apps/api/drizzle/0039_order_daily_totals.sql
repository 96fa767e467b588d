CREATE TABLE "order_daily_totals" (
	"store_id" uuid NOT NULL,
	"date" date NOT NULL,
	"orders" integer NOT NULL,
	"sales_cents" bigint NOT NULL,
	CONSTRAINT "order_daily_totals_store_id_date_pk" PRIMARY KEY("store_id","date")
);
--> statement-breakpoint
CREATE INDEX "order_daily_totals_date_idx" ON "order_daily_totals" USING btree ("date");--> statement-breakpoint
-- An order's part in its store's day (issue #32): one order and its total, unless cancelled, on
-- the marketplace's calendar (core's DEFAULT_TIMEZONE). p_sign is 1 to add it, -1 to take it out.
CREATE FUNCTION order_daily_totals_apply(p_store uuid, p_created timestamptz, p_status text, p_total integer, p_sign integer) RETURNS void AS $$
BEGIN
  IF p_status = 'cancelled' THEN
    RETURN;
  END IF;
  INSERT INTO order_daily_totals AS t (store_id, date, orders, sales_cents)
  VALUES (p_store, (p_created AT TIME ZONE 'America/Los_Angeles')::date, p_sign, p_sign * p_total::bigint)
  ON CONFLICT (store_id, date) DO UPDATE
    SET orders = t.orders + excluded.orders, sales_cents = t.sales_cents + excluded.sales_cents;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE FUNCTION order_daily_totals_keep() RETURNS trigger AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    PERFORM order_daily_totals_apply(OLD.store_id, OLD.created_at, OLD.order_status, OLD.total_amount_cents, -1);
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    PERFORM order_daily_totals_apply(NEW.store_id, NEW.created_at, NEW.order_status, NEW.total_amount_cents, 1);
  END IF;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER orders_daily_totals_insert_delete AFTER INSERT OR DELETE ON orders
  FOR EACH ROW EXECUTE FUNCTION order_daily_totals_keep();
--> statement-breakpoint
-- Most order changes (assigned, picked up…) move nothing here: only these do.
CREATE TRIGGER orders_daily_totals_update AFTER UPDATE OF store_id, created_at, order_status, total_amount_cents ON orders
  FOR EACH ROW
  WHEN (
    OLD.store_id IS DISTINCT FROM NEW.store_id
    OR OLD.created_at IS DISTINCT FROM NEW.created_at
    OR OLD.total_amount_cents IS DISTINCT FROM NEW.total_amount_cents
    OR (OLD.order_status = 'cancelled') IS DISTINCT FROM (NEW.order_status = 'cancelled')
  )
  EXECUTE FUNCTION order_daily_totals_keep();
--> statement-breakpoint
INSERT INTO order_daily_totals (store_id, date, orders, sales_cents)
SELECT store_id, (created_at AT TIME ZONE 'America/Los_Angeles')::date, count(*), sum(total_amount_cents)
FROM orders
WHERE order_status <> 'cancelled'
GROUP BY 1, 2;
