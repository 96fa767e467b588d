-- Every committed change to what the back office's lists show (orders, their events, users) is
-- announced on the 'console_changed' channel with the table's name, so each API process empties
-- its cache of console answers (plugins/console-cache.ts, docs/decisions/132); stores, product
-- categories and products are already announced on 'catalog_changed'. Statement level: PostgreSQL
-- folds the identical notifications of one transaction into one, sent only if it commits.
CREATE FUNCTION notify_console_changed() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('console_changed', TG_TABLE_NAME);
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER orders_console_changed
AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON orders
FOR EACH STATEMENT EXECUTE FUNCTION notify_console_changed();
--> statement-breakpoint
CREATE TRIGGER order_events_console_changed
AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON order_events
FOR EACH STATEMENT EXECUTE FUNCTION notify_console_changed();
--> statement-breakpoint
CREATE TRIGGER users_console_changed
AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON users
FOR EACH STATEMENT EXECUTE FUNCTION notify_console_changed();
