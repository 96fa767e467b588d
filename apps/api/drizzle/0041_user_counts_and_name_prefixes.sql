CREATE TABLE "user_role_counts" (
	"role" text PRIMARY KEY NOT NULL,
	"users" integer NOT NULL
);
--> statement-breakpoint
CREATE FUNCTION user_role_counts_keep() RETURNS trigger AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    UPDATE user_role_counts SET users = users - 1 WHERE role = OLD.role;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    INSERT INTO user_role_counts AS c (role, users) VALUES (NEW.role, 1)
    ON CONFLICT (role) DO UPDATE SET users = c.users + 1;
  END IF;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER users_role_counts_insert_delete AFTER INSERT OR DELETE ON users
  FOR EACH ROW EXECUTE FUNCTION user_role_counts_keep();
--> statement-breakpoint
CREATE TRIGGER users_role_counts_update AFTER UPDATE OF role ON users
  FOR EACH ROW WHEN (OLD.role IS DISTINCT FROM NEW.role)
  EXECUTE FUNCTION user_role_counts_keep();
--> statement-breakpoint
INSERT INTO user_role_counts (role, users) SELECT role, count(*) FROM users GROUP BY role;
--> statement-breakpoint
-- One or two letters find names that start with them (modules/users/list-users.ts): a range of
-- these indexes, where a trigram index needs three letters.
CREATE INDEX IF NOT EXISTS "users_first_name_prefix_idx" ON "users" (lower("first_name") text_pattern_ops);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "users_last_name_prefix_idx" ON "users" (lower("last_name") text_pattern_ops);
--> statement-breakpoint
-- Three or more digits found anywhere in a phone number.
CREATE INDEX IF NOT EXISTS "users_phone_trgm_idx" ON "users" USING gin ("phone" gin_trgm_ops);
