-- Live order status (issue #15, docs/decisions/097). Every committed order event is announced on
-- the 'order_event' channel with its id, so each API process pushes it to the streams that may
-- see it (modules/orders/order-event-hub.ts). Row level: each event is its own notification,
-- delivered only if its transaction commits, in commit order.
CREATE FUNCTION notify_order_event() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('order_event', NEW.id::text);
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER order_events_notify
AFTER INSERT ON order_events
FOR EACH ROW EXECUTE FUNCTION notify_order_event();
--> statement-breakpoint
-- A user's role changed: their open streams close, and reopening checks the new role.
CREATE FUNCTION notify_user_role_changed() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('user_role_changed', NEW.id::text);
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER users_role_changed
AFTER UPDATE OF role ON users
FOR EACH ROW WHEN (OLD.role IS DISTINCT FROM NEW.role)
EXECUTE FUNCTION notify_user_role_changed();
